import { useState, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { nearestIndex, percent, PLOT } from './scale';

/** A label on an axis, at `at` plot units (0–PLOT) from the left (x) or from the top (y). */
export interface AxisLabel {
  at: number;
  label: string;
  /** Only on a narrow chart, or only on a wide one (a container of 28rem or more). */
  only?: 'narrow' | 'wide';
}

/** Axis text, as Recharts drew it: 12 px, muted. */
export const AXIS_TEXT = { fontSize: 12, fill: 'var(--color-muted-foreground)' } as const;

/** Room for the longest of `labels` at 12 px (≈ 6.7 px a character) and the gap to the plot. */
export function gutterFor(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.ceil(longest * 6.7) + 12;
}

const ONLY_CLASS = { narrow: '@md:hidden', wide: 'hidden @md:inline' } as const;

/**
 * The frame of a cartesian chart: a box `height` px tall and as wide as its container (never
 * wider than the screen), a plot inset by the gutters, the grid and the axes' labels. The plot's
 * marks are `children`, drawn in an SVG whose lengths are pixels and whose positions are
 * percentages of the plot (`percent()`), so text keeps its size at any width; a line goes in
 * `<PlotLine>`. `overlay` is HTML over the plot (a tooltip).
 */
export function CartesianFrame({
  height,
  gutter,
  xLabels,
  yLabels,
  grid,
  axisLines = {},
  overlay,
  onPointerMove,
  onPointerLeave,
  className,
  children,
}: {
  height: number;
  gutter: { left: number; right: number; top: number; bottom: number };
  xLabels: readonly AxisLabel[];
  yLabels: readonly AxisLabel[];
  /** Dashed grid lines at the y labels (horizontal) or at the x labels (vertical). */
  grid: 'horizontal' | 'vertical';
  axisLines?: { x?: boolean; y?: boolean };
  overlay?: ReactNode;
  onPointerMove?: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerLeave?: () => void;
  className?: string;
  /** The marks drawn in SVG; bars that must keep a size in pixels come as HTML in `overlay`. */
  children?: ReactNode;
}) {
  const gridAt = grid === 'horizontal' ? yLabels : xLabels;
  return (
    <div className={cn('@container relative w-full', className)} style={{ height }}>
      <div
        className="absolute"
        style={{ left: gutter.left, right: gutter.right, top: gutter.top, bottom: gutter.bottom }}
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
      >
        <svg
          width="100%"
          height="100%"
          className="absolute inset-0 overflow-visible"
          focusable="false"
        >
          <g stroke="var(--color-border)" strokeDasharray="3 3">
            {gridAt.map((tick) =>
              grid === 'horizontal' ? (
                <line
                  key={`${tick.at}`}
                  x1="0"
                  x2="100%"
                  y1={percent(tick.at)}
                  y2={percent(tick.at)}
                />
              ) : (
                <line
                  key={`${tick.at}`}
                  y1="0"
                  y2="100%"
                  x1={percent(tick.at)}
                  x2={percent(tick.at)}
                />
              ),
            )}
          </g>
          {axisLines.x && (
            <line x1="0" x2="100%" y1="100%" y2="100%" stroke="var(--color-muted-foreground)" />
          )}
          {axisLines.y && (
            <line x1="0" x2="0" y1="0" y2="100%" stroke="var(--color-muted-foreground)" />
          )}
          <g {...AXIS_TEXT}>
            {yLabels.map((tick) => (
              <text
                key={`y${tick.at}${tick.only ?? ''}`}
                x={-8}
                y={percent(tick.at)}
                dy="0.32em"
                textAnchor="end"
                className={tick.only && ONLY_CLASS[tick.only]}
              >
                {tick.label}
              </text>
            ))}
            {xLabels.map((tick) => (
              <text
                key={`x${tick.at}${tick.only ?? ''}`}
                x={percent(tick.at)}
                y="100%"
                dy={18}
                // The last label ends at the plot's edge, so it never runs off a phone's screen.
                textAnchor={tick.at >= PLOT * 0.97 ? 'end' : 'middle'}
                className={tick.only && ONLY_CLASS[tick.only]}
              >
                {tick.label}
              </text>
            ))}
          </g>
          {children}
        </svg>
        {overlay}
      </div>
    </div>
  );
}

/**
 * A path in plot units (0–PLOT on both axes, y down) stretched over the plot; its stroke keeps
 * its width and dashes whatever the stretch.
 */
export function PlotLine({
  d,
  stroke,
  strokeWidth,
  strokeDasharray,
}: {
  d: string;
  stroke: string;
  strokeWidth: number;
  strokeDasharray?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${PLOT} ${PLOT}`}
      preserveAspectRatio="none"
      width="100%"
      height="100%"
      className="overflow-visible"
    >
      <path
        d={d}
        fill="none"
        stroke={stroke}
        strokeWidth={strokeWidth}
        strokeDasharray={strokeDasharray}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/**
 * The point nearest the pointer along x, for a tooltip: `xs` are the points' places in plot
 * units, ascending. -1 while the pointer is away (and always on the server).
 */
export function useNearestPoint(xs: readonly number[]) {
  const [index, setIndex] = useState(-1);
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    setIndex(nearestIndex(xs, ((event.clientX - box.left) / box.width) * PLOT));
  };
  return { index, onPointerMove, onPointerLeave: () => setIndex(-1) };
}

/**
 * A small card over the plot at the point `x` plot units from the left, kept inside the plot
 * near its edges.
 */
export function ChartTooltip({ x, children }: { x: number; children: ReactNode }) {
  const shift =
    x < PLOT * 0.25
      ? 'translate-x-2'
      : x > PLOT * 0.75
        ? '-translate-x-[calc(100%+0.5rem)]'
        : '-translate-x-1/2';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute top-0 z-10 grid gap-0.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs whitespace-nowrap shadow-xl',
        shift,
      )}
      style={{ left: percent(x) }}
    >
      {children}
    </div>
  );
}
