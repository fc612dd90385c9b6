import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

/**
 * mergeClasses replaced tailwind-merge in the browser bundle. tailwind-merge stays a
 * devDependency for this file only: the tests below compare both on the classes the app's
 * source uses, so that `cn` keeps merging them exactly as it did.
 */

describe('mergeClasses', () => {
  it.each([
    // A later class of the same group wins; the others keep their order.
    ['h-9 px-4 h-8', 'px-4 h-8'],
    ['px-4 px-2', 'px-2'],
    ['w-auto w-full', 'w-full'],
    ['rounded-md rounded-full', 'rounded-full'],
    ['bg-transparent bg-primary', 'bg-primary'],
    ['min-h-11 min-h-[44px]', 'min-h-[44px]'],
    ['mt-2 -mt-1', '-mt-1'],
    ['z-10 -z-10', '-z-10'],
    ['left-0 left-1/2', 'left-1/2'],
    ['-translate-x-1/2 translate-x-0', 'translate-x-0'],
    ['translate-2 translate-1.5', 'translate-1.5'],
    // `translate-3d` reads the translations: not one of them.
    ['translate-x-2 translate-y-1 translate-3d', 'translate-x-2 translate-y-1 translate-3d'],
    ['grid-cols-1 grid-cols-[minmax(0,1fr)_auto]', 'grid-cols-[minmax(0,1fr)_auto]'],
    ['[overflow-wrap:normal] [overflow-wrap:anywhere]', '[overflow-wrap:anywhere]'],
    // Shorthands remove their longhands; a later longhand refines the shorthand.
    ['px-4 py-2 p-0', 'p-0'],
    ['pt-2 pl-3 px-1', 'pt-2 px-1'],
    ['p-4 px-2', 'p-4 px-2'],
    ['mt-2 mb-1 my-4', 'my-4'],
    ['top-0 left-3 inset-0', 'inset-0'],
    ['left-0 top-0 inset-x-0', 'top-0 inset-x-0'],
    ['rounded-t-lg rounded-bl-sm rounded-none', 'rounded-none'],
    ['rounded-tl-sm rounded-br-sm rounded-t-[4px]', 'rounded-br-sm rounded-t-[4px]'],
    ['border-b border-l-4 border-0', 'border-0'],
    ['gap-x-3 gap-y-1 gap-2', 'gap-2'],
    ['w-4 h-4 size-5', 'size-5'],
    ['overflow-x-auto overflow-hidden', 'overflow-hidden'],
    ['shrink-0 flex-1', 'flex-1'],
    ['hidden overflow-visible line-clamp-2', 'line-clamp-2'],
    // One prefix, several properties: only the same kind of value conflicts.
    ['text-base text-sm', 'text-sm'],
    ['text-sm text-[13px]', 'text-[13px]'],
    ['text-sm text-muted-foreground', 'text-sm text-muted-foreground'],
    ['text-primary text-muted-foreground/80', 'text-muted-foreground/80'],
    ['text-left text-center text-balance', 'text-center text-balance'],
    ['leading-tight text-sm', 'text-sm'], // a font size sets the line height too
    ['text-sm leading-tight', 'text-sm leading-tight'],
    ['font-medium font-semibold font-mono', 'font-semibold font-mono'],
    ['border border-input border-2 border-dashed', 'border-input border-2 border-dashed'],
    ['border-b border-red-200', 'border-b border-red-200'],
    ['bg-[oklch(0.3_0.06_195)] bg-white/10', 'bg-white/10'],
    [
      'bg-primary bg-[linear-gradient(to_right,red,blue)] bg-[size:48px_48px]',
      'bg-primary bg-[linear-gradient(to_right,red,blue)] bg-[size:48px_48px]',
    ],
    ['shadow-sm shadow-xl shadow-black/30', 'shadow-xl shadow-black/30'],
    ['ring-1 ring-[3px] ring-ring/50 ring-primary', 'ring-[3px] ring-primary'],
    ['outline outline-2 outline-none outline-ring', 'outline-2 outline-none outline-ring'],
    ['tracking-tight tracking-[0.4em]', 'tracking-[0.4em]'],
    [
      'stroke-muted stroke-chart-2 fill-muted-foreground fill-current',
      'stroke-chart-2 fill-current',
    ],
    ['from-teal-200 from-primary to-transparent', 'from-primary to-transparent'],
    ['flex-col flex-row flex-wrap flex-1 flex-none', 'flex-row flex-wrap flex-none'],
    ['content-start content-[""] content-center', 'content-[""] content-center'],
    ['inline-flex hidden sm:block', 'hidden sm:block'],
    ['relative absolute', 'absolute'],
    // Variants: only the same list, in the same order, conflicts.
    ['w-full sm:w-auto', 'w-full sm:w-auto'],
    ['sm:w-56 sm:w-auto', 'sm:w-auto'],
    ['hover:bg-secondary hover:bg-accent bg-primary', 'hover:bg-accent bg-primary'],
    ['md:grid-cols-3 md:grid-cols-2 grid-cols-1', 'md:grid-cols-2 grid-cols-1'],
    ['data-[state=open]:bg-muted data-[state=open]:bg-accent', 'data-[state=open]:bg-accent'],
    ['[&_svg]:size-4 [&>svg]:size-3 [&_svg]:size-5', '[&>svg]:size-3 [&_svg]:size-5'],
    ['max-sm:before:text-left max-sm:text-right', 'max-sm:before:text-left max-sm:text-right'],
    ['sm:hover:p-2 sm:hover:p-4', 'sm:hover:p-4'],
    // Important, written `p-0!` in Tailwind 4 and `!p-0` in Tailwind 3, is a scope of its own.
    ['px-4 !p-0', 'px-4 !p-0'],
    ['!px-4 !p-0', '!p-0'],
    ['size-4 size-3.5! size-5!', 'size-4 size-5!'],
    ['!p-1 p-2!', 'p-2!'],
    // Unknown classes are kept, duplicates too; white space is tidied.
    ['group legal-prose peer group', 'group legal-prose peer group'],
    [
      'text-shadow-lg text-red-500 inset-shadow-sm inset-2',
      'text-shadow-lg text-red-500 inset-shadow-sm inset-2',
    ],
    [
      'rounded-s-md rounded-md space-y-reverse space-y-2',
      'rounded-s-md rounded-md space-y-reverse space-y-2',
    ],
    ['  h-9 \n\t h-8  ', 'h-8'],
    ['', ''],
    // Where tailwind-merge differs on purpose (see EXCLUDED below).
    ['bg-gradient-to-b bg-background', 'bg-gradient-to-b bg-background'],
    ['animate-pulse animate-nav-progress', 'animate-nav-progress'],
    ['hover:sm:p-2 sm:hover:p-4', 'hover:sm:p-2 sm:hover:p-4'],
    ['!text-base !text-sm/6', '!text-sm/6'],
  ])('%j → %j', (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
  });

  it('knows every colour of the theme', () => {
    const css = readFileSync(new URL('../index.css', import.meta.url), 'utf8');
    const colours = [...css.matchAll(/--color-([\w-]+):/g)].map((match) => match[1]);
    expect(colours).toContain('muted-foreground');
    for (const colour of colours) {
      expect(mergeClasses(`bg-white bg-${colour}`), colour).toBe(`bg-${colour}`);
      expect(mergeClasses(`text-sm text-white text-${colour}/80`), colour).toBe(
        `text-sm text-${colour}/80`,
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The app's classes, read from its source now, and compared with tailwind-merge.

const SRC = new URL('../', import.meta.url);
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

/** The text of a call or an expression starting at `start` (a `(` or `{`), to its closing one. */
function balanced(source: string, start: number): string {
  const open = source[start];
  const close = open === '(' ? ')' : '}';
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const char = source[i] ?? '';
    if (`'"\``.includes(char)) {
      for (i++; i < source.length && source[i] !== char; i++) if (source[i] === '\\') i++;
    } else if (char === open) depth++;
    else if (char === close && --depth === 0) return source.slice(start, i + 1);
  }
  return '';
}

/** The words of a string literal's text; a word joined to a `${…}` is only part of a class. */
const words = (text: string) =>
  text
    .replace(/\S*\$\{[^}]*\}\S*/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** tailwind-merge recognises a class when it drops a repeat of it. */
const isTailwindClass = (name: string) => twMerge(`${name} ${name}`) === name;

/**
 * Every class the app writes: the string literals inside `cn(…)`, `cva(…)`, `className="…"`
 * and `className={…}`, and the literals elsewhere whose words are all Tailwind classes (class
 * constants such as STACKED_TABLE). Comments are left out: their examples are not classes.
 */
function sourceClasses(): string[] {
  const classes = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('class-merge.ts'),
  );
  for (const file of files) {
    const source = readFileSync(new URL(file, SRC), 'utf8').replace(
      /^\s*\{?\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm,
      '',
    );
    const contexts = [...source.matchAll(/\b(?:cn|cva)\(|className=(["'{])/g)].map((match) =>
      match[1] === '"' || match[1] === "'"
        ? source.slice(match.index, source.indexOf(match[1], match.index + 11) + 1)
        : balanced(source, match.index + match[0].length - 1),
    );
    for (const context of contexts) {
      for (const [, a, b, c] of context.matchAll(LITERAL)) {
        for (const word of words(a ?? b ?? c ?? '')) classes.add(word);
      }
    }
    for (const [, a, b, c] of source.matchAll(LITERAL)) {
      const list = words(a ?? b ?? c ?? '');
      if (list.length > 0 && list.every(isTailwindClass))
        for (const word of list) classes.add(word);
    }
  }
  return [...classes].sort();
}

/** `sm:hover:px-4!` → ['sm:hover:', 'px-4']: the variants, and the utility without `!`. */
function split(name: string): [variants: string, utility: string] {
  let depth = 0;
  let end = 0;
  [...name].forEach((char, i) => {
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) end = i + 1;
  });
  return [name.slice(0, end), name.slice(end).replace(/^!|!$/, '')];
}

/**
 * Where mergeClasses differs from tailwind-merge on purpose. The classes below are left out of
 * the comparisons, and the unit tests above pin down what mergeClasses does with them:
 * - `bg-gradient-to-*`: tailwind-merge 3 knows only Tailwind 4's `bg-linear-to-*` and takes the
 *   older name, still valid, for a background colour, so `bg-gradient-to-b bg-background` would
 *   lose the gradient (dcastil/tailwind-merge#376 and shadcn-ui/cn#142). It is an image here.
 * - `animate-nav-progress`: an animation of our theme (index.css), unknown to tailwind-merge,
 *   which would keep two animations; here any `animate-*` sets the animation.
 * Two more, in the comparisons themselves:
 * - tailwind-merge sorts variants (`hover:sm:` = `sm:hover:`), mergeClasses compares them as
 *   written: the same while the app writes each list of variants in one order, which a test
 *   checks. The random lists use the app's lists of variants as written.
 * - tailwind-merge misreads Tailwind 3's `!` in front when the class has a modifier
 *   (`!text-sm/6` becomes a colour): the random lists put that `!` at the end, as Tailwind 4
 *   writes it and the app does.
 */
const EXCLUDED = /^bg-gradient-to-|^animate-nav-progress$/;

/** A piece of a random list: one class or a conflicting pair, with variants and maybe `!`. */
type Piece = { utilities: string[]; variants: string; important: string };

const vocabulary = sourceClasses();
const utilities = [...new Set(vocabulary.map((name) => split(name)[1]))].filter(
  (utility) => !EXCLUDED.test(utility),
);
const variantLists = [...new Set(vocabulary.map((name) => split(name)[0]))];

/** The pairs of these classes that tailwind-merge merges, and what it makes of them. */
const merges = new Map<string, string>();
for (const first of utilities) {
  for (const second of utilities) {
    const classes = `${first} ${second}`;
    const merged = twMerge(classes);
    if (merged !== classes) merges.set(classes, merged);
  }
}

describe('mergeClasses on the classes of the app', () => {
  it('reads the classes of the source', () => {
    expect(vocabulary.length).toBeGreaterThan(500);
    // One of each place classes are written in.
    for (const name of [
      'min-h-dvh',
      'h-9',
      'has-[>svg]:px-3',
      'max-sm:before:content-[attr(data-label)]',
    ]) {
      expect(vocabulary).toContain(name);
    }
    expect(vocabulary).not.toContain('text-sm/6'); // an example in a comment
  });

  it('keeps every class alone', () => {
    for (const name of vocabulary) expect(mergeClasses(name)).toBe(name);
  });

  // This one fails when the source starts using a class that mergeClasses does not know yet,
  // or knows only partly: add it to class-merge.ts.
  it('knows the classes that tailwind-merge knows, and only those', () => {
    for (const name of vocabulary.filter((name) => !EXCLUDED.test(split(name)[1]))) {
      expect(mergeClasses(`${name} ${name}`), name).toBe(twMerge(`${name} ${name}`));
    }
  });

  it('agrees with tailwind-merge on every pair of the classes', () => {
    expect(merges.size).toBeGreaterThan(1000);
    const differences: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const classes = `${first} ${second}`;
        if (mergeClasses(classes) !== (merges.get(classes) ?? classes)) differences.push(classes);
      }
    }
    expect(differences).toEqual([]);
  });

  // See EXCLUDED: tailwind-merge sorts the variants, mergeClasses does not.
  it('finds each list of variants written in one order', () => {
    const sorted = variantLists.map((variants) => variants.split(':').sort().join(':'));
    expect(new Set(sorted).size).toBe(variantLists.length);
  });

  it('agrees with tailwind-merge on random lists of the classes', () => {
    // Lists of 1 to 8 classes made of single classes and of pairs that conflict, each with a
    // list of variants of the app's (none, more often) and maybe `!`.
    const piece = fc.record({
      utilities: fc.oneof(
        fc.constantFrom(...utilities).map((utility) => [utility]),
        fc.constantFrom(...[...merges.keys()].map((pair) => pair.split(' '))),
      ),
      variants: fc.oneof(fc.constant(''), fc.constantFrom(...variantLists)),
      important: fc.constantFrom('', '', '', 'end', 'start'),
    });
    const names = ({ utilities, variants, important }: Piece) =>
      utilities.map((utility) =>
        // See EXCLUDED: `!` in front only without a modifier.
        important === 'start' && !utility.includes('/')
          ? `${variants}!${utility}`
          : `${variants}${utility}${important ? '!' : ''}`,
      );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (pieces) => {
        const classes = pieces.flatMap(names).join(' ');
        expect(mergeClasses(classes)).toBe(twMerge(classes));
      }),
      { numRuns: 20_000 },
    );
  });
});
