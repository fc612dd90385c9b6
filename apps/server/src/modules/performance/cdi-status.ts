import { eq, sql } from 'drizzle-orm';
import type { TCdiStatus } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { cdiRates, syncState } from '../../db/schema/index.ts';
import { addCalendarDays, CDI_SYNC_KEY } from './sync-cdi.ts';

/** Rates older than this (about a week of business days) are shown as out of date. */
export const CDI_STALE_AFTER_DAYS = 7;

export interface CdiState {
  lastSuccessAt: Date | null;
  lastRateDate: string | null;
  coverageFrom: string | null;
}

/** 'indisponivel' until a sync stored rates; 'desatualizado' when the last rate is old. */
export function cdiStatusOf(state: CdiState, today: string): TCdiStatus {
  const status =
    !state.lastSuccessAt || !state.lastRateDate
      ? 'indisponivel'
      : state.lastRateDate < addCalendarDays(today, -CDI_STALE_AFTER_DAYS)
        ? 'desatualizado'
        : 'ok';
  return {
    status,
    lastRateDate: state.lastRateDate,
    coverageFrom: state.coverageFrom,
    lastSyncedAt: state.lastSuccessAt?.toISOString() ?? null,
  };
}

export async function readCdiState(db: Db): Promise<CdiState> {
  const [state] = await db
    .select({ lastSuccessAt: syncState.lastSuccessAt, coverageFrom: syncState.coverageFrom })
    .from(syncState)
    .where(eq(syncState.key, CDI_SYNC_KEY));
  const [latest] = await db
    .select({ date: sql<string | null>`max(${cdiRates.date})`.mapWith(cdiRates.date) })
    .from(cdiRates);
  return {
    lastSuccessAt: state?.lastSuccessAt ?? null,
    coverageFrom: state?.coverageFrom ?? null,
    lastRateDate: latest?.date ?? null,
  };
}
