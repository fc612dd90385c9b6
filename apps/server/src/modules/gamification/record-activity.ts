import {
  LEVELS,
  applyGamificationEvent,
  isoWeekKey,
  levelForXp,
  levelReachedTitle,
  type Achievement,
  type GamificationEvent,
} from '@algoone/domain';
import { ACHIEVEMENT_KINDS, type AchievementKind, type TAchievement } from '@algoone/contracts';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { activityEvents, progressGrants } from '../../db/schema/index.ts';
import { lockProgress } from './lock-progress.ts';
import { loadGamificationState, toAchievement } from './progress-state.ts';

/** A database or a transaction: drizzle's transaction is a `Db` too. */
export type DbOrTx = Db;

type GrantValues = typeof progressGrants.$inferInsert;

/** Splits the domain's deterministic achievement id into the grant's unique key. */
export function grantKey(id: string): { kind: AchievementKind; ref: string; period: string } {
  const [kind, ...rest] = id.split(':');
  if (!ACHIEVEMENT_KINDS.includes(kind as AchievementKind) || rest.length === 0) {
    throw new TypeError(`Conquista com id inesperado: ${id}`);
  }
  if (kind === 'mission') {
    if (rest.length < 2) throw new TypeError(`Missão sem semana: ${id}`);
    return { kind, ref: rest.slice(0, -1).join(':'), period: rest.at(-1) ?? '' };
  }
  return { kind: kind as AchievementKind, ref: rest.join(':'), period: '' };
}

function toGrant(userId: string, achievement: Achievement): GrantValues {
  return {
    userId,
    ...grantKey(achievement.id),
    xp: achievement.points,
    title: achievement.title,
    description: achievement.description,
    completedAt: new Date(achievement.completedAt),
  };
}

/** A level reached; the domain reducer words it the same way. */
function levelGrant(userId: string, level: (typeof LEVELS)[number], at: Date): GrantValues {
  return {
    userId,
    kind: 'level',
    ref: String(level.level),
    period: '',
    xp: 0,
    title: levelReachedTitle(level),
    description: `Você chegou ao nível ${level.name}.`,
    completedAt: at,
  };
}

const returning = {
  kind: progressGrants.kind,
  ref: progressGrants.ref,
  period: progressGrants.period,
  title: progressGrants.title,
  description: progressGrants.description,
  xp: progressGrants.xp,
  completedAt: progressGrants.completedAt,
};

/**
 * Records something the investor did and grants what it earns (docs/product.md §4), once.
 *
 * Call it inside the same transaction as the action (`db` may be a transaction, which it then
 * uses as is; otherwise one is opened). It appends the event to `activity_events`, loads the investor's progress, applies
 * the domain reducer and inserts the resulting grants; the unique key of `progress_grants`
 * (user, kind, ref, period) with `ON CONFLICT DO NOTHING` decides what was really granted, so a
 * retried or concurrent duplicate grants nothing twice. Levels come from the XP total crossing a
 * threshold and are recorded once each.
 *
 * Returns only the achievements this call granted, in the order unlocked (level-ups last): put
 * them in the mutation's response as `achievements` so the web app can toast them.
 */
export async function recordActivity(
  db: DbOrTx,
  userId: string,
  event: GamificationEvent,
): Promise<{ achievements: TAchievement[] }> {
  const { type, at, ...payload } = event;
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) {
    throw new TypeError('O evento precisa de uma data válida');
  }
  const weekKey = isoWeekKey(at);

  // Inside the caller's transaction (every caller today) it runs in it directly: a nested
  // transaction would be a savepoint, two more round trips per write for nothing, since a
  // failure here fails the caller's whole transaction anyway.
  const inTransaction = (db as unknown) instanceof PgTransaction;
  const run = async (tx: DbOrTx) => {
    // One investor's events are applied one at a time: the state read below stays true until
    // this transaction ends. The unique key still guards every grant.
    await lockProgress(tx, userId);

    await tx.insert(activityEvents).values({ userId, type, payload, occurredAt: at, weekKey });

    const state = await loadGamificationState(tx, userId, weekKey);
    const transition = applyGamificationEvent(state, event);
    const unlocked = transition.achievements.filter((a) => !a.id.startsWith('level:'));

    const granted =
      unlocked.length === 0
        ? []
        : await tx
            .insert(progressGrants)
            .values(unlocked.map((achievement) => toGrant(userId, achievement)))
            .onConflictDoNothing()
            .returning(returning);

    // Levels from the XP actually on record, so a level is never skipped nor granted twice.
    const totalXP = state.totalXP + granted.reduce((sum, grant) => sum + grant.xp, 0);
    const reached = LEVELS.filter(
      (level) => level.level > 1 && level.level <= levelForXp(totalXP).level,
    );
    const levels =
      reached.length === 0
        ? []
        : await tx
            .insert(progressGrants)
            .values(reached.map((level) => levelGrant(userId, level, at)))
            .onConflictDoNothing()
            .returning(returning);

    const order = new Map(unlocked.map((a, index) => [a.id, index]));
    const achievements = granted
      .map(toAchievement)
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
      .concat([...levels].sort((a, b) => Number(a.ref) - Number(b.ref)).map(toAchievement));
    return { achievements };
  };
  return inTransaction ? run(db) : db.transaction((tx) => run(tx as unknown as DbOrTx));
}
