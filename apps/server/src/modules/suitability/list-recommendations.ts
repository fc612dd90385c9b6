import { desc, eq } from 'drizzle-orm';
import type { TRecommendationList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { recommendations } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { toRecommendation } from './to-response.ts';

/** The viewer's own recommendations, newest first. */
export async function listRecommendations(db: Db, viewer: Viewer): Promise<TRecommendationList> {
  const rows = await db
    .select()
    .from(recommendations)
    .where(eq(recommendations.userId, viewer.id))
    .orderBy(desc(recommendations.createdAt));
  return { recommendations: rows.map(toRecommendation) };
}
