/**
 * Resolves conflicting Tailwind classes, so that a component's `className` prop overrides the
 * classes it starts with: `mergeClasses('h-9 px-4 h-8')` is `'px-4 h-8'`.
 *
 * It replaces tailwind-merge, which knows every Tailwind utility and cost every page ~9 KB gzip
 * plus 5–10 ms of main-thread time building its tables on first use (more on a phone). This file knows the
 * utilities this app uses, and gives the same result as tailwind-merge for them:
 * class-merge.test.ts compares both on random lists of the classes found in the app's source,
 * and fails when a class there is new to this file. A class it does not know is kept as it
 * is: at worst not merged, never lost.
 *
 * The rules, as in tailwind-merge but for the order of variants:
 * - Each class belongs to a conflict group, mostly the CSS property it sets (`h-9` and `h-8`
 *   set `height`). A later class removes the earlier ones of its group that have the same
 *   variants (`sm:hover:`) and the same important flag (`!`).
 * - Variants are compared as written. tailwind-merge sorts them (`hover:sm:` = `sm:hover:`);
 *   that is the same result while the app writes each list of variants in one order, which
 *   the test checks.
 * - A shorthand removes its longhands when it comes later (`p-0` removes `px-4 py-2`); a later
 *   longhand only refines an earlier shorthand (`p-4 px-2` stays).
 * - The classes that remain keep their order.
 */

/** Parses `name: a b c` lines into [name, [a, b, c]] pairs: the tables below. */
const table = (lines: string) =>
  lines
    .trim()
    .split(/\s*\n\s*/)
    .map((line) => line.split(/:? /))
    .map(([name = '', ...list]) => [name, list] as const);

/** Utilities that are whole words, no value: the class itself names its group. */
const KEYWORDS = new Map(
  table(`
    display: block inline-block inline flex inline-flex grid table table-row table-cell table-caption contents hidden
    position: static fixed absolute relative sticky
    sr: sr-only not-sr-only
    isolation: isolate
    fvn-spacing: tabular-nums
    text-decoration: underline no-underline
    text-transform: uppercase normal-case
    text-overflow: truncate
    break: break-words break-all
    wrap: wrap-anywhere
    list-type: list-disc list-decimal
    border-collapse: border-collapse
  `).flatMap(([group, classes]) => classes.map((name) => [name, group] as const)),
);

/**
 * A kind of value, for the prefixes that serve several properties (`text-sm` is a size,
 * `text-primary` a colour): the values it matches, and the suffix it adds to the prefix to name
 * the group. A prefix's kinds are tried in order; a value that none matches leaves the class
 * unknown, so kept.
 */
type Kind = readonly [values: RegExp, suffix: string];

