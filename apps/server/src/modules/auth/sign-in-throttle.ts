import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/index.ts';

/** Failures within the window that lock the account. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

export async function lockedUntil(db: Db, email: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.email, email));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one failure in a single statement, so concurrent failures all count; returns the
 * lock's end when this failure locked the account.
 */
export async function recordFailure(db: Db, email: string): Promise<Date | null> {
  const window = sql.raw(`interval '${FAILURE_WINDOW_MINUTES} minutes'`);
  const lock = sql.raw(`interval '${LOCK_MINUTES} minutes'`);
  const fresh = sql`${signInThrottles.windowStartedAt} < now() - ${window}`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: signInThrottles.email,
      set: {
        failures: sql`case when ${fresh} then 1 else ${signInThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then now() else ${signInThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when not (${fresh}) and ${signInThrottles.failures} + 1 >= ${MAX_FAILURES}
          then now() + ${lock} else ${signInThrottles.lockedUntil} end`,
      },
    })
    .returning({ failures: signInThrottles.failures, lockedUntil: signInThrottles.lockedUntil });
  return row && row.failures >= MAX_FAILURES && row.lockedUntil ? row.lockedUntil : null;
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, email));
}
