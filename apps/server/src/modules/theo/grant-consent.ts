import { THEO_MESSAGES, type TTheoStatus } from '@algoone/contracts';
import { conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { theoConsents } from '../../db/schema/index.ts';
import { getTheoStatus } from './get-theo-status.ts';
import { standingConsent } from './consent.ts';
import { loadProviderConfig } from './provider-config.ts';
import type { TheoRuntime } from './theo-runtime.ts';

/** LGPD: the investor agrees to send their data to the provider named on the page. */
export async function grantConsent(
  runtime: TheoRuntime,
  viewer: Viewer,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TTheoStatus> {
  const provider = await loadProviderConfig(runtime.db, runtime.env, runtime.box);
  if (!provider) throw conflict(THEO_MESSAGES.noProvider);
  const standing = await standingConsent(runtime.db, viewer.id, provider.consentName);
  if (!standing) {
    await runtime.db.transaction(async (tx) => {
      await tx.insert(theoConsents).values({ userId: viewer.id, provider: provider.consentName });
      await recordAudit(tx, {
        action: 'theo.consent_granted',
        result: 'success',
        actorId: viewer.id,
        targetType: 'theo_provider',
        targetId: provider.consentName,
        ...client,
      });
    });
  }
  return getTheoStatus(runtime, viewer);
}
