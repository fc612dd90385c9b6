import { eq } from 'drizzle-orm';
import type { z, ZProfileCorrection } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { investorProfiles, users } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Corrects the person's own profile data (LGPD art. 18, III): the name, and an investor's phone.
 * The email is the sign-in: changing it is a request to the DPO, who confirms the new address.
 */
export async function correctProfile(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof ZProfileCorrection>,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.name !== undefined) {
      await tx
        .update(users)
        .set({ name: input.name, updatedAt: new Date() })
        .where(eq(users.id, viewer.id));
    }
    // The phone is an investor's profile field; staff correct their name only.
    if (input.phone !== undefined && viewer.role === 'investor') {
      await tx
        .insert(investorProfiles)
        .values({ userId: viewer.id, phone: input.phone || null })
        .onConflictDoUpdate({
          target: investorProfiles.userId,
          set: { phone: input.phone || null, updatedAt: new Date() },
        });
    }
    await recordAudit(tx, {
      action: 'privacy.profile_corrected',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: viewer.id,
      ...client,
      details: {
        fields: Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined),
      },
    });
  });
}
