import type { TGoal } from '@algoone/contracts';
import {
  CartesianFrame,
  ChartTooltip,
  gutterFor,
  PlotLine,
  useNearestPoint,
} from '@/components/charts/cartesian-frame';
import { linearScale, monotonePath, percent, PLOT } from '@/components/charts/scale';
import { moneyTicks, ticksWithin } from '@/components/charts/ticks';
import { formatBRL } from '@/lib/format';

const WITH_RETURN = { name: 'Com rendimento', color: 'var(--color-chart-1)' } as const;
const WITHOUT_RETURN = {
  name: 'Sem rendimento',
  color: 'var(--color-chart-3)',
  dash: '5 4',
} as const;

/**
 * Where everything goes: months from 0 to the horizon left to right; money from zero to the
 * highest balance or the target, whichever is higher, so the target line is always inside.
 */
export function projectionLayout(goal: TGoal) {
  const { projection } = goal;
  const x = linearScale([0, projection.horizonMonths], [0, PLOT]);
  const highest = Math.max(
    goal.targetCents,
    ...projection.points.map((point) => Math.max(point.withReturnCents, point.withoutReturnCents)),
  );
  const ticks = moneyTicks(0, highest, 4);
  const y = linearScale([ticks[0]?.value ?? 0, ticks.at(-1)?.value ?? 0], [PLOT, 0]);
  return {
    x,
    y,
    yLabels: ticks.map((tick) => ({ at: y(tick.value), label: tick.label })),
    xLabels: ticksWithin(0, projection.horizonMonths, 5).map((month) => ({
      at: x(month),
      label: `${month}m`,
    })),
  };
}

function LegendLine({ color, dash }: { color: string; dash?: string }) {
  return (
    <svg width="16" height="8" aria-hidden="true" className="shrink-0">
      <line x1="0" x2="16" y1="4" y2="4" stroke={color} strokeWidth={2.5} strokeDasharray={dash} />
    </svg>
  );
}

/**
 * Balance month by month with the profile's expected return and without it (dashed), the
 * target line, the deadline and the month the target is reached. Hidden from assistive
 * technology: the text beside it says the same (chartSummary). Drawn by hand as SVG, so the
 * server renders it with the page (docs/decisions/026).
 */
export default function ProjectionChart({ goal }: { goal: TGoal }) {
  const { projection } = goal;
  const { x, y, xLabels, yLabels } = projectionLayout(goal);
  const points = projection.points.map((point) => ({
    ...point,
    x: x(point.month),
    withReturnY: y(point.withReturnCents),
    withoutReturnY: y(point.withoutReturnCents),
  }));
  const reached = projection.monthReached;
  const reachedPoint =
    reached !== null && reached > 0 ? points.find((point) => point.month === reached) : undefined;
  const deadline = goal.evaluation.monthsRemaining;
  const targetY = percent(y(goal.targetCents));
  const pointer = useNearestPoint(points.map((point) => point.x));
  const active = points[pointer.index];

  return (
    <div className="grid gap-1" data-chart="projecao">
      <CartesianFrame
        height={192}
        gutter={{
          left: gutterFor(yLabels.map((tick) => tick.label)),
          right: 12,
          top: 12,
          bottom: 26,
        }}
        xLabels={xLabels}
        yLabels={yLabels}
        grid="horizontal"
        axisLines={{ x: true }}
        onPointerMove={pointer.onPointerMove}
        onPointerLeave={pointer.onPointerLeave}
        overlay={
          active && (
            <ChartTooltip x={active.x}>
              <span className="font-medium">Mês {active.month}</span>
              {[
                { ...WITH_RETURN, cents: active.withReturnCents },
                { ...WITHOUT_RETURN, cents: active.withoutReturnCents },
              ].map((series) => (
                <span key={series.name} className="flex items-center gap-2">
                  <span
                    className="size-2.5 shrink-0 rounded-[2px]"
                    style={{ background: series.color }}
                  />
                  <span className="text-muted-foreground">{series.name}</span>
                  <span className="ml-auto font-mono font-medium tabular-nums">
                    {formatBRL(series.cents)}
                  </span>
                </span>
              ))}
            </ChartTooltip>
          )
        }
      >
        <g fontSize={12} fill="var(--color-foreground)">
          <line
            x1="0"
            x2="100%"
            y1={targetY}
            y2={targetY}
            stroke="var(--color-chart-5)"
            strokeDasharray="6 4"
          />
          <text x={6} y={targetY} dy={-6}>
            Meta
          </text>
          {deadline > 0 && deadline <= projection.horizonMonths && (
            <>
              <line
                x1={percent(x(deadline))}
                x2={percent(x(deadline))}
                y1="0"
                y2="100%"
                stroke="var(--color-muted-foreground)"
                strokeDasharray="2 3"
              />
              {/* Left of its line, unless that would run into the money axis. */}
              <text
                x={percent(x(deadline))}
                y={0}
                dx={x(deadline) < PLOT * 0.2 ? 6 : -6}
                dy={14}
                textAnchor={x(deadline) < PLOT * 0.2 ? 'start' : 'end'}
              >
                Prazo
              </text>
            </>
          )}
        </g>
        <PlotLine
          d={monotonePath(points.map((point) => [point.x, point.withReturnY]))}
          stroke={WITH_RETURN.color}
          strokeWidth={2.5}
        />
        <PlotLine
          d={monotonePath(points.map((point) => [point.x, point.withoutReturnY]))}
          stroke={WITHOUT_RETURN.color}
          strokeWidth={2}
          strokeDasharray={WITHOUT_RETURN.dash}
        />
        {reachedPoint && (
          <g>
            <circle
              cx={percent(reachedPoint.x)}
              cy={percent(reachedPoint.withReturnY)}
              r={5}
              fill={WITH_RETURN.color}
              stroke="var(--color-card)"
              strokeWidth={2}
            />
            <text
              x={percent(reachedPoint.x)}
              y={percent(reachedPoint.withReturnY)}
              // Towards the middle of the chart, so the word is never cut at an edge.
              dx={reachedPoint.x > PLOT / 2 ? -10 : 10}
              dy="0.32em"
              textAnchor={reachedPoint.x > PLOT / 2 ? 'end' : 'start'}
              fontSize={12}
              fill="var(--color-foreground)"
            >
              Alcançado
            </text>
          </g>
        )}
        {active && (
          <circle
            cx={percent(active.x)}
            cy={percent(active.withReturnY)}
            r={4}
            fill={WITH_RETURN.color}
            stroke="var(--color-card)"
            strokeWidth={2}
          />
        )}
      </CartesianFrame>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
        {[WITH_RETURN, WITHOUT_RETURN].map((series) => (
          <li key={series.name} className="flex items-center gap-1.5">
            <LegendLine color={series.color} dash={'dash' in series ? series.dash : undefined} />
            {series.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
