import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/index.ts';

/**
 * Failed sign-ins slow down one (email, client address) pair, never the account as a whole:
 * a per-email lock let anyone lock anyone out with five wrong passwords (issue #20, defect 4).
 * The first FREE_FAILURES cost nothing; each one after waits twice as long as the one before,
 * from FIRST_DELAY_SECONDS up to MAX_DELAY_SECONDS. A pair that has not failed for
 * FORGET_AFTER_MINUTES starts over; a success from the pair or a password reset clears it.
 * Counted whether or not the email is registered, so the delay tells nothing.
 */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_SECONDS = 60;
export const MAX_DELAY_SECONDS = 15 * 60;
export const FORGET_AFTER_MINUTES = 60;

/** The wait after the n-th consecutive failure, in seconds (0 while free). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_FAILURES, 10);
  return Math.min(FIRST_DELAY_SECONDS * 2 ** doublings, MAX_DELAY_SECONDS);
}

const pair = (email: string, ipAddress: string) =>
  and(eq(signInThrottles.email, email), eq(signInThrottles.ipAddress, ipAddress));

/** When this pair may try again, or null when it may now. */
export async function throttledUntil(
  db: Db,
  email: string,
  ipAddress: string,
  now = new Date(),
): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(pair(email, ipAddress));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one failure in a single statement, so concurrent failures all count; returns when
 * the pair may try again, or null when it may at once.
 */
export async function recordFailure(db: Db, email: string, ipAddress: string) {
  const forget = sql.raw(`interval '${FORGET_AFTER_MINUTES} minutes'`);
  const stale = sql`${signInThrottles.lastFailureAt} < now() - ${forget}`;
  const count = sql`case when ${stale} then 1 else ${signInThrottles.failures} + 1 end`;
  // The same doubling as delayAfter, in SQL: the exponent is bounded before power().
  const delay = sql`case when ${count} < ${FREE_FAILURES} then null
    else now() + least(
      make_interval(secs => ${FIRST_DELAY_SECONDS} * power(2, least(${count} - ${FREE_FAILURES}, 10))),
      make_interval(secs => ${MAX_DELAY_SECONDS})) end`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ email, ipAddress, failures: 1 })
    .onConflictDoUpdate({
      target: [signInThrottles.email, signInThrottles.ipAddress],
      set: {
        failures: count,
        windowStartedAt: sql`case when ${stale} then now() else ${signInThrottles.windowStartedAt} end`,
        lastFailureAt: sql`now()`,
        lockedUntil: delay,
      },
    })
    .returning({ lockedUntil: signInThrottles.lockedUntil });
  return row?.lockedUntil ?? null;
}

/** A success from this address: its count starts over. */
export async function clearFailures(db: Db, email: string, ipAddress: string): Promise<void> {
  await db.delete(signInThrottles).where(pair(email, ipAddress));
}

/** A password reset proves the owner: every address's count for the email starts over. */
export async function clearAllFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, email));
}

/** "1 minuto", "8 minutos": how long the pt-BR message says to wait. */
export function waitText(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
