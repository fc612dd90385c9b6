import {
  CartesianFrame,
  ChartTooltip,
  gutterFor,
  useNearestPoint,
  type AxisLabel,
} from '@/components/charts/cartesian-frame';
import { linearScale, percent, PLOT } from '@/components/charts/scale';
import { moneyTicks, spacedLabels } from '@/components/charts/ticks';
import { cn } from '@/lib/utils';
import { formatBRL } from '@/lib/format';
import { formatMonth } from '../lib/cashback-text';

interface MonthRow {
  month: string;
  amountCents: number;
}

/**
 * Where each month's bar goes: one band per month, left to right; money from zero (a month whose
 * reversals outweigh its credits goes below it) to the highest month, labels never repeating.
 */
export function historyLayout(rows: readonly MonthRow[]) {
  const amounts = rows.map((row) => row.amountCents);
  const ticks = moneyTicks(Math.min(0, ...amounts), Math.max(0, ...amounts), 4);
  const y = linearScale([ticks[0]?.value ?? 0, ticks.at(-1)?.value ?? 0], [PLOT, 0]);
  const band = PLOT / Math.max(1, rows.length);
  const bars = rows.map((row, i) => {
    const end = y(row.amountCents);
    const zero = y(0);
    return {
      ...row,
      centre: band * (i + 0.5),
      top: Math.min(end, zero),
      bottom: Math.max(end, zero),
    };
  });
  const monthLabels = (only: 'narrow' | 'wide', minGap: number): AxisLabel[] =>
    spacedLabels(
      bars,
      (bar) => bar.centre / PLOT,
      (bar) => formatMonth(bar.month),
      minGap,
    ).map((label) => ({ at: label.item.centre, label: label.label, only }));
  return {
    bars,
    yLabels: ticks.map((tick) => ({ at: y(tick.value), label: tick.label })),
    xLabels: [...monthLabels('narrow', 0.3), ...monthLabels('wide', 0.15)],
  };
}

/**
 * Net credited per month as bars (a month's net is negative when reversals outweigh credits),
 * with a tooltip for the month under the pointer; the list beside it has the same figures.
 * Drawn by hand (the bars are boxes, so they keep their rounded tops and their 56 px cap at any
 * width), rendered by the server with the page (docs/decisions/026).
 */
export default function HistoryChart({ rows }: { rows: readonly MonthRow[] }) {
  const { bars, yLabels, xLabels } = historyLayout(rows);
  const pointer = useNearestPoint(bars.map((bar) => bar.centre));
  const active = bars[pointer.index];
  const summary = rows
    .map((row) => `${formatMonth(row.month)} ${formatBRL(row.amountCents)}`)
    .join('; ');
  return (
    <div role="img" aria-label={`Cashback creditado por mês: ${summary}.`} data-chart="cashback">
      <CartesianFrame
        height={220}
        gutter={{
          left: gutterFor(yLabels.map((tick) => tick.label)),
          right: 8,
          top: 8,
          bottom: 28,
        }}
        xLabels={xLabels}
        yLabels={yLabels}
        grid="horizontal"
        onPointerMove={pointer.onPointerMove}
        onPointerLeave={pointer.onPointerLeave}
        overlay={
          <>
            <div className="absolute inset-0 flex">
              {bars.map((bar, i) => (
                <div
                  key={bar.month}
                  className={cn('relative h-full flex-1', i === pointer.index && 'bg-muted/70')}
                >
                  <div
                    data-bar={bar.month}
                    title={`${formatMonth(bar.month)}: ${formatBRL(bar.amountCents)}`}
                    className={cn(
                      'absolute left-1/2 w-4/5 max-w-14 -translate-x-1/2 bg-chart-1',
                      bar.amountCents >= 0 ? 'rounded-t-[4px]' : 'rounded-b-[4px]',
                    )}
                    style={{ top: percent(bar.top), height: percent(bar.bottom - bar.top) }}
                  />
                </div>
              ))}
            </div>
            {active && (
              <ChartTooltip x={active.centre}>
                <span className="font-medium">{formatMonth(active.month)}</span>
                <span className="font-mono tabular-nums">{formatBRL(active.amountCents)}</span>
              </ChartTooltip>
            )}
          </>
        }
      />
    </div>
  );
}
