import { Cell, Pie, PieChart, Tooltip } from 'recharts';

export interface DonutSlice {
  name: string;
  /** What the slice's size is proportional to (a percentage or an amount). */
  value: number;
  /** What the tooltip shows for the slice, already formatted (e.g. "50%" or "R$ 1.234,56"). */
  label: string;
  /** A CSS colour, e.g. var(--color-chart-1). */
  color: string;
}

const SIZE = 224;

/** What Recharts hands a custom tooltip, as far as this one reads it. */
interface SliceTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

function SliceTooltip({ active, payload }: SliceTooltipProps) {
  const slice = payload?.[0]?.payload as DonutSlice | undefined;
  if (!active || !slice) return null;
  // shadcn's chart tooltip look: a small bordered card with the series colour as a dot.
  return (
    <div className="flex items-center gap-2 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <span className="size-2.5 shrink-0 rounded-[2px]" style={{ background: slice.color }} />
      <span className="text-muted-foreground">{slice.name}</span>
      <span className="font-mono font-medium text-foreground tabular-nums">{slice.label}</span>
    </div>
  );
}

/**
 * An allocation as a donut. Recharts is heavy, so callers load this module lazily; it is
 * decorative for assistive technology (its wrapper names it, and a list or table beside it
 * carries the figures).
 */
export default function DonutChart({ slices }: { slices: readonly DonutSlice[] }) {
  return (
    <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
      <Pie
        data={slices.map((slice) => ({ ...slice }))}
        dataKey="value"
        nameKey="name"
        innerRadius={68}
        outerRadius={108}
        paddingAngle={slices.length > 1 ? 2 : 0}
        startAngle={90}
        endAngle={-270}
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
