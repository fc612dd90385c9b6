import { formatBRL } from '@algoone/domain';
import {
  CartesianFrame,
  ChartTooltip,
  gutterFor,
  PlotLine,
  useNearestPoint,
  type AxisLabel,
} from '@/components/charts/cartesian-frame';
import { linearScale, monotonePath, percent, PLOT } from '@/components/charts/scale';
import { moneyTicks, spacedLabels } from '@/components/charts/ticks';
import { formatDate } from '@/lib/format';
import type { HistoryPoint } from '../lib/history';

const DAY_MS = 86_400_000;

const shortDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

/**
 * Where each record goes and what the axes say. Time runs left to right in proportion; one
 * record sits in the middle of a two-day span. The money axis covers the lowest and highest
 * record with labels that never repeat; dates are the records' own, one per day, spaced so they
 * do not overlap (fewer on a narrow chart).
 */
export function netWorthLayout(points: readonly HistoryPoint[]) {
  const first = points[0]?.at ?? 0;
  const last = points.at(-1)?.at ?? first;
  const timeDomain: [number, number] =
    last > first ? [first, last] : [first - DAY_MS, last + DAY_MS];
  const x = linearScale(timeDomain, [0, PLOT]);
  const amounts = points.map((point) => point.amountCents);
  const ticks = moneyTicks(Math.min(...amounts), Math.max(...amounts), 4);
  const bottom = ticks[0]?.value ?? 0;
  const top = ticks.at(-1)?.value ?? 0;
  const y = linearScale([bottom, top], [PLOT, 0]);
  const dateLabels = (only: 'narrow' | 'wide', minGap: number): AxisLabel[] =>
    spacedLabels(
      points,
      (point) => x(point.at) / PLOT,
      (point) => shortDate.format(new Date(point.at)),
      minGap,
    ).map((label) => ({ at: label.fraction * PLOT, label: label.label, only }));
  return {
    placed: points.map((point) => ({ ...point, x: x(point.at), y: y(point.amountCents) })),
    yLabels: ticks.map((tick) => ({ at: y(tick.value), label: tick.label })),
    xLabels: [...dateLabels('narrow', 0.4), ...dateLabels('wide', 0.16)],
  };
}

/**
 * Net worth over time from the snapshots: a line with a dot per record (each names its date and
 * amount on hover), and a tooltip for the record nearest the pointer. Drawn by hand as SVG, so
 * the server renders it with the page (docs/decisions/026).
 */
export default function NetWorthLineChart({ points }: { points: readonly HistoryPoint[] }) {
  const { placed, yLabels, xLabels } = netWorthLayout(points);
  const pointer = useNearestPoint(placed.map((point) => point.x));
  const active = placed[pointer.index];
  return (
    <CartesianFrame
      height={280}
      gutter={{ left: gutterFor(yLabels.map((tick) => tick.label)), right: 16, top: 8, bottom: 28 }}
      xLabels={xLabels}
      yLabels={yLabels}
      grid="horizontal"
      axisLines={{ x: true, y: true }}
      onPointerMove={pointer.onPointerMove}
      onPointerLeave={pointer.onPointerLeave}
      overlay={
        active && (
          <ChartTooltip x={active.x}>
            <span className="text-muted-foreground">{formatDate(new Date(active.at))}</span>
            <span className="font-mono font-medium text-foreground tabular-nums">
              {formatBRL(active.amountCents)}
            </span>
          </ChartTooltip>
        )
      }
    >
      <PlotLine
        d={monotonePath(placed.map((point) => [point.x, point.y]))}
        stroke="var(--color-chart-1)"
        strokeWidth={2.5}
      />
      <g fill="var(--color-chart-1)" data-series="patrimonio">
        {placed.map((point, i) => (
          <circle
            key={`${point.at}-${i}`}
            cx={percent(point.x)}
            cy={percent(point.y)}
            r={i === pointer.index ? 5 : 3}
          >
            <title>{`${formatDate(new Date(point.at))}: ${formatBRL(point.amountCents)}`}</title>
          </circle>
        ))}
      </g>
    </CartesianFrame>
  );
}
