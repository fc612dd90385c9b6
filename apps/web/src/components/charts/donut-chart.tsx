export interface DonutSlice {
  name: string;
  /** What the slice's size is proportional to (a percentage or an amount). */
  value: number;
  /** What the slice's tooltip shows, already formatted (e.g. "50%" or "R$ 1.234,56"). */
  label: string;
  /** A CSS colour, e.g. var(--color-chart-1). */
  color: string;
}

/**
 * The ring is a circle whose circumference is 100 units, so each slice's dash is its share in
 * percent; a slice starts where the previous one ended, from 12 o'clock, clockwise. Drawn by
 * hand because this is the one chart at the top of /carteira and of the onboarding's result:
 * with the chart library it pulled ~100 KB of JavaScript into their first view
 * (docs/decisions/023-signed-in-speed.md).
 */
const RADIUS = 100 / (2 * Math.PI);
const CENTRE = 21;
const WIDTH = 7.5;
/** The card-coloured gap between slices, in the same units. */
const GAP = 0.6;

export interface DonutArc extends DonutSlice {
  /** Length of the slice's dash, out of 100. */
  dash: number;
  /** stroke-dashoffset that puts the dash at its start. */
  offset: number;
}

/** Each slice's dash and offset; slices of zero or less are left out. */
export function donutArcs(slices: readonly DonutSlice[]): DonutArc[] {
  const visible = slices.filter((slice) => slice.value > 0);
  const total = visible.reduce((sum, slice) => sum + slice.value, 0);
  if (total <= 0) return [];
  const gap = visible.length > 1 ? GAP : 0;
  let before = 0;
  return visible.map((slice) => {
    const share = (slice.value / total) * 100;
    // The circle's stroke starts at 3 o'clock; +25 moves the start to 12 o'clock.
    const arc = { ...slice, dash: Math.max(share - gap, 0.01), offset: (125 - before) % 100 };
    before += share;
    return arc;
  });
}

/**
 * An allocation as a donut. Decorative for assistive technology (its wrapper names it, and a
 * list or table beside it carries the figures); each slice's name and value show on hover.
 */
export default function DonutChart({ slices }: { slices: readonly DonutSlice[] }) {
  return (
    <svg viewBox="0 0 42 42" className="size-56" aria-hidden="true" data-chart="donut">
      <circle
        cx={CENTRE}
        cy={CENTRE}
        r={RADIUS}
        fill="none"
        className="stroke-muted"
        strokeWidth={WIDTH}
      />
      {donutArcs(slices).map((arc) => (
        <circle
          key={arc.name}
          data-slice={arc.name}
          cx={CENTRE}
          cy={CENTRE}
          r={RADIUS}
          fill="none"
          stroke={arc.color}
          strokeWidth={WIDTH}
          strokeDasharray={`${arc.dash} ${100 - arc.dash}`}
          strokeDashoffset={arc.offset}
        >
          <title>{`${arc.name}: ${arc.label}`}</title>
        </circle>
      ))}
    </svg>
  );
}
