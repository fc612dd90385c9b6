import { and, eq, isNull } from 'drizzle-orm';
import type { TTheoStatus } from '@algoone/contracts';
import { theoConsents } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { getTheoStatus } from './get-theo-status.ts';
import type { TheoRuntime } from './theo-runtime.ts';

/** Withdraws every standing consent of the viewer's: Theo answers in Básico from now on. */
export async function withdrawConsent(
  runtime: TheoRuntime,
  viewer: Viewer,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TTheoStatus> {
  await runtime.db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(theoConsents)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(theoConsents.userId, viewer.id), isNull(theoConsents.withdrawnAt)))
      .returning({ id: theoConsents.id });
    if (withdrawn.length > 0) {
      await recordAudit(tx, {
        action: 'theo.consent_withdrawn',
        result: 'success',
        actorId: viewer.id,
        targetType: 'theo_consent',
        ...client,
      });
    }
  });
  return getTheoStatus(runtime, viewer);
}
