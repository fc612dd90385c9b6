import { and, count, eq, gt, sql } from 'drizzle-orm';
import { toZonedDateTime } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { theoMessages, theoUsage } from '../../db/schema/index.ts';

/** 'YYYY-MM' of `now` in São Paulo: budgets renew on the 1st, local time. */
export function monthKey(now: Date): string {
  const { year, month } = toZonedDateTime(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

export async function tokensUsedThisMonth(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`(${theoUsage.promptTokens} + ${theoUsage.completionTokens})::int` })
    .from(theoUsage)
    .where(and(eq(theoUsage.userId, userId), eq(theoUsage.month, monthKey(now))));
  return Number(row?.used ?? 0);
}

/**
 * Serialises one investor's questions until the transaction `tx` ends (a transaction-level
 * advisory lock), so the rate limit's count and the budget's reservation cannot interleave
 * with another node's or connection's: without it, parallel questions all read the same count.
 */
export async function lockInvestorQuestions(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`theo:${userId}`}))`);
}

/** Tokens spent this month, and those held by answers in flight (lapsed holds count as none). */
export async function budgetInUse(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ used: number; reserved: number }> {
  const [row] = await tx
    .select({
      used: sql<number>`(${theoUsage.promptTokens} + ${theoUsage.completionTokens})::int`,
      reserved: sql<number>`(case when ${theoUsage.reservedUntil} > ${now.toISOString()}::timestamptz
        then ${theoUsage.reservedTokens} else 0 end)::int`,
    })
    .from(theoUsage)
    .where(and(eq(theoUsage.userId, userId), eq(theoUsage.month, monthKey(now))));
  return { used: Number(row?.used ?? 0), reserved: Number(row?.reserved ?? 0) };
}

/** Budget held by one answer in flight, to be settled with `settleReservation`. */
export interface Reservation {
  month: string;
  tokens: number;
}

/**
 * Holds `tokens` of the investor's month for an answer about to call the provider, until
 * `holdUntil` at the latest (then a hold whose process died lapses by itself). Run under
 * `lockInvestorQuestions`.
 */
export async function reserveTokens(
  tx: Db,
  userId: string,
  now: Date,
  tokens: number,
  holdUntil: Date,
): Promise<Reservation> {
  const month = monthKey(now);
  const until = sql`${holdUntil.toISOString()}::timestamptz`;
  await tx
    .insert(theoUsage)
    .values({ userId, month, reservedTokens: tokens, reservedUntil: holdUntil })
    .onConflictDoUpdate({
      target: [theoUsage.userId, theoUsage.month],
      set: {
        reservedTokens: sql`(case when ${theoUsage.reservedUntil} > ${now.toISOString()}::timestamptz
          then ${theoUsage.reservedTokens} else 0 end) + ${tokens}`,
        reservedUntil: sql`greatest(${theoUsage.reservedUntil}, ${until})`,
      },
    });
  return { month, tokens };
}

/**
 * Releases a reservation and adds what the answer really spent (zero when it failed before the
 * provider counted anything), in one statement.
 */
export async function settleReservation(
  db: Db,
  userId: string,
  reservation: Reservation,
  spent: { promptTokens: number; completionTokens: number },
): Promise<void> {
  const answered = spent.promptTokens + spent.completionTokens > 0 ? 1 : 0;
  await db
    .update(theoUsage)
    .set({
      reservedTokens: sql`greatest(${theoUsage.reservedTokens} - ${reservation.tokens}, 0)`,
      requests: sql`${theoUsage.requests} + ${answered}`,
      promptTokens: sql`${theoUsage.promptTokens} + ${spent.promptTokens}`,
      completionTokens: sql`${theoUsage.completionTokens} + ${spent.completionTokens}`,
    })
    .where(and(eq(theoUsage.userId, userId), eq(theoUsage.month, reservation.month)));
}

/**
 * Questions the investor sent in the last minute. Counted in the database, so the limit holds
 * across every node behind the load balancer.
 */
export async function questionsInLastMinute(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(theoMessages)
    .where(
      and(
        eq(theoMessages.userId, userId),
        eq(theoMessages.role, 'user'),
        gt(theoMessages.createdAt, new Date(now.getTime() - 60_000)),
      ),
    );
  return Number(row?.n ?? 0);
}
