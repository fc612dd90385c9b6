import { and, eq } from 'drizzle-orm';
import { isUuid, type TRecommendationApplyResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { recommendations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordActivity } from '../gamification/index.ts';
import { toRecommendation } from './to-response.ts';

const RECOMMENDATION_NOT_FOUND = 'Recomendação não encontrada.';

/**
 * The investor says they applied one of their recommendations: status 'aplicada' with the
 * date, and the recommendation-applied event (badge portfolio-rebalanced), once. Marking it
 * again changes nothing; another investor's id is a 404.
 */
export async function applyRecommendation(
  db: Db,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<TRecommendationApplyResult> {
  if (!isUuid(id)) throw notFound(RECOMMENDATION_NOT_FOUND);
  const own = and(eq(recommendations.id, id), eq(recommendations.userId, viewer.id));
  return db.transaction(async (tx) => {
    const [applied] = await tx
      .update(recommendations)
      .set({ status: 'aplicada', appliedAt: now })
      .where(and(own, eq(recommendations.status, 'pendente')))
      .returning();
    if (applied) {
      const { achievements } = await recordActivity(tx, viewer.id, {
        type: 'recommendation-applied',
        at: now,
      });
      return { recommendation: toRecommendation(applied), achievements };
    }
    const [existing] = await tx.select().from(recommendations).where(own);
    if (!existing) throw notFound(RECOMMENDATION_NOT_FOUND);
    return { recommendation: toRecommendation(existing), achievements: [] };
  });
}
