import type { TB3ImportPreview } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { describePlan, planB3Import, type B3ImportBody } from './plan-b3-import.ts';
import { readB3File } from './read-b3-file.ts';

/**
 * POST /api/positions/imports/preview: what importing this B3 file would create, update or
 * ignore (with the reason per line) and the totals; nothing is written.
 */
export async function previewB3Import(
  db: Db,
  viewer: Viewer,
  body: B3ImportBody,
): Promise<TB3ImportPreview> {
  const file = await readB3File(db, viewer.id, body);
  return describePlan(await planB3Import(db, viewer.id, file, body));
}
