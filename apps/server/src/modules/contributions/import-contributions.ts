import { count, eq } from 'drizzle-orm';
import { toIsoCalendarDate } from '@algoone/domain';
import type { TContributionImportBody, TContributionImportReport } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { contributions } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findAporteBrokerIds } from './find-aporte-brokers.ts';
import { lockProgress, recordActivity } from '../gamification/index.ts';
import { readCsvRows } from './read-csv-rows.ts';

const INSERT_CHUNK = 1_000;

/**
 * Imports aportes from a CSV. Every row is checked first. In `validate` mode a file with any
 * bad row imports nothing (the report lists them); in `commit-valid` mode, which the investor
 * chooses after seeing that report, the valid rows are imported and the others skipped. What
 * is imported goes in one transaction, with one register-aporte event: an import is one act of
 * recording, so it never earns more than typing one aporte would (gamification rewards
 * discipline, not volume).
 */
export async function importContributions(
  db: Db,
  viewer: Viewer,
  body: { csv: string; mode: NonNullable<TContributionImportBody['mode']> },
  now = new Date(),
): Promise<TContributionImportReport> {
  const reading = readCsvRows(body.csv, toIsoCalendarDate(now), await findAporteBrokerIds(db));
  const report = {
    mode: body.mode,
    total: reading.total,
    valid: reading.valid.length,
    rejected: reading.rejected,
  };
  const importable =
    reading.valid.length > 0 && (reading.rejected.length === 0 || body.mode === 'commit-valid');
  if (!importable) return { ...report, imported: 0, achievements: [] };

  return db.transaction(async (tx) => {
    await lockProgress(tx, viewer.id);
    const [before] = await tx
      .select({ n: count() })
      .from(contributions)
      .where(eq(contributions.userId, viewer.id));
    for (let index = 0; index < reading.valid.length; index += INSERT_CHUNK) {
      await tx.insert(contributions).values(
        reading.valid.slice(index, index + INSERT_CHUNK).map((aporte) => ({
          userId: viewer.id,
          amountCents: aporte.amountCents,
          contributedOn: aporte.date,
          brokerId: aporte.brokerId,
          category: aporte.category,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const { achievements } = await recordActivity(tx, viewer.id, {
      type: 'aporte-registered',
      at: now,
      aportesBefore: before?.n ?? 0,
    });
    return { ...report, imported: reading.valid.length, achievements };
  });
}
