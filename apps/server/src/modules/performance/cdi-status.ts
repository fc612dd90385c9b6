import type { TCdiStatus } from '@algoone/contracts';
import { addCalendarDays } from './sync-cdi.ts';

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
