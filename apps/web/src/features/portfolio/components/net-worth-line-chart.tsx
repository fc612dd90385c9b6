import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBRL } from '@algoone/domain';
import { formatDate } from '@/lib/format';
import { formatCompactBRL, type HistoryPoint } from '../lib/history';

interface PointTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

function PointTooltip({ active, payload }: PointTooltipProps) {
  const point = payload?.[0]?.payload as HistoryPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="grid gap-0.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <span className="text-muted-foreground">{formatDate(new Date(point.at))}</span>
      <span className="font-mono font-medium text-foreground tabular-nums">
        {formatBRL(point.amountCents)}
      </span>
    </div>
  );
}

const shortDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

/** Net worth over time from the snapshots (Recharts, lazily loaded). */
export default function NetWorthLineChart({ points }: { points: readonly HistoryPoint[] }) {
  const single = points.length === 1;
  return (
    <LineChart
      responsive
      accessibilityLayer={false}
      data={points.map((point) => ({ ...point }))}
      margin={{ top: 8, right: 16, bottom: 4, left: 4 }}
      style={{ width: '100%', height: 280 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="at"
        type="number"
        scale="time"
        domain={single ? ['dataMin - 86400000', 'dataMax + 86400000'] : ['dataMin', 'dataMax']}
        tickFormatter={(value: number) => shortDate.format(new Date(value))}
        tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
        minTickGap={24}
      />
      <YAxis
        dataKey="amountCents"
        width={92}
        tickFormatter={(value: number) => formatCompactBRL(value)}
        tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
        domain={['auto', 'auto']}
      />
      <Tooltip content={PointTooltip} isAnimationActive={false} />
      <Line
        type="monotone"
        dataKey="amountCents"
        stroke="var(--color-chart-1)"
        strokeWidth={2.5}
        dot={{ r: 3, fill: 'var(--color-chart-1)' }}
        activeDot={{ r: 5 }}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
