import { asc, desc, eq } from 'drizzle-orm';
import type { TConsentHistory } from '@algoone/contracts';
import {
  OPTIONAL_CONSENT_LABELS,
  OPTIONAL_CONSENT_PURPOSES,
  type OptionalConsentPurpose,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { consents, optionalConsents, theoConsents } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';

/** Which Terms and Privacy versions were accepted and when, and each optional consent's history. */
export async function getConsentHistory(db: Db, viewer: Viewer): Promise<TConsentHistory> {
  const [accepted, optional, theo] = await Promise.all([
    db
      .select()
      .from(consents)
      .where(eq(consents.userId, viewer.id))
      .orderBy(desc(consents.acceptedAt)),
    db
      .select()
      .from(optionalConsents)
      .where(eq(optionalConsents.userId, viewer.id))
      .orderBy(asc(optionalConsents.at)),
    db
      .select()
      .from(theoConsents)
      .where(eq(theoConsents.userId, viewer.id))
      .orderBy(desc(theoConsents.grantedAt)),
  ]);
  return {
    accepted: accepted.map((c) => ({
      document: c.document,
      version: c.version,
      acceptedAt: c.acceptedAt.toISOString(),
    })),
    optional: OPTIONAL_CONSENT_PURPOSES.map((purpose) => {
      const history = optional.filter((row) => row.purpose === purpose);
      return {
        purpose,
        label: OPTIONAL_CONSENT_LABELS[purpose],
        // Opt-in: nothing recorded means not granted.
        granted: history.at(-1)?.granted ?? false,
        history: history
          .map((row) => ({ granted: row.granted, at: row.at.toISOString() }))
          .reverse(),
      };
    }),
    theo: theo.map((row) => ({
      provider: row.provider,
      grantedAt: row.grantedAt.toISOString(),
      revokedAt: row.withdrawnAt?.toISOString() ?? null,
    })),
  };
}

/** Grants or withdraws an optional consent: a new row, so the history stays whole. */
export async function setOptionalConsent(
  db: Db,
  viewer: Viewer,
  purpose: OptionalConsentPurpose,
  granted: boolean,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TConsentHistory> {
  await db.transaction(async (tx) => {
    await tx.insert(optionalConsents).values({ userId: viewer.id, purpose, granted, ...client });
    await recordAudit(tx, {
      action: 'privacy.consent_changed',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: viewer.id,
      ...client,
      details: { purpose, granted },
    });
  });
  return getConsentHistory(db, viewer);
}
