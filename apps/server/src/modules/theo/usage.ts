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

/** Adds one answer's tokens to the investor's month (one upsert, safe across nodes). */
export async function recordUsage(
  db: Db,
  userId: string,
  now: Date,
  tokens: { promptTokens: number; completionTokens: number },
): Promise<void> {
  await db
    .insert(theoUsage)
    .values({
      userId,
      month: monthKey(now),
      requests: 1,
      promptTokens: tokens.promptTokens,
      completionTokens: tokens.completionTokens,
    })
    .onConflictDoUpdate({
      target: [theoUsage.userId, theoUsage.month],
      set: {
        requests: sql`${theoUsage.requests} + 1`,
        promptTokens: sql`${theoUsage.promptTokens} + ${tokens.promptTokens}`,
        completionTokens: sql`${theoUsage.completionTokens} + ${tokens.completionTokens}`,
      },
    });
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
