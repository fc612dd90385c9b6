import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { netWorthSnapshots } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';

const SNAPSHOT_NOT_FOUND = 'Registro de patrimônio não encontrado.';

/** Removes one of the viewer's own snapshots (a mistaken figure); anyone else's id is a 404. */
export async function deleteNetWorthSnapshot(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (!/^[1-9]\d{0,15}$/.test(id)) throw notFound(SNAPSHOT_NOT_FOUND);
  const deleted = await db
    .delete(netWorthSnapshots)
    .where(and(eq(netWorthSnapshots.id, Number(id)), eq(netWorthSnapshots.userId, viewer.id)))
    .returning({ id: netWorthSnapshots.id });
  if (deleted.length === 0) throw notFound(SNAPSHOT_NOT_FOUND);
}
