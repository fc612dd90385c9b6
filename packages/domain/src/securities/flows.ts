/**
 * Aportes read from Movimentação (docs/product.md, "Importar da B3 — regras"): the money the
 * investor put into securities in a month is what the settled buys cost minus what the settled
 * sales returned. Proventos and amortizations are money the securities paid, not money the
 * investor brought, so they are no aportes.
 */
import type { BrokerId } from '../brokers/broker-catalogue.ts';
import type { PortfolioCategory } from '../brokers/categories.ts';
import { brokerIdForInstitution } from '../brokers/institutions.ts';
import type { Month } from '../cashback/rate-history.ts';
import type { Cents } from '../money/cents.ts';
import type { CalendarDate } from '../time/zoned-date.ts';
import type { MovementLine } from './b3-lines.ts';
import { classifyMovement, monthOfDate, movementValueCents } from './movements.ts';

export interface MonthlyNetFlow {
  month: Month;
  /** Buys settled − sales settled; negative when the investor took more out than put in. */
  netCents: Cents;
  buyCents: Cents;
  sellCents: Cents;
  /** The month's last settlement day. */
  lastDate: CalendarDate;
}

const dayNumber = (d: CalendarDate) => d.year * 10_000 + d.month * 100 + d.day;

/** Net money into securities per month, oldest first; months without settlements are left out. */
export function monthlyNetFlows(lines: readonly MovementLine[]): MonthlyNetFlow[] {
  const months = new Map<Month, MonthlyNetFlow>();
  for (const line of lines) {
    const { kind } = classifyMovement(line);
    if (kind !== 'buy-settlement' && kind !== 'sell-settlement') continue;
    const month = monthOfDate(line.date);
    const flow = months.get(month) ?? {
      month,
      netCents: 0,
      buyCents: 0,
      sellCents: 0,
      lastDate: line.date,
    };
    const value = movementValueCents(line);
    if (kind === 'buy-settlement') flow.buyCents += value;
    else flow.sellCents += value;
    flow.netCents = flow.buyCents - flow.sellCents;
    if (dayNumber(line.date) > dayNumber(flow.lastDate)) flow.lastDate = line.date;
    months.set(month, flow);
  }
  return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
}

export interface B3Aporte {
  month: Month;
  /**
   * The month's last settlement day, not the month's last day: it is a day money really moved,
   * and a file exported mid-month would otherwise give an aporte dated in the future.
   */
  date: CalendarDate;
  amountCents: Cents;
}

/** The months with money in become aportes of origin "B3"; the others are not aportes. */
export function b3Aportes(lines: readonly MovementLine[]): B3Aporte[] {
  return monthlyNetFlows(lines)
    .filter((flow) => flow.netCents > 0)
    .map((flow) => ({ month: flow.month, date: flow.lastDate, amountCents: flow.netCents }));
}

/** How far apart a manual aporte and a B3 one may be and still be "the same": 1%. */
export const SAME_APORTE_TOLERANCE_PERCENT = 1;

/**
 * Whether an aporte the investor typed is probably the one a B3 month already brings, so the
 * import asks before adding both: same month, and amounts within 1% of the larger one (the
 * investor tends to type the round amount sent to the broker; fees and fractions differ a little).
 * Only a question to the investor: nothing is merged without their answer.
 */
export function isSameAporte(
  manual: { date: CalendarDate; amountCents: Cents },
  b3: { month: Month; amountCents: Cents },
): boolean {
  if (monthOfDate(manual.date) !== b3.month) return false;
  if (manual.amountCents <= 0 || b3.amountCents <= 0) return false;
  const larger = Math.max(manual.amountCents, b3.amountCents);
  const difference = Math.abs(manual.amountCents - b3.amountCents);
  return difference * 100 <= larger * SAME_APORTE_TOLERANCE_PERCENT;
}

/** The class of a B3 aporte whose largest buy is not a holding with a known class. */
export const B3_APORTE_DEFAULT_CATEGORY: PortfolioCategory = 'Ações Brasil';

/**
 * The broker and class a B3 month's aporte is recorded under: those of the month's largest
 * settled buy, since an aporte has one of each and that buy is where most of the money went.
 * A month without buys (only its sales were settled) has no aporte, but answers the defaults.
 */
export function b3AporteAttribution(
  lines: readonly MovementLine[],
  month: Month,
  categoryOfTicker: (ticker: string) => PortfolioCategory | undefined,
): { brokerId: BrokerId; category: PortfolioCategory } {
  let largest: MovementLine | null = null;
  for (const line of lines) {
    if (monthOfDate(line.date) !== month) continue;
    if (classifyMovement(line).kind !== 'buy-settlement') continue;
    if (!largest || movementValueCents(line) > movementValueCents(largest)) largest = line;
  }
  if (!largest) return { brokerId: 'outra', category: B3_APORTE_DEFAULT_CATEGORY };
  return {
    brokerId: brokerIdForInstitution(largest.institution),
    category: (largest.ticker && categoryOfTicker(largest.ticker)) || B3_APORTE_DEFAULT_CATEGORY,
  };
}
