/**
 * Axis ticks for the hand-drawn charts: pure, so the server and the browser compute the same
 * marks (the pages are rendered on the server and hydrated, docs/decisions/026).
 */

export interface Tick {
  value: number;
  label: string;
}

/** Nice steps are 1, 2, 2.5 and 5 times a power of ten; every value here is an integer. */
const MULTIPLIERS = [1, 2, 2.5, 5] as const;

/** The nice integer steps from `from` up, in increasing order (at most ~80 of them). */
function* niceSteps(from: number): Generator<number> {
  const start = Math.max(1, from);
  for (let exponent = Math.floor(Math.log10(start)) - 1; exponent < 20; exponent += 1) {
    for (const multiplier of MULTIPLIERS) {
      const step = multiplier * 10 ** exponent;
      if (Number.isInteger(step) && step >= start) yield step;
    }
  }
}

/** The smallest nice integer step that splits `span` into at most `count` intervals. */
export function niceStep(span: number, count: number): number {
  const wanted = span / Math.max(1, count);
  for (const step of niceSteps(Math.ceil(wanted))) if (step >= wanted) return step;
  return 10 ** 20;
}

/** Integer ticks every `step`, from the multiple at or below `min` to the one at or above `max`. */
export function ticksCovering(min: number, max: number, step: number): number[] {
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const ticks: number[] = [];
  for (let i = first; i <= last; i += 1) ticks.push(i * step);
  return ticks.length >= 2 ? ticks : [first * step, (first + 1) * step];
}

/** Integer ticks every nice step strictly inside [min, max] and at its ends when they fall on one. */
export function ticksWithin(min: number, max: number, count: number): number[] {
  if (!(max > min)) return [min];
  const step = niceStep(max - min, count);
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max; value += step) ticks.push(value);
  return ticks;
}

const compactMoney = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** An axis label: 5000000 centavos → "R$ 50 mil", 150000000 → "R$ 1,5 mi", 5050 → "R$ 50,5". */
export function formatAxisMoney(cents: number): string {
  // ICU puts (narrow) no-break spaces in; plain ones read the same and compare simply in tests.
  return compactMoney.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * The smallest step, in centavos, whose multiples the compact label shows exactly: one decimal
 * of the largest unit in play (R$ 0,1; 0,1 mil; 0,1 mi; …). A coarser label would round two
 * ticks to the same text, as "R$ 80 mil" repeated on every tick of a single-point chart.
 */
export function exactMoneyStep(largestCents: number): number {
  const reais = Math.abs(largestCents) / 100;
  const unit = reais < 1000 ? 1 : 1000 ** Math.floor(Math.log10(reais) / 3);
  return unit * 10;
}

/**
 * The range an axis must show for values from `min` to `max`: one value alone gets room on both
 * sides (10% of it, at least R$ 1; never below zero for a positive value), so its ticks differ.
 */
export function moneyExtent(min: number, max: number): [number, number] {
  if (max > min) return [min, max];
  if (min === 0) return [0, 10_000];
  const pad = Math.max(Math.abs(min) * 0.1, 100);
  const low = min > 0 ? Math.max(0, min - pad) : min - pad;
  return [low, max + pad];
}

/**
 * Money ticks covering [min, max] (centavos), about `count` intervals, each labelled in pt-BR
 * compact money. Ticks are strictly increasing and never share a label.
 */
export function moneyTicks(min: number, max: number, count = 4): Tick[] {
  const [low, high] = moneyExtent(Math.min(min, max), Math.max(min, max));
  const exact = exactMoneyStep(Math.max(Math.abs(low), Math.abs(high)));
  let step = Math.max(niceStep(high - low, count), exact);
  // Past R$ 10^16 (beyond any amount the product holds) the loop gives up and takes two ticks.
  while (step < 1e18) {
    // A nice step that is not a multiple of the exact one (2,5 mil under R$ 1 mi is fine, 250
    // under R$ 1 mil is not) would need a decimal the label drops.
    if (step % exact === 0) {
      const ticks = ticksCovering(low, high, step).map((value) => ({
        value,
        label: formatAxisMoney(value),
      }));
      if (new Set(ticks.map((tick) => tick.label)).size === ticks.length) return ticks;
    }
    step = niceStep(step + 1, 1);
  }
  return [low, high].map((value) => ({ value, label: formatAxisMoney(value) }));
}

/**
 * Labels for points placed along an axis (a date under each record, a month under each bar):
 * one per distinct label, at most as close as `minGap` (a fraction of the axis) to the next,
 * the last point always labelled. `fraction` gives each value's place on the axis, 0 to 1.
 */
export function spacedLabels<T>(
  items: readonly T[],
  fraction: (item: T) => number,
  label: (item: T) => string,
  minGap: number,
): { item: T; fraction: number; label: string }[] {
  const seen = new Set<string>();
  const distinct: { item: T; fraction: number; label: string }[] = [];
  for (const item of items) {
    const text = label(item);
    if (seen.has(text)) continue;
    seen.add(text);
    distinct.push({ item, fraction: fraction(item), label: text });
  }
  const last = distinct.at(-1);
  if (!last) return [];
  const chosen: typeof distinct = [];
  for (const candidate of distinct.slice(0, -1)) {
    const previous = chosen.at(-1);
    if (previous && candidate.fraction - previous.fraction < minGap) continue;
    if (last.fraction - candidate.fraction < minGap) break;
    chosen.push(candidate);
  }
  chosen.push(last);
  return chosen;
}
