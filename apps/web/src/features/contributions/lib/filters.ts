import {
  daysInMonth,
  parseIsoCalendarDate,
  type AporteCategory,
  type BrokerId,
} from '@algoone/domain';

export const PERIOD_PRESETS = [
  { id: 'todos', label: 'Todo o período' },
  { id: 'mes', label: 'Este mês' },
  { id: '3m', label: 'Últimos 3 meses' },
  { id: '12m', label: 'Últimos 12 meses' },
  { id: 'ano', label: 'Este ano' },
  { id: 'personalizado', label: 'Personalizado' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['id'];

export interface ContributionFiltersState {
  period: PeriodPreset;
  /** 'YYYY-MM-DD' when the period is 'personalizado'. */
  from: string;
  to: string;
  category: AporteCategory | '';
  broker: BrokerId | '';
}

export const EMPTY_FILTERS: ContributionFiltersState = {
  period: 'todos',
  from: '',
  to: '',
  category: '',
  broker: '',
};

/** The query string of the list and of the CSV export. */
export type ContributionQuery = {
  from?: string;
  to?: string;
  category?: string;
  broker?: string;
  page?: number;
};

/** The same day `months` months earlier, clamped to the month's length (31/05 − 3 → 28/02). */
function monthsBefore(date: { year: number; month: number; day: number }, months: number) {
  const index = date.year * 12 + (date.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

const iso = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The inclusive range of a preset, on the calendar of `today` ('YYYY-MM-DD'). */
export function periodRange(period: PeriodPreset, today: string): { from?: string; to?: string } {
  const date = parseIsoCalendarDate(today);
  if (!date) return {};
  switch (period) {
    case 'mes':
      return { from: iso({ ...date, day: 1 }), to: today };
    case '3m':
      return { from: iso(monthsBefore(date, 3)), to: today };
    case '12m':
      return { from: iso(monthsBefore(date, 12)), to: today };
    case 'ano':
      return { from: iso({ year: date.year, month: 1, day: 1 }), to: today };
    default:
      return {};
  }
}

/** The filters as the API reads them (undefined values are left out of the URL). */
export function toContributionQuery(
  filters: ContributionFiltersState,
  today: string,
): ContributionQuery {
  const range =
    filters.period === 'personalizado'
      ? {
          ...(filters.from ? { from: filters.from } : {}),
          ...(filters.to ? { to: filters.to } : {}),
        }
      : periodRange(filters.period, today);
  return {
    ...range,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.broker ? { broker: filters.broker } : {}),
  };
}

/** Whether any filter narrows the list. */
export function hasActiveFilters(filters: ContributionFiltersState): boolean {
  return (
    (filters.period !== 'todos' &&
      !(filters.period === 'personalizado' && !filters.from && !filters.to)) ||
    filters.category !== '' ||
    filters.broker !== ''
  );
}
