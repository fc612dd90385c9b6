import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TGoal } from '@algoone/contracts';
import { formatBRL } from '@/lib/format';

const compact = new Intl.NumberFormat('pt-BR', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "R$ 12 mil" on the axis; the tooltip has exact values. */
// A non-breaking space: Recharts wraps tick text at ordinary spaces.
const axisMoney = (cents: number) => `R$\u00a0${compact.format(cents / 100)}`;

interface TooltipProps {
  active?: boolean;
  label?: string | number;
  payload?: readonly { name?: string | number; value?: unknown; color?: string }[];
}

function ProjectionTooltip({ active, label, payload }: TooltipProps) {
  if (!active || !payload?.length) return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <p className="font-medium">Mês {label}</p>
      {payload.map((entry) => (
        <p key={String(entry.name)} className="flex items-center gap-2">
          <span className="size-2.5 shrink-0 rounded-[2px]" style={{ background: entry.color }} />
          <span className="text-muted-foreground">{entry.name}</span>
          <span className="ml-auto font-mono font-medium tabular-nums">
            {typeof entry.value === 'number' ? formatBRL(entry.value) : ''}
          </span>
        </p>
      ))}
    </div>
  );
}

/**
 * Balance month by month with the profile's expected return and without it, the target line,
 * the deadline and the month the target is reached. Hidden from assistive technology: the text
 * beside it says the same (chartSummary). In its own chunk, loaded with the first goal card.
 */
export default function ProjectionChart({ goal }: { goal: TGoal }) {
  const { projection } = goal;
  const data = projection.points.map((point) => ({ ...point }));
  const reached = projection.monthReached;
  const reachedPoint =
    reached !== null && reached > 0
      ? projection.points.find((point) => point.month === reached)
      : undefined;
  const deadline = goal.evaluation.monthsRemaining;

  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart
        data={data}
        margin={{ top: 12, right: 12, bottom: 0, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="month"
          type="number"
          domain={[0, projection.horizonMonths]}
          tickLine={false}
          tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
          tickFormatter={(month: number) => `${month}m`}
        />
        <YAxis
          width={72}
          tickLine={false}
          axisLine={false}
          tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
          tickFormatter={axisMoney}
          domain={[0, 'auto']}
        />
        <Tooltip content={ProjectionTooltip} isAnimationActive={false} />
        <Legend
          iconType="plainline"
          wrapperStyle={{ fontSize: 12 }}
          formatter={(value: string) => <span className="text-foreground">{value}</span>}
        />
        <ReferenceLine
          y={goal.targetCents}
          ifOverflow="extendDomain"
          stroke="var(--color-chart-5)"
          strokeDasharray="6 4"
          label={{
            value: 'Meta',
            position: 'insideTopLeft',
            fontSize: 12,
            fill: 'var(--color-foreground)',
          }}
        />
        {deadline > 0 && (
          <ReferenceLine
            x={deadline}
            stroke="var(--color-muted-foreground)"
            strokeDasharray="2 3"
            label={{
              value: 'Prazo',
              position: 'insideTopRight',
              fontSize: 12,
              fill: 'var(--color-foreground)',
            }}
          />
        )}
        <Line
          type="monotone"
          dataKey="withReturnCents"
          name="Com rendimento"
          stroke="var(--color-chart-1)"
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="withoutReturnCents"
          name="Sem rendimento"
          stroke="var(--color-chart-3)"
          strokeWidth={2}
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={false}
        />
        {reachedPoint && (
          <ReferenceDot
            x={reachedPoint.month}
            y={reachedPoint.withReturnCents}
            r={5}
            fill="var(--color-chart-1)"
            stroke="var(--color-card)"
            strokeWidth={2}
            label={{
              value: 'Alcançado',
              // Towards the middle of the chart, so the word is never cut at an edge.
              position: reachedPoint.month > projection.horizonMonths / 2 ? 'left' : 'right',
              fontSize: 12,
              fill: 'var(--color-foreground)',
            }}
          />
        )}
      </LineChart>
    </ResponsiveContainer>
  );
}
