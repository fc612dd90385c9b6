import { asc } from 'drizzle-orm';
import type { RatePeriod } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { brokers, cashbackRates } from '../../db/schema/index.ts';

export interface CatalogueBroker {
  id: string;
  name: string;
  active: boolean;
  annualBps: number;
}

/** The catalogue's names and current rates, and every broker's rate history (two statements). */
export async function loadCatalogue(
  db: Db,
): Promise<{ brokers: Map<string, CatalogueBroker>; history: RatePeriod[] }> {
  const [brokerRows, rateRows] = await Promise.all([
    db
      .select({
        id: brokers.id,
        name: brokers.name,
        active: brokers.active,
        annualBps: brokers.cashbackAnnualBps,
      })
      .from(brokers)
      .orderBy(asc(brokers.sortOrder), asc(brokers.name)),
    db
      .select({
        brokerId: cashbackRates.brokerId,
        effectiveMonth: cashbackRates.effectiveMonth,
        annualBps: cashbackRates.annualBps,
      })
      .from(cashbackRates),
  ]);
  return {
    brokers: new Map(brokerRows.map((row) => [row.id, row])),
    history: rateRows.map((row) => ({
      brokerId: row.brokerId,
      effectiveFrom: row.effectiveMonth.slice(0, 7),
      annualBps: row.annualBps,
    })),
  };
}

export const brokerNameOf = (catalogue: Map<string, CatalogueBroker>, id: string): string =>
  catalogue.get(id)?.name ?? id;
