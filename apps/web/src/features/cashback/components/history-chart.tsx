import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBRL } from '@/lib/format';
import { formatMonth } from '../lib/cashback-text';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
const axisMoney = (cents: number) => `R$\u00a0${compact.format(cents / 100)}`;

interface TooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

function HistoryTooltip({ active, payload }: TooltipProps) {
  const row = payload?.[0]?.payload as { month: string; amountCents: number } | undefined;
  if (!active || !row) return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <span className="font-medium">{formatMonth(row.month)}</span>
      <span className="font-mono tabular-nums">{formatBRL(row.amountCents)}</span>
    </div>
  );
}

/** Net credited per month as bars (Recharts, in its own chunk); the list beside it has the text. */
export default function HistoryChart({
  rows,
}: {
  rows: readonly { month: string; amountCents: number }[];
}) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={rows.map((row) => ({ ...row, label: formatMonth(row.month) }))}
      margin={{ top: 8, right: 8, bottom: 4, left: 8 }}
      style={{ width: '100%', height: 220 }}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
      <YAxis tickFormatter={axisMoney} tickLine={false} axisLine={false} fontSize={12} width={70} />
      <Tooltip content={<HistoryTooltip />} cursor={{ fill: 'var(--color-muted)' }} />
      <Bar
        dataKey="amountCents"
        name="Creditado"
        fill="var(--color-chart-1)"
        radius={[4, 4, 0, 0]}
        maxBarSize={56}
      />
    </BarChart>
  );
}
