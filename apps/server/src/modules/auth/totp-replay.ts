import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, usedTotpCodes } from '../../db/schema/index.ts';

/**
 * How long a TOTP code stays spent. better-auth accepts a code one 30 s step either side of
 * now, so a code is good for at most 90 s; two minutes covers that and clock drift.
 */
export const TOTP_SPENT_SECONDS = 120;

/**
 * Marks `code` as used by `userId`; false when it was already used within TOTP_SPENT_SECONDS.
 * One statement, so of two concurrent uses of one code exactly one wins.
 */
export async function claimTotpCode(db: Db, userId: string, code: string): Promise<boolean> {
  const spent = sql.raw(`interval '${TOTP_SPENT_SECONDS} seconds'`);
  const claimed = await db
    .insert(usedTotpCodes)
    .values({ userId, code })
    .onConflictDoUpdate({
      target: [usedTotpCodes.userId, usedTotpCodes.code],
      set: { usedAt: sql`now()` },
      setWhere: sql`${usedTotpCodes.usedAt} < now() - ${spent}`,
    })
    .returning({ userId: usedTotpCodes.userId });
  // Old codes of this person are of no use any more.
  await db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.usedAt, sql`now() - ${spent}`)));
  return claimed.length > 0;
}

/** Ends the session a replayed code has just opened. */
export async function revokeSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}
