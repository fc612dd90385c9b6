/**
 * Average acquisition cost per security, the way the Receita Federal asks for it in the IR
 * (docs/product.md, "Importar da B3 — regras"):
 * - a buy adds its quantity and its value to the position. B3's Negociação file has no fees, so
 *   nothing else is added (the IR allows adding brokerage and B3 fees; the investor can adjust);
 * - a sale lowers the quantity and takes the cost out at the current average, so the average does
 *   not change; a position sold to zero starts again from nothing;
 * - a split (Desdobro) or reverse split (Grupamento) changes the quantity and keeps the total cost;
 * - bonus shares (Bonificação em Ativos) add quantity and the cost the company attributed to them
 *   when the file says it; when it does not, the total cost is kept (the average falls), which is
 *   what the IR asks when the company attributed no value, and otherwise understates the cost
 *   until the investor corrects it;
 * - fractions removed after a split or bonus (Fração em Ativos, sold at B3's auction) leave like a
 *   sale, at the average.
 * Quantities are decimals (Tesouro Direto, fractions): they are counted in hundred-millionths so
 * adding and removing them is exact.
 */
import type { Cents } from '../money/cents.ts';
import { mulDivRound } from '../shared/rounding.ts';
import type { CalendarDate } from '../time/zoned-date.ts';
import type { MovementLine, TradeLine } from './b3-lines.ts';
import { foldMovementKind, movementValueCents } from './movements.ts';
import { normalizeTicker } from './tickers.ts';

const SCALE = 100_000_000;

export interface AverageCost {
  quantity: number;
  totalCostCents: Cents;
  /** Total cost ÷ quantity, to the centavo; 0 when nothing is held. */
  averageCostCents: Cents;
  /**
   * True when a sale or removal was larger than what the trades bought: the history is
   * incomplete (trades before the file's period), so the cost shown is not reliable.
   */
  missingHistory: boolean;
}

export type CorporateEventKind = 'split' | 'reverse-split' | 'bonus' | 'fraction';

export interface CorporateEvent {
  date: CalendarDate;
  ticker: string;
  kind: CorporateEventKind;
  /** Signed change in quantity: shares received (+) or removed (−). */
  quantityDelta: number;
  /** Bonus: the cost attributed to the shares received, when known. */
  valueCents?: Cents | null;
}

const EVENT_KINDS: readonly [RegExp, CorporateEventKind][] = [
  [/^desdobro/, 'split'],
  [/^grupamento/, 'reverse-split'],
  [/^bonificacao em ativos/, 'bonus'],
  [/^fracao em ativos/, 'fraction'],
];

/**
 * The Movimentação lines that change a position's quantity without a trade. Each line is read as
 * a signed change: a credit adds its quantity, a debit removes it. (If B3 writes a Grupamento as a
 * debit of the old shares and a credit of the new ones, the two lines together give the change.)
 */
export function corporateEventsFromMovements(lines: readonly MovementLine[]): CorporateEvent[] {
  const events: CorporateEvent[] = [];
  for (const line of lines) {
    const folded = foldMovementKind(line.kind);
    const kind = EVENT_KINDS.find(([pattern]) => pattern.test(folded))?.[1];
    if (!kind || line.ticker === null || line.quantity === null || line.quantity <= 0) continue;
    const value = kind === 'bonus' ? movementValueCents(line) : 0;
    events.push({
      date: line.date,
      ticker: normalizeTicker(line.ticker),
      kind,
      quantityDelta: line.direction === 'credit' ? line.quantity : -line.quantity,
      valueCents: value > 0 ? value : null,
    });
  }
  return events;
}

interface State {
  quantity8: number;
  costCents: number;
  missingHistory: boolean;
}

const dayNumber = (d: CalendarDate) => d.year * 10_000 + d.month * 100 + d.day;

/** Takes `removed8` out at the average; removing everything (or more) resets the position. */
function removeAtAverage(state: State, removed8: number): void {
  if (removed8 >= state.quantity8) {
    if (removed8 > state.quantity8) state.missingHistory = true;
    state.quantity8 = 0;
    state.costCents = 0;
    return;
  }
  const remaining8 = state.quantity8 - removed8;
  state.costCents = mulDivRound(state.costCents, remaining8, state.quantity8);
  state.quantity8 = remaining8;
}

type Step = { date: CalendarDate; order: number; apply: (state: State) => void };

/**
 * Average cost per (normalized) code, after every trade and event, applied by date; on one day,
 * trades before events, each in the order given. Lines with a quantity of zero or less are
 * ignored (the readers reject them; a rule does not guess what they meant).
 */
export function averageCosts(
  trades: readonly TradeLine[],
  corporateEvents: readonly CorporateEvent[] = [],
): Record<string, AverageCost> {
  const steps = new Map<string, Step[]>();
  const add = (ticker: string, step: Step) => {
    const code = normalizeTicker(ticker);
    const list = steps.get(code);
    if (list) list.push(step);
    else steps.set(code, [step]);
  };
  trades.forEach((trade, i) => {
    const quantity8 = Math.round(trade.quantity * SCALE);
    if (quantity8 <= 0) return;
    add(trade.ticker, {
      date: trade.date,
      order: i,
      apply:
        trade.side === 'buy'
          ? (state) => {
              state.quantity8 += quantity8;
              state.costCents += trade.valueCents;
            }
          : (state) => removeAtAverage(state, quantity8),
    });
  });
  corporateEvents.forEach((event, i) => {
    const delta8 = Math.round(event.quantityDelta * SCALE);
    if (delta8 === 0) return;
    add(event.ticker, {
      date: event.date,
      order: trades.length + i,
      apply: (state) => {
        if (event.kind === 'fraction' && delta8 < 0) return removeAtAverage(state, -delta8);
        if (delta8 < 0) {
          // A reverse split keeps the total cost; it cannot leave less than nothing.
          if (-delta8 > state.quantity8) state.missingHistory = true;
          state.quantity8 = Math.max(0, state.quantity8 + delta8);
          if (state.quantity8 === 0) state.costCents = 0;
          return;
        }
        state.quantity8 += delta8;
        if (event.kind === 'bonus' && event.valueCents) state.costCents += event.valueCents;
      },
    });
  });

  const result: Record<string, AverageCost> = {};
  for (const code of [...steps.keys()].sort()) {
    const state: State = { quantity8: 0, costCents: 0, missingHistory: false };
    const ordered = [...(steps.get(code) ?? [])].sort(
      (a, b) => dayNumber(a.date) - dayNumber(b.date) || a.order - b.order,
    );
    for (const step of ordered) step.apply(state);
    result[code] = {
      quantity: state.quantity8 / SCALE,
      totalCostCents: state.costCents,
      averageCostCents:
        state.quantity8 === 0 ? 0 : mulDivRound(state.costCents, SCALE, state.quantity8),
      missingHistory: state.missingHistory,
    };
  }
  return result;
}
