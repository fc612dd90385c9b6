import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brokers } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';

/** Checks that every id is an active broker of the catalogue; a 400 names the unknown ones. */
export async function assertActiveBrokers(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) {
    throw invalid({ brokerIds: 'Escolha pelo menos uma corretora.' });
  }
  const rows = await db
    .select({ id: brokers.id })
    .from(brokers)
    .where(and(inArray(brokers.id, [...ids]), eq(brokers.active, true)));
  const known = new Set(rows.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw invalid({
      brokerIds:
        unknown.length === 1
          ? `Corretora desconhecida: ${unknown[0]}. Escolha uma da lista.`
          : `Corretoras desconhecidas: ${unknown.join(', ')}. Escolha da lista.`,
    });
  }
}
