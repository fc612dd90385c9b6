import { sql } from 'drizzle-orm';
import {
  INITIAL_GAMIFICATION_STATE,
  RECENT_ACHIEVEMENTS_LIMIT,
  type BadgeId,
  type GamificationState,
  type MissionId,
} from '@algoone/domain';
import type { AchievementKind, TAchievement } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { academyModules, progressGrants } from '../../db/schema/index.ts';

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

/** A grant as json_build_object gives it: the instant as text. */
interface JsonGrant {
  id: string;
  kind: AchievementKind;
  ref: string;
  period: string;
  xp: number;
  title: string;
  description: string;
  completedAt: string;
}

/** What one statement reads of an investor's progress. */
interface ProgressRead {
  totalXP: number;
  /** Badges and modules ever, and the missions of the week asked for. */
  held: Pick<JsonGrant, 'kind' | 'ref' | 'period' | 'completedAt'>[];
  recent: JsonGrant[];
  /** The academy's module ids, in the academy's order (/api/gamification/progress counts them). */
  moduleIds: string[];
}

/**
 * The investor's gamification state as the domain reducer needs it, from the grants: XP total,
 * badges, modules, and the missions of the ISO week `weekKey` (a mission counts once per week,
 * so only that week's completions matter); plus the academy's module ids. One statement: it is
 * read on every signed-in dashboard (ADR 026) and inside every activity's transaction.
 */
export async function loadGamificationState(
  db: Db,
  userId: string,
  weekKey: string,
): Promise<GamificationState & { academyModuleIds: string[] }> {
  const grants = progressGrants;
  const [read] = rowsOf<ProgressRead>(
    await db.execute(sql`
      select
        (select coalesce(sum(${grants.xp}), 0)::int from ${grants}
          where ${grants.userId} = ${userId}) as "totalXP",
        (select coalesce(json_agg(json_build_object(
            'kind', ${grants.kind}, 'ref', ${grants.ref}, 'period', ${grants.period},
            'completedAt', ${grants.completedAt})), '[]'::json)
          from ${grants}
          where ${grants.userId} = ${userId}
            and (${grants.kind} in ('badge', 'module')
              or (${grants.kind} = 'mission' and ${grants.period} = ${weekKey}))) as "held",
        (select coalesce(json_agg(json_build_object(
            'id', r.id, 'kind', r.kind, 'ref', r.ref, 'period', r.period, 'xp', r.xp,
            'title', r.title, 'description', r.description, 'completedAt', r.completed_at)
            order by r.completed_at desc, r.id desc), '[]'::json)
          from (select * from ${grants} where ${grants.userId} = ${userId}
            order by ${grants.completedAt} desc, ${grants.id} desc
            limit ${RECENT_ACHIEVEMENTS_LIMIT}) r) as "recent",
        (select coalesce(json_agg(${academyModules.id} order by ${academyModules.sortOrder}),
            '[]'::json)
          from ${academyModules}) as "moduleIds"
    `),
  );
  if (!read) throw new Error('progress not read');

  const badges: Partial<Record<BadgeId, string>> = {};
  const missions: Partial<Record<MissionId, { weekKey: string; completedAt: string }>> = {};
  const completedModules: string[] = [];
  for (const row of read.held) {
    // Read as a Date first, as drizzle would: the same millisecond ISO text whatever the
    // session's time zone or PostgreSQL's microseconds.
    const at = new Date(row.completedAt).toISOString();
    if (row.kind === 'badge') badges[row.ref as BadgeId] = at;
    else if (row.kind === 'module') completedModules.push(row.ref);
    else missions[row.ref as MissionId] = { weekKey: row.period, completedAt: at };
  }

  return {
    ...INITIAL_GAMIFICATION_STATE,
    totalXP: read.totalXP,
    badges,
    missions,
    completedModules,
    recentAchievements: read.recent.map((grant) =>
      toAchievement({ ...grant, completedAt: new Date(grant.completedAt) }),
    ),
    academyModuleIds: read.moduleIds,
  };
}