/** Arbitrary lengths: `[13px]`, `[0.95rem]`, `[calc(…)]`, `[length:var(--x)]`, `(length:--x)`. */
const LENGTH = /^([[(]length:|\[(0|[\d.]+[a-z%]+|(calc|min|max|clamp)\(.*)\]$)/;
/**
 * Colours: Tailwind's palette (a hue and a shade: `amber-700`), the theme's colours
 * (apps/web/src/index.css, `@theme`; the test fails when one is missing here), `white`,
 * `current`…, and arbitrary values without a type label that matched nothing before:
 * `[oklch(…)]`, `(--x)`. Other values are not taken for colours: `text-shadow-lg` stays unknown.
 */
const COLOR =
  /^(([a-z]{3,}-(50|[1-9]00|950)|(card|popover|primary|secondary|muted|accent|destructive)(-foreground)?|background|foreground|success|warning|border|input|ring|chart-\d|white|black|transparent|current|inherit)$|\[(?![\w-]+:)|\(--)/;
/** Any value (`p-4`, `min-h-[44px]`) or none (`shrink`, `border`). */
const ANY: Kind = [/^/, ''];
/** Any value, not none: there is no `p` or `z` class. */
const SOME: Kind = [/./, ''];
/**
 * For prefixes that begin other utilities, only their own values: `inset-0`, `top-1/2`,
 * `-translate-x-[calc(…)]`, but not `inset-shadow-sm` or `space-y-reverse`.
 */
// A number, a fraction or a keyword, whole: `translate-3d` is another utility (it reads the
// translations), not a translation of "3d".
const SPACING: Kind = [/^(\d+(\.\d+)?$|\d+\/\d+$|px$|full$|auto$|none$|[[(])/, ''];
/** `rounded`, `rounded-md`, `rounded-[3px]`, but not `rounded-s-md` (another corner). */
const RADIUS: Kind = [/^(|none|full|\d*(xs|sm|md|lg|xl)|[[(].*)$/, ''];
/** `border-t`, `border-2`, `ring-[3px]`, `divide-y-0`. */
const WIDTH: Kind[] = [
  [/^(\d+(\.\d+)?)?$/, ''],
  [LENGTH, ''],
];
/** `border` and `outline` have a style and a colour too: `border-dashed`, `outline-ring`. */
const LINE: Kind[] = [
  [/^(solid|dashed|dotted|double|hidden|none)$/, '-style'],
  ...WIDTH,
  [COLOR, '-color'],
];

/** The known prefixes and the kinds of their values. */
const KINDS = new Map<string, readonly Kind[]>([
  [
    'text',
    [
      [/^(base|\d*(xs|sm|md|lg|xl))$/, '-size'],
      [LENGTH, '-size'],
      [/^(left|center|right|justify|start|end)$/, '-align'],
      [/^(wrap|nowrap|balance|pretty)$/, '-wrap'],
      [COLOR, '-color'],
    ],
  ],
  [
    'font',
    [
      [/^(thin|(extra|semi)?(light|bold)|normal|medium|black)$/, '-weight'],
      [/^(sans|serif|mono)$/, '-family'],
    ],
  ],
  [
    'bg',
    [
      // `bg-gradient-to-b` (Tailwind 3's name, still valid) is an image here; see the test.
      [
        /^(none|linear|radial|conic|gradient-to|\[(url|(linear|radial|conic)-gradient)\()/,
        '-image',
      ],
      [/^(auto|cover|contain|\[(length|size|bg-size):)/, '-size'],
      [COLOR, '-color'],
    ],
  ],
  [
    'shadow',
    [
      // `shadow-sm`, `shadow-[0_1px_2px_…]`, or a colour: `shadow-black/30`.
      [/^(|inner|none|\d*(xs|sm|md|lg|xl))$|^\[(inset_)?-?[\d.]+[a-z]*_/, ''],
      [COLOR, '-color'],
    ],
  ],
  // `content-center` aligns rows; `content-['']` is a pseudo-element's text.
  [
    'content',
    [
      [/^(none|\[.*)$/, ''],
      [/./, '-align'],
    ],
  ],
  ['flex', [[/^(row|col)(-reverse)?$/, '-direction'], [/^(no)?wrap/, '-wrap'], SOME]],
  ['transition', [[/^(normal|discrete)$/, '-behavior'], ANY]],
  ['border', LINE],
  ['outline', LINE],
  ['ring', [...WIDTH, [COLOR, '-color']]],
]);
/** Gives the prefixes of a space-separated list the same kinds. */
const prefixes = (kinds: readonly Kind[], list: string) => {
  for (const prefix of list.split(' ')) KINDS.set(prefix, kinds);
};
prefixes(
  [SOME],
  'p px py pt pr pb pl m mx my mt mr mb ml w h size min-w min-h max-w max-h gap gap-x gap-y z order basis aspect grid-cols grid-rows col-span col-start justify justify-items justify-self items self overflow overflow-x overflow-y leading tracking line-clamp align whitespace opacity duration ease animate origin cursor select pointer-events appearance caption scroll-mt underline-offset outline-offset bg-clip',
);
// Colours only (`from-10%`, a gradient stop's place, or `stroke-2`, a width, stay unknown).
prefixes([[COLOR, '']], 'from via to fill stroke accent');
prefixes([ANY], 'grow shrink resize blur backdrop-blur @container');
prefixes(
  [SPACING],
  'inset inset-x inset-y top right bottom left translate translate-x translate-y rotate space-y',
);
prefixes(
  [RADIUS],
  'rounded rounded-t rounded-r rounded-b rounded-l rounded-tl rounded-tr rounded-br rounded-bl',
);
prefixes(WIDTH, 'border-x border-y border-t border-r border-b border-l divide-y');

/** The longhands that a later shorthand removes. A `text-sm` sets the line height too. */
const CONFLICTS = new Map(
  table(`
    p: px py pt pr pb pl
    px: pr pl
    py: pt pb
    m: mx my mt mr mb ml
    mx: mr ml
    my: mt mb
    inset: inset-x inset-y top right bottom left
    inset-x: right left
    inset-y: top bottom
    border: border-x border-y border-t border-r border-b border-l
    border-x: border-r border-l
    border-y: border-t border-b
    rounded: rounded-t rounded-r rounded-b rounded-l rounded-tl rounded-tr rounded-br rounded-bl
    rounded-t: rounded-tl rounded-tr
    rounded-r: rounded-tr rounded-br
    rounded-b: rounded-br rounded-bl
    rounded-l: rounded-tl rounded-bl
    gap: gap-x gap-y
    size: w h
    overflow: overflow-x overflow-y
    translate: translate-x translate-y
    flex: basis grow shrink
    line-clamp: display overflow
    text-size: leading
  `),
);

/** The conflict group of a class without its variants and `!`, or undefined if unknown. */
function groupOf(utility: string): string | undefined {
  // An arbitrary property conflicts with the same property: `[mask-image:…]`.
  const property = /^\[([\w-]+):.+\]$/.exec(utility)?.[1];
  if (property) return `[${property}]`;
  // An opacity (`bg-primary/90`), a line height (`text-sm/6`) or a fraction (`w-1/2`) does not
  // change the group, nor does a minus (`-mt-1`).
  const name = utility.replace(/\/(\[[^\]]*\]|\([^)]*\)|[\w.%-]*)$/, '').replace(/^-/, '');
  const keyword = KEYWORDS.get(name);
  if (keyword) return keyword;
  // The longest known prefix decides: `min-h-[44px]` is `min-h`, `border-t-2` is `border-t`.
  // It starts with the whole name for the utilities without a value: `border`, `shrink`.
  for (let end = name.length; end > 0; end = name.lastIndexOf('-', end - 1)) {
    const prefix = name.slice(0, end);
    const value = name.slice(end + 1);
    const kinds = KINDS.get(prefix);
    if (kinds) {
      const kind = kinds.find(([values]) => values.test(value));
      return kind && prefix + kind[1];
    }
  }
  return undefined;
}

/** Where the variants of `sm:[&_svg]:size-4` end: after the last colon outside brackets. */
function variantsEnd(name: string): number {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) end = i + 1;
  }
  return end;
}

/** Components render often with the same classes: recent results are kept. */
const cache = new Map<string, string>();

/** The classes of `classes` that no later class overrides, in their order. */
export function mergeClasses(classes: string): string {
  let merged = cache.get(classes);
  if (merged !== undefined) return merged;

  const list = classes.trim().split(/\s+/);
  const taken = new Set<string>(); // groups set by a later class, as `sm:hover:` + `!` + group
  const kept: string[] = [];
  // From the last class back: the first one met of each group is the one that wins.
  for (let i = list.length - 1; i >= 0; i--) {
    const name = list[i] ?? '';
    const end = variantsEnd(name);
    let utility = name.slice(end);
    // Important is `p-0!` since Tailwind 4; `!p-0` is the older spelling.
    const important = /^!|!$/.test(utility);
    if (important) utility = utility.endsWith('!') ? utility.slice(0, -1) : utility.slice(1);
    const group = groupOf(utility);
    if (group) {
      const scope = name.slice(0, end) + (important ? '!' : '');
      if (taken.has(scope + group)) continue;
      for (const overridden of [group, ...(CONFLICTS.get(group) ?? [])]) {
        taken.add(scope + overridden);
      }
    }
    kept.push(name);
  }
  merged = kept.reverse().join(' ');

  if (cache.size >= 500) cache.clear();
  cache.set(classes, merged);
  return merged;
}
