import { toIsoCalendarDate, type Month } from '@algoone/domain';

/** The current month on the São Paulo calendar. */
export function currentMonth(now: Date): Month {
  return toIsoCalendarDate(now).slice(0, 7);
}

/** A `date` column's 'YYYY-MM-DD' → 'YYYY-MM'. */
export const toMonth = (day: string): Month => day.slice(0, 7);
