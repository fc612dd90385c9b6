import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** One icon as lucide-react ships it: `__iconData` in `lucide-react/dist/esm/icons/*.mjs`. */
export interface IconData {
  name?: string;
  aliases?: string[];
  size?: number;
  width?: number;
  height?: number;
  node: [tag: string, attributes: Record<string, string | number>][];
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
}

/** An aria-*, role or title prop: the icon then means something and stays visible to readers. */
function namesItself(props: Record<string, unknown>): boolean {
  for (const key in props) {
    if (props[key] != null && (key.startsWith('aria-') || key === 'role' || key === 'title')) {
      return true;
    }
  }
  return false;
}

/**
 * lucide-react's `createLucideIcon`, which the build puts in its place
 * (scripts/light-icons.ts, docs/decisions/026-server-rendered-pages.md). It draws the same
 * `<svg>` with the same classes and attributes, but works out the class and the shapes once per
 * icon instead of on every render: lucide rebuilt them, through a dozen object spreads and a
 * class merge by regular expression, for each of the ~80 icons of a dashboard: about 5 % of the
 * node's time for a server-rendered page, and work again on the phone while it hydrates.
 * Not carried over, as the app uses none: lucide's context provider, and its defaults for a
 * `color`, `size` or `strokeWidth` given as null.
 */
export default function createIcon(data: IconData) {
  const baseClass = [
    'lucide',
    ...(data.name ? [`lucide-${data.name}`] : []),
    ...(data.aliases ?? []).filter((alias) => alias.trim() !== '').map((a) => `lucide-${a}`),
  ].join(' ');
  const viewWidth = data.size ?? data.width ?? 24;
  const viewHeight = data.size ?? data.height ?? 24;
  const viewBox = `0 0 ${viewWidth} ${viewHeight}`;
  // React elements are immutable: one set of shapes serves every render of this icon.
  const shapes = data.node.map(([tag, attributes]) => createElement(tag, attributes));
  const shapesWithoutScaling = data.node.map(([tag, attributes]) =>
    createElement(tag, { vectorEffect: 'non-scaling-stroke', ...attributes }),
  );

  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    {
      className,
      color = 'currentColor',
      size = 24,
      width,
      height,
      strokeWidth = 2,
      absoluteStrokeWidth = false,
      nonScalingStroke = false,
      children,
      ...rest
    },
    ref,
  ) {
    const stroke = absoluteStrokeWidth
      ? (Number(strokeWidth) * Number(viewWidth)) / Number(width ?? size)
      : strokeWidth;
    const drawn = nonScalingStroke ? shapesWithoutScaling : shapes;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size,
        height: height ?? size,
        viewBox,
        fill: 'none',
        stroke: color,
        strokeWidth: stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${baseClass} ${className}` : baseClass,
        ...(!children && !namesItself(rest) ? { 'aria-hidden': 'true' } : null),
        ...rest,
      },
      ...drawn,
      children,
    );
  });
  if (data.name) {
    Icon.displayName = data.name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) =>
      letter.toUpperCase(),
    );
  }
  return Icon;
}
