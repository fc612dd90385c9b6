import type { TTracker, TTrackerUpdateBody } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { investorProfiles } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadTracker } from './tracker.ts';

/**
 * docs/product.md §10 keeps the manual toggles for steps 3 (Corretora) and 4 (Alocação); steps 1
 * and 2 follow real state only. A step done by real state stays done when its toggle is off.
 */
export async function updateTracker(
  db: Db,
  viewer: Viewer,
  body: TTrackerUpdateBody,
  now = new Date(),
): Promise<TTracker> {
  const changes = {
    ...(body.brokerStepDone !== undefined ? { brokerStepDone: body.brokerStepDone } : {}),
    ...(body.allocationStepDone !== undefined
      ? { allocationStepDone: body.allocationStepDone }
      : {}),
    updatedAt: now,
  };
  await db
    .insert(investorProfiles)
    .values({ userId: viewer.id, ...changes })
    .onConflictDoUpdate({ target: investorProfiles.userId, set: changes });
  return loadTracker(db, viewer.id, now);
}
