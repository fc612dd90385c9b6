import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { privacyDeletions } from '../../db/schema/index.ts';

/** A deletion asked for and neither cancelled nor carried out yet. */
export async function pendingDeletion(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(privacyDeletions)
    .where(
      and(
        eq(privacyDeletions.userId, userId),
        isNull(privacyDeletions.canceledAt),
        isNull(privacyDeletions.erasedAt),
      ),
    );
  return row ?? null;
}
