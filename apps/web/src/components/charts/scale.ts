/**
 * Scales and paths for the hand-drawn charts. A line is drawn in a 0–1000 square stretched over
 * the plot (preserveAspectRatio="none", strokes that do not scale), and the marks around it are
 * placed in percent, so one markup fits any width without measuring the page: the same on the
 * server and in the browser.
 */

/** The side of the square a line is drawn in. */
export const PLOT = 1000;

export type Scale = (value: number) => number;

/**
 * Maps [d0, d1] onto [r0, r1] linearly. An empty domain (one value) maps to the middle of the
 * range, where a single point belongs.
 */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): Scale {
  if (d1 === d0) return () => (r0 + r1) / 2;
  // The share of the domain first, so each end lands exactly on its end of the range.
  return (value) => r0 + (r1 - r0) * ((value - d0) / (d1 - d0));
}

/** A position in the plot square as an SVG percentage ("37.5%"), for circles, lines and text. */
export function percent(plotUnits: number): string {
  return `${round(plotUnits / (PLOT / 100))}%`;
}

/** Coordinates kept to 2 decimals: shorter markup, identical on server and client. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export type Point = readonly [x: number, y: number];

/** One cubic Bézier segment: start, two control points, end. */
export interface Segment {
  from: Point;
  c1: Point;
  c2: Point;
  to: Point;
}

const sign = (value: number) => (value < 0 ? -1 : 1);

/** The tangent at b, between a and c (Steffen's monotone method, as d3's curveMonotoneX). */
function innerTangent(a: Point, b: Point, c: Point): number {
  const h0 = b[0] - a[0];
  const h1 = c[0] - b[0];
  const s0 = h0 === 0 ? 0 : (b[1] - a[1]) / h0;
  const s1 = h1 === 0 ? 0 : (c[1] - b[1]) / h1;
  const p = h0 + h1 === 0 ? 0 : (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

/** The tangent at an end of the segment a–b, given the tangent at its other end. */
function endTangent(a: Point, b: Point, other: number): number {
  const h = b[0] - a[0];
  return h === 0 ? other : ((3 * (b[1] - a[1])) / h - other) / 2;
}

/**
 * A smooth curve through points sorted by x that never overshoots between two of them (no bump
 * above a maximum or below a minimum that is not in the data), as Recharts' "monotone" line did.
 */
export function monotoneSegments(points: readonly Point[]): Segment[] {
  if (points.length < 2) return [];
  if (points.length === 2) {
    const [a, b] = points as [Point, Point];
    const third = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    return [{ from: a, c1: third(1 / 3), c2: third(2 / 3), to: b }];
  }
  const at = (i: number) => points[i] as Point;
  const tangents = points.map((point, i) =>
    i === 0 || i === points.length - 1 ? 0 : innerTangent(at(i - 1), point, at(i + 1)),
  );
  const last = points.length - 1;
  tangents[0] = endTangent(at(0), at(1), tangents[1] ?? 0);
  tangents[last] = endTangent(at(last - 1), at(last), tangents[last - 1] ?? 0);
  return points.slice(1).map((to, i) => {
    const from = at(i);
    const dx = (to[0] - from[0]) / 3;
    const t0 = tangents[i] ?? 0;
    const t1 = tangents[i + 1] ?? 0;
    return {
      from,
      c1: [from[0] + dx, from[1] + dx * t0],
      c2: [to[0] - dx, to[1] - dx * t1],
      to,
    };
  });
}

const xy = ([x, y]: Point) => `${round(x)},${round(y)}`;

/** The `d` of a monotone curve through the points; "" for fewer than two. */
export function monotonePath(points: readonly Point[]): string {
  const segments = monotoneSegments(points);
  const first = segments[0];
  if (!first) return '';
  return `M${xy(first.from)}${segments.map((s) => `C${xy(s.c1)} ${xy(s.c2)} ${xy(s.to)}`).join('')}`;
}

/**
 * The index of the point whose x is nearest `x` (xs sorted ascending), for a tooltip that
 * follows the pointer; -1 when there is none.
 */
export function nearestIndex(xs: readonly number[], x: number): number {
  if (xs.length === 0) return -1;
  let low = 0;
  let high = xs.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((xs[middle] ?? 0) < x) low = middle + 1;
    else high = middle;
  }
  const before = low - 1;
  if (before >= 0 && Math.abs(x - (xs[before] ?? 0)) <= Math.abs((xs[low] ?? 0) - x)) {
    return before;
  }
  return low;
}
