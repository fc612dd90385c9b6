import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { formatBRL } from '@algoone/domain';

export interface DonutSlice {
  name: string;
  amountCents: number;
  percent: number;
  color: string;
}

interface SliceTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

function SliceTooltip({ active, payload }: SliceTooltipProps) {
  const slice = payload?.[0]?.payload as DonutSlice | undefined;
  if (!active || !slice) return null;
  return (
    <div className="flex items-center gap-2 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <span className="size-2.5 shrink-0 rounded-[2px]" style={{ background: slice.color }} />
      <span className="text-muted-foreground">{slice.name}</span>
      <span className="font-mono font-medium text-foreground tabular-nums">
        {formatBRL(slice.amountCents)}
      </span>
    </div>
  );
}

const SIZE = 224;

/** The current allocation as a donut (Recharts, lazily loaded); the table beside it has the numbers. */
export default function AllocationDonutChart({ slices }: { slices: readonly DonutSlice[] }) {
  return (
    <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
      <Pie
        data={slices.map((slice) => ({ ...slice }))}
        dataKey="amountCents"
        nameKey="name"
        innerRadius={68}
        outerRadius={108}
        paddingAngle={slices.length > 1 ? 2 : 0}
        stroke="var(--color-card)"
        strokeWidth={2}
        isAnimationActive={false}
      >
        {slices.map((slice) => (
          <Cell key={slice.name} fill={slice.color} />
        ))}
      </Pie>
      <Tooltip content={SliceTooltip} cursor={false} isAnimationActive={false} />
    </PieChart>
  );
}
