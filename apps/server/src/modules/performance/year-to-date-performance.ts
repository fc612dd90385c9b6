import {
  accumulatedCdi,
  formatCalendarDate,
  fromZonedDateTime,
  modifiedDietzReturn,
  parseIsoCalendarDate,
  percentOfCdi,
  toZonedDateTime,
  type CalendarDate,
  type CashFlow,
  type CdiDailyRate,
  type Cents,
  type NetWorthSnapshot,
} from '@algoone/domain';
import { PORTFOLIO_MESSAGES, type TPerformance } from '@algoone/contracts';
import { cdiStatusOf, type CdiState } from './cdi-status.ts';

export interface DatedAmount {
  /** 'YYYY-MM-DD'. */
  day: string;
  amountCents: Cents;
}

export interface PerformanceInput {
  now: Date;
  /** The snapshot the year's return starts from: the last on or before 1 January, else the first after. */
  startSnapshot: NetWorthSnapshot | null;
  latestSnapshot: NetWorthSnapshot | null;
  /** Aportes summed per day, from the start snapshot's day (or 1 January) on. */
  flows: readonly DatedAmount[];
  /** The stored CDI series, or any part of it covering the period: only the period's rates count. */
  cdiRates: readonly CdiDailyRate[];
  cdi: CdiState;
}

/** Midnight at the start of a São Paulo calendar day. */
export function startOfDay(day: CalendarDate): Date {
  return fromZonedDateTime({ ...day, hour: 0, minute: 0, second: 0, millisecond: 0 });
}

interface CalendarSpan<T> {
  from: number;
  to: number;
  value: T;
}

// Finding a São Paulo day takes Intl calls, the costliest part of the computation, and the
// days in use are few and shared by every investor (today, 1 January, recent snapshots): each
// day's span of instants is worked out once and reused for any instant inside it.
let currentYear: CalendarSpan<{ instant: Date; day: string }> | null = null;
const DAY_MS = 86_400_000;
/** Known day spans, by every UTC day number they overlap (a day spans two of them). */
const daySpans = new Map<number, CalendarSpan<string>[]>();
const DAY_SPANS_KEPT = 5_000;

function within<T>(span: CalendarSpan<T> | null, now: Date): span is CalendarSpan<T> {
  return span !== null && now.getTime() >= span.from && now.getTime() < span.to;
}

/** The São Paulo calendar day of an instant, 'YYYY-MM-DD' (`toIsoCalendarDate`, remembered). */
export function calendarDayOf(at: Date): string {
  const ms = at.getTime();
  const known = daySpans.get(Math.floor(ms / DAY_MS))?.find((span) => within(span, at));
  if (known) return known.value;
  const { year, month, day } = toZonedDateTime(at);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const span: CalendarSpan<string> = {
    from: startOfDay({ year, month, day }).getTime(),
    to: startOfDay({
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    }).getTime(),
    value: formatCalendarDate({ year, month, day }),
  };
  if (daySpans.size >= DAY_SPANS_KEPT) daySpans.clear();
  for (let key = Math.floor(span.from / DAY_MS); key <= Math.floor((span.to - 1) / DAY_MS); key++) {
    daySpans.set(key, [...(daySpans.get(key) ?? []), span]);
  }
  return span.value;
}

/** Today on the São Paulo calendar, 'YYYY-MM-DD'. */
export function todayOf(now: Date): string {
  return calendarDayOf(now);
}

/** 1 January of `now`'s year in São Paulo, as an instant and as a day. */
export function yearStartOf(now: Date): { instant: Date; day: string } {
  if (!within(currentYear, now)) {
    const { year } = toZonedDateTime(now);
    const instant = startOfDay({ year, month: 1, day: 1 });
    currentYear = {
      from: instant.getTime(),
      to: startOfDay({ year: year + 1, month: 1, day: 1 }).getTime(),
      value: { instant, day: formatCalendarDate({ year, month: 1, day: 1 }) },
    };
  }
  return currentYear.value;
}

// Midnight of a São Paulo day costs several Intl calls; the days in use are few and shared by
// every investor, so each is computed once (bounded, in case the process runs for years).
const midnights = new Map<string, Date>();
const MIDNIGHTS_KEPT = 5_000;

/**
 * An aporte is dated by day; it counts as made at the start of that São Paulo day, so a net
 * worth given later the same day is taken to include it.
 */
function toCashFlow(flow: DatedAmount): CashFlow {
  let at = midnights.get(flow.day);
  if (!at) {
    const day = parseIsoCalendarDate(flow.day);
    if (!day) throw new RangeError(`Data de aporte inválida: ${flow.day}`);
    at = startOfDay(day);
    if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
    midnights.set(flow.day, at);
  }
  return { at, amount: flow.amountCents };
}

/**
 * The summary row's figures: the year's return by Modified Dietz (domain), the CDI over the
 * same period from the stored SGS series (domain), and the return as a percentage of the CDI.
 */
export function yearToDatePerformance(input: PerformanceInput): TPerformance {
  const { now } = input;
  const yearStart = yearStartOf(now);
  const today = todayOf(now);
  const snapshots = [input.startSnapshot, input.latestSnapshot].filter(
    (snapshot): snapshot is NetWorthSnapshot => snapshot !== null,
  );
  const result = modifiedDietzReturn(
    snapshots,
    input.flows.map(toCashFlow),
    yearStart.instant,
    now,
  );
  const distinctSnapshots = new Set(snapshots.map((s) => s.at.getTime())).size;

  const from = result ? calendarDayOf(result.start) : yearStart.day;
  const to = result ? calendarDayOf(result.end) : today;
  const status = cdiStatusOf(input.cdi, today);
  const covered = !status.coverageFrom || status.coverageFrom <= from;
  const cdiValue =
    status.status === 'indisponivel' || !covered ? null : accumulatedCdi(input.cdiRates, from, to);

  return {
    yearStart: yearStart.day,
    today,
    return: result
      ? {
          value: result.return,
          start: result.start.toISOString(),
          end: result.end.toISOString(),
          startValueCents: result.startValue,
          endValueCents: result.endValue,
          netFlowsCents: result.netFlows,
        }
      : null,
    returnUnavailableReason: result
      ? null
      : distinctSnapshots < 2
        ? PORTFOLIO_MESSAGES.returnUnavailable
        : PORTFOLIO_MESSAGES.returnUndefined,
    cdi: {
      status: status.status,
      value: cdiValue,
      from,
      to,
      lastRateDate: status.lastRateDate,
      message:
        status.status === 'indisponivel' || !covered ? PORTFOLIO_MESSAGES.cdiUnavailable : null,
    },
    percentOfCdi: result && cdiValue !== null ? percentOfCdi(result.return, cdiValue) : null,
  };
}
