import type { TRecommendation } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { createRecommendation } from './create-recommendation.ts';
import { latestNetWorth, savedPreferences } from './investor-inputs.ts';
import { readProfileGate, requireValidProfile } from './profile-gate.ts';
import { SIGNED_IN_READING } from './submit-suitability.ts';
import { toRecommendation } from './to-response.ts';

/**
 * A new recommendation from the profile already on file, with the latest preferences and net
 * worth (e.g. after the net worth changed). Refused with 409 when there is no profile or it is
 * older than 24 months (CVM Res. 30/2021).
 */
export async function recommendFromLatestProfile(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<TRecommendation> {
  const record = requireValidProfile(await readProfileGate(db, viewer.id, now));
  const preferences = await savedPreferences(db, viewer.id);
  const amountCents = await latestNetWorth(db, viewer.id);
  // With the client's drift (ADR 024), all or nothing.
  const row = await db.transaction((tx) =>
    createRecommendation(tx, { record, amountCents, preferences, reading: SIGNED_IN_READING }),
  );
  return toRecommendation(row);
}
