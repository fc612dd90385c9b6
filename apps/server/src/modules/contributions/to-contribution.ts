import {
  ASSET_CLASS_BY_CATEGORY,
  BROKERS,
  findBroker,
  isAporteCategory,
  type BrokerId,
} from '@algoone/domain';
import type { TContribution } from '@algoone/contracts';
import type { contributions } from '../../db/schema/index.ts';

export type ContributionRow = typeof contributions.$inferSelect;

/** The fields as read from a table row or from the dashboard's JSON. */
export interface ContributionFields {
  id: string;
  amountCents: number;
  date: string;
  brokerId: string;
  category: string;
  /** Set for aportes read from a B3 file ('b3:YYYY-MM'). */
  sourceKey?: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toContribution(fields: ContributionFields): TContribution {
  // The table's check constraints allow only the aporte form's brokers and categories.
  const brokerId: BrokerId = findBroker(fields.brokerId)?.id ?? 'outra';
  if (!isAporteCategory(fields.category)) {
    throw new Error(`unexpected aporte category ${fields.category}`);
  }
  return {
    id: fields.id,
    amountCents: fields.amountCents,
    date: fields.date,
    brokerId,
    brokerName: BROKERS[brokerId].name,
    category: fields.category,
    assetClass: ASSET_CLASS_BY_CATEGORY[fields.category],
    source: fields.sourceKey?.startsWith('b3:') ? 'b3' : 'manual',
    createdAt: iso(fields.createdAt),
    updatedAt: iso(fields.updatedAt),
  };
}

export function rowToContribution(row: ContributionRow): TContribution {
  return toContribution({ ...row, date: row.contributedOn });
}
