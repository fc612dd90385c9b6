import {
  CartesianFrame,
  ChartTooltip,
  gutterFor,
  useNearestPoint,
  type AxisLabel,
} from '@/components/charts/cartesian-frame';
import { linearScale, percent, PLOT } from '@/components/charts/scale';
import { moneyTicks } from '@/components/charts/ticks';
import type { TProventos } from '@algoone/contracts';
import { formatBRL } from '@/lib/format';
import { cn } from '@/lib/utils';

type MonthRow = TProventos['byMonth'][number];

/** The three kinds stacked in each bar, bottom up, with their colours and names. */
export const PROVENTO_KINDS = [
  { key: 'dividendCents', label: 'Dividendos', color: 'var(--color-chart-1)' },
  { key: 'jcpCents', label: 'JCP', color: 'var(--color-chart-4)' },
  { key: 'fiiIncomeCents', label: 'Rendimentos de FII', color: 'oklch(0.55 0.13 35)' },
] as const;

const MONTH_SHORT = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
];

/** The year's twelve months, each with its figures (zero where nothing was paid). */
export function yearMonths(year: number, rows: readonly MonthRow[]): MonthRow[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return MONTH_SHORT.map((_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    return (
      byMonth.get(month) ?? {
        month,
        dividendCents: 0,
        jcpCents: 0,
        fiiIncomeCents: 0,
        totalCents: 0,
      }
    );
  });
}

/**
 * Where each stack goes: one band per month; each kind a box from where the one below ended.
 * A negative kind (B3 taking a payment back) is drawn as zero: the list beside has the figure.
 */
export function proventosLayout(months: readonly MonthRow[]) {
  const highest = Math.max(
    0,
    ...months.map((row) =>
      PROVENTO_KINDS.reduce((sum, kind) => sum + Math.max(0, row[kind.key]), 0),
    ),
  );
  const ticks = moneyTicks(0, highest, 4);
  const y = linearScale([ticks[0]?.value ?? 0, ticks.at(-1)?.value ?? 0], [PLOT, 0]);
  const band = PLOT / Math.max(1, months.length);
  const bars = months.map((row, i) => {
    let base = 0;
    const parts = PROVENTO_KINDS.map((kind) => {
      const value = Math.max(0, row[kind.key]);
      const part = { ...kind, value, top: y(base + value), bottom: y(base) };
      base += value;
      return part;
    }).filter((part) => part.value > 0);
    return { row, centre: band * (i + 0.5), parts };
  });
  const xLabels: AxisLabel[] = bars.flatMap((bar, i) => {
    const label = MONTH_SHORT[i] ?? '';
    // Every month on a wide chart; every other one on a phone.
    return [
      { at: bar.centre, label, only: 'wide' as const },
      ...(i % 2 === 0 ? [{ at: bar.centre, label, only: 'narrow' as const }] : []),
    ];
  });
  return {
    bars,
    yLabels: ticks.map((tick) => ({ at: y(tick.value), label: tick.label })),
    xLabels,
  };
}

/**
 * A year's proventos by month as stacked bars (dividends, JCP, FII rendimentos), hand-drawn on
 * the app's chart frame so it renders with the page on the server (docs/decisions/026).
 */
export function ProventosChart({ year, rows }: { year: number; rows: readonly MonthRow[] }) {
  const months = yearMonths(year, rows);
  const { bars, yLabels, xLabels } = proventosLayout(months);
  const pointer = useNearestPoint(bars.map((bar) => bar.centre));
  const active = bars[pointer.index];
  const paid = months.filter((row) => row.totalCents !== 0);
  const summary =
    paid.length === 0
      ? 'nenhum provento no ano'
      : paid
          .map(
            (row) =>
              `${MONTH_SHORT[Number(row.month.slice(5)) - 1] ?? row.month} ${formatBRL(row.totalCents)}`,
          )
          .join('; ');
  return (
    <div className="grid gap-3">
      <div
        role="img"
        aria-label={`Proventos de ${year} por mês: ${summary}.`}
        data-chart="proventos"
      >
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
                    key={bar.row.month}
                    className={cn('relative h-full flex-1', i === pointer.index && 'bg-muted/70')}
                  >
                    {bar.parts.map((part, index) => (
                      <div
                        key={part.key}
                        data-bar={`${bar.row.month}:${part.key}`}
                        className={cn(
                          'absolute left-1/2 w-3/4 max-w-10 -translate-x-1/2',
                          index === bar.parts.length - 1 && 'rounded-t-[3px]',
                        )}
                        style={{
                          top: percent(part.top),
                          height: percent(part.bottom - part.top),
                          background: part.color,
                        }}
                      />
                    ))}
                  </div>
                ))}
              </div>
              {active && active.row.totalCents !== 0 && (
                <ChartTooltip x={active.centre}>
                  <span className="font-medium">
                    {MONTH_SHORT[pointer.index]}/{year}: {formatBRL(active.row.totalCents)}
                  </span>
                  {PROVENTO_KINDS.filter((kind) => active.row[kind.key] !== 0).map((kind) => (
                    <span key={kind.key} className="tabular-nums">
                      {kind.label}: {formatBRL(active.row[kind.key])}
                    </span>
                  ))}
                </ChartTooltip>
              )}
            </>
          }
        />
      </div>
      <ul
        aria-hidden="true"
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
      >
        {PROVENTO_KINDS.map((kind) => (
          <li key={kind.key} className="flex items-center gap-1.5">
            <span className="size-3 rounded-[3px]" style={{ background: kind.color }} />
            {kind.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
