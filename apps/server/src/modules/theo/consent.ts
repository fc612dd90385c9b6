import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { theoConsents } from '../../db/schema/index.ts';

/** The investor's standing consent for this provider (host and model), or null. */
export async function standingConsent(
  db: Db,
  userId: string,
  providerName: string,
): Promise<{ grantedAt: Date } | null> {
  const [row] = await db
    .select({ grantedAt: theoConsents.grantedAt })
    .from(theoConsents)
    .where(
      and(
        eq(theoConsents.userId, userId),
        eq(theoConsents.provider, providerName),
        isNull(theoConsents.withdrawnAt),
      ),
    )
    .orderBy(desc(theoConsents.grantedAt))
    .limit(1);
  return row ?? null;
}
