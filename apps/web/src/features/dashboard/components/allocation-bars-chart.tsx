import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPercent } from '@algoone/domain';

export interface ComparisonRow {
  assetClass: string;
  atual: number;
  recomendada: number;
}

interface BarTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

function BarTooltip({ active, payload }: BarTooltipProps) {
  const row = payload?.[0]?.payload as ComparisonRow | undefined;
  if (!active || !row) return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <span className="font-medium">{row.assetClass}</span>
      <span className="text-muted-foreground">
        Atual <span className="font-mono text-foreground">{formatPercent(row.atual)}</span>
      </span>
      <span className="text-muted-foreground">
        Recomendada{' '}
        <span className="font-mono text-foreground">{formatPercent(row.recomendada, 0)}</span>
      </span>
    </div>
  );
}

const label = (value: unknown) => (typeof value === 'number' ? `${Math.round(value)}%` : '');

/**
 * Current against recommended allocation as horizontal bars (Recharts, in its own chunk). The
 * recommended series is striped as well as coloured, so colour is never the only difference;
 * the wrapper carries the text alternative.
 */
export default function AllocationBarsChart({ rows }: { rows: readonly ComparisonRow[] }) {
  const height = 56 + rows.length * 64;
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      data={rows.map((row) => ({ ...row }))}
      margin={{ top: 4, right: 40, bottom: 4, left: 4 }}
      barGap={3}
      style={{ width: '100%', height }}
    >
      <defs>
        <pattern
          id="barras-recomendada"
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="var(--color-chart-3)" />
          <line x1="0" y1="0" x2="0" y2="6" stroke="white" strokeWidth="2" strokeOpacity="0.55" />
        </pattern>
      </defs>
      <CartesianGrid horizontal={false} strokeDasharray="3 3" />
      <XAxis
        type="number"
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tickFormatter={(value: number) => `${value}%`}
        tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
      />
      <YAxis
        type="category"
        dataKey="assetClass"
        width={96}
        tickLine={false}
        tick={{ fontSize: 12, fill: 'var(--color-foreground)' }}
      />
      <Tooltip
        content={BarTooltip}
        cursor={{ fill: 'var(--color-muted)' }}
        isAnimationActive={false}
      />
      <Legend
        verticalAlign="top"
        height={28}
        iconType="square"
        formatter={(value: string) => (
          <span className="text-xs text-foreground">
            {value === 'atual' ? 'Atual' : 'Recomendada'}
          </span>
        )}
      />
      <Bar
        dataKey="atual"
        name="atual"
        fill="var(--color-chart-1)"
        radius={[0, 4, 4, 0]}
        isAnimationActive={false}
      >
        <LabelList
          dataKey="atual"
          position="right"
          formatter={label}
          className="fill-foreground text-xs"
        />
      </Bar>
      <Bar
        dataKey="recomendada"
        name="recomendada"
        fill="url(#barras-recomendada)"
        stroke="var(--color-chart-3)"
        radius={[0, 4, 4, 0]}
        isAnimationActive={false}
      >
        <LabelList
          dataKey="recomendada"
          position="right"
          formatter={label}
          className="fill-foreground text-xs"
        />
      </Bar>
    </BarChart>
  );
}
