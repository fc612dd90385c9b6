import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  INITIAL_GAMIFICATION_STATE,
  RECENT_ACHIEVEMENTS_LIMIT,
  type BadgeId,
  type GamificationState,
  type MissionId,
} from '@algoone/domain';
import type { AchievementKind, TAchievement } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { progressGrants } from '../../db/schema/index.ts';

export type GrantRow = typeof progressGrants.$inferSelect;

/** 'mission:use-chat:2026-W47', 'badge:first-goal', 'module:x', 'level:2': the domain's ids. */
export function achievementId(kind: AchievementKind, ref: string, period: string): string {
  return period ? `${kind}:${ref}:${period}` : `${kind}:${ref}`;
}

export function toAchievement(
  row: Pick<GrantRow, 'kind' | 'ref' | 'period' | 'title' | 'description' | 'xp' | 'completedAt'>,
): TAchievement {
  return {
    id: achievementId(row.kind, row.ref, row.period),
    title: row.title,
    description: row.description,
    points: row.xp,
    completedAt: row.completedAt.toISOString(),
    kind: row.kind,
  };
}

/**
 * The investor's gamification state as the domain reducer needs it, from the grants: XP total,
 * badges, modules, and the missions of the ISO week `weekKey` (a mission counts once per week,
 * so only that week's completions matter). A fixed number of queries.
 */
export async function loadGamificationState(
  db: Db,
  userId: string,
  weekKey: string,
): Promise<GamificationState> {
  const [totals] = await db
    .select({ totalXP: sql<number>`coalesce(sum(${progressGrants.xp}), 0)::int` })
    .from(progressGrants)
    .where(eq(progressGrants.userId, userId));

  const rows = await db
    .select({
      kind: progressGrants.kind,
      ref: progressGrants.ref,
      period: progressGrants.period,
      completedAt: progressGrants.completedAt,
    })
    .from(progressGrants)
    .where(
      and(
        eq(progressGrants.userId, userId),
        or(
          inArray(progressGrants.kind, ['badge', 'module']),
          and(eq(progressGrants.kind, 'mission'), eq(progressGrants.period, weekKey)),
        ),
      ),
    );

  const recent = await db
    .select()
    .from(progressGrants)
    .where(eq(progressGrants.userId, userId))
    .orderBy(desc(progressGrants.completedAt), desc(progressGrants.id))
    .limit(RECENT_ACHIEVEMENTS_LIMIT);

  const badges: Partial<Record<BadgeId, string>> = {};
  const missions: Partial<Record<MissionId, { weekKey: string; completedAt: string }>> = {};
  const completedModules: string[] = [];
  for (const row of rows) {
    const at = row.completedAt.toISOString();
    if (row.kind === 'badge') badges[row.ref as BadgeId] = at;
    else if (row.kind === 'module') completedModules.push(row.ref);
    else missions[row.ref as MissionId] = { weekKey: row.period, completedAt: at };
  }

  return {
    ...INITIAL_GAMIFICATION_STATE,
    totalXP: totals?.totalXP ?? 0,
    badges,
    missions,
    completedModules,
    recentAchievements: recent.map(toAchievement),
  };
}
