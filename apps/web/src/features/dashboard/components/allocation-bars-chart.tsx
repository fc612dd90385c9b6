import { useId } from 'react';
import { formatPercent } from '@algoone/domain';
import { CartesianFrame } from '@/components/charts/cartesian-frame';
import { PLOT } from '@/components/charts/scale';

export interface ComparisonRow {
  assetClass: string;
  atual: number;
  recomendada: number;
}

/** Each class gets a band this tall, holding its two bars. */
const BAND = 64;
const BAR = 20;
const PERCENT_TICKS = [0, 25, 50, 75, 100];

const label = (value: number) => `${Math.round(value)}%`;
/** A bar's length as an SVG width, 0–100% of the plot. */
const barWidth = (value: number) => `${Math.min(Math.max(value, 0), 100)}%`;

function Swatch({ fill, stroke }: { fill: string; stroke?: string }) {
  return (
    <svg width="12" height="12" aria-hidden="true" className="shrink-0">
      <rect x="0.5" y="0.5" width="11" height="11" fill={fill} stroke={stroke} />
    </svg>
  );
}

/**
 * Current against recommended allocation as horizontal bars, each labelled with its percentage
 * and named on hover. The recommended series is striped as well as coloured, so colour is never
 * the only difference; the wrapper carries the text alternative. Drawn by hand as SVG, so the
 * server renders it with the page (docs/decisions/026).
 */
export default function AllocationBarsChart({ rows }: { rows: readonly ComparisonRow[] }) {
  // useId is the same on the server and in the browser; its punctuation is not for url(#…).
  const patternId = `barras-recomendada-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const striped = `url(#${patternId})`;
  return (
    <div className="grid gap-1" data-chart="comparacao">
      <svg width="0" height="0" className="absolute" aria-hidden="true">
        <defs>
          <pattern
            id={patternId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="var(--color-chart-3)" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="white" strokeWidth="2" strokeOpacity="0.55" />
          </pattern>
        </defs>
      </svg>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-foreground">
        <li className="flex items-center gap-1.5">
          <Swatch fill="var(--color-chart-1)" />
          Atual
        </li>
        <li className="flex items-center gap-1.5">
          <Swatch fill={striped} stroke="var(--color-chart-3)" />
          Recomendada
        </li>
      </ul>
      <CartesianFrame
        height={rows.length * BAND + 30}
        gutter={{ left: 100, right: 40, top: 2, bottom: 28 }}
        // On a phone 0, 50 and 100% are labelled (five labels would touch); the grid keeps all.
        xLabels={PERCENT_TICKS.map((value) => ({
          at: (value / 100) * PLOT,
          label: `${value}%`,
          only: value % 50 === 0 ? undefined : 'wide',
        }))}
        yLabels={[]}
        grid="vertical"
        axisLines={{ x: true, y: true }}
      >
        {rows.map((row, i) => {
          const top = i * BAND + (BAND - 2 * BAR - 3) / 2;
          const bars = [
            {
              key: 'atual',
              value: row.atual,
              y: top,
              fill: 'var(--color-chart-1)',
              title: `${row.assetClass}, atual: ${formatPercent(row.atual)}`,
            },
            {
              key: 'recomendada',
              value: row.recomendada,
              y: top + BAR + 3,
              fill: striped,
              stroke: 'var(--color-chart-3)',
              title: `${row.assetClass}, recomendada: ${formatPercent(row.recomendada, 0)}`,
            },
          ];
          return (
            <g key={row.assetClass} data-class={row.assetClass}>
              <text
                x={-8}
                y={i * BAND + BAND / 2}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill="var(--color-foreground)"
              >
                {row.assetClass}
              </text>
              {bars.map((bar) => (
                <g key={bar.key} data-bar={bar.key}>
                  <title>{bar.title}</title>
                  <rect
                    x="0"
                    y={bar.y}
                    width={barWidth(bar.value)}
                    height={BAR}
                    rx={3}
                    fill={bar.fill}
                    stroke={bar.stroke}
                  />
                  <text
                    x={barWidth(bar.value)}
                    y={bar.y + BAR / 2}
                    dx={6}
                    dy="0.32em"
                    fontSize={12}
                    className="fill-foreground"
                  >
                    {label(bar.value)}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
      </CartesianFrame>
    </div>
  );
}
