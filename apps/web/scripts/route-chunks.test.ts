import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../src/app/route-tree.ts';
import { planChunks, type BuiltChunk } from './route-chunks.ts';

// A tree like the app's: public pages, and an app layout with signed-in pages and a staff area.
const tree: RouteNode[] = [
  { module: 'layouts/public', children: [{ module: 'routes/terms' }] },
  {
    module: 'layouts/app',
    children: [
      {
        module: 'layouts/signed-in',
        children: [
          { module: 'routes/dashboard' },
          { module: 'routes/goals' },
          { module: 'routes/wallet' },
        ],
      },
      { module: 'layouts/admin', children: [{ module: 'routes/admin-home' }] },
    ],
  },
];
const idOf = (node: RouteNode) => node.module;
const options = { smallBytes: 1_000, idleBytes: 0, minShare: 0.5 };

function chunk(fileName: string, rest: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    facadeModuleId: null,
    isEntry: false,
    imports: [],
    moduleIds: [`src/${fileName}`],
    size: 5_000,
    ...rest,
  };
}
const route = (module: string, imports: string[] = [], size = 5_000) =>
  chunk(module, { facadeModuleId: module, imports, moduleIds: [module], size });

describe('planChunks', () => {
  it('moves what two signed-in pages share into the signed-in layout, and leaves the entry alone', () => {
    const plan = planChunks(
      [
        chunk('entry', { isEntry: true, imports: ['react'] }),
        chunk('react'),
        route('layouts/app'),
        route('layouts/signed-in'),
        route('routes/dashboard', ['chart', 'react']),
        route('routes/goals', ['chart']),
        route('routes/wallet'),
        chunk('chart'),
      ],
      tree,
      options,
      idOf,
    );
    expect(plan['src/chart']).toBe('signed-in');
    expect(plan['routes/dashboard']).toBe('dashboard');
    expect(plan['src/react']).toBeUndefined();
  });

  it('keeps a large chunk that few pages under the common layout use as a file of its own', () => {
    const plan = planChunks(
      [
        route('layouts/app'),
        route('layouts/signed-in'),
        route('routes/goals', ['zod']),
        route('routes/admin-home', ['zod']),
        chunk('zod', { size: 40_000 }),
      ],
      tree,
      options,
      idOf,
    );
    // The app layout is above 4 pages, of which 2 use it.
    expect(plan['src/zod']).toBe('app');
    const sparse = planChunks(
      [
        route('routes/goals', ['zod']),
        route('routes/terms', ['zod']),
        chunk('zod', { size: 40_000 }),
      ],
      tree,
      options,
      idOf,
    );
    expect(sparse['src/zod']).toBeUndefined();
  });

  it('moves a small shared chunk up only if what it imports is loaded there too', () => {
    const plan = planChunks(
      [
        route('routes/dashboard', ['form']),
        route('routes/terms', ['form']),
        chunk('form', { size: 300, imports: ['zod'] }),
        chunk('zod', { size: 40_000 }),
      ],
      tree,
      options,
      idOf,
    );
    // Moving the small form helper to the top would carry zod to every page.
    expect(plan['src/form']).toBeUndefined();
  });

  it('leaves code that only on-demand chunks use where the bundler put it', () => {
    const plan = planChunks(
      [
        route('routes/dashboard'),
        chunk('dialog', { imports: ['dialog-lib'] }),
        chunk('dialog-lib', { size: 200 }),
      ],
      tree,
      options,
      idOf,
    );
    expect(plan).not.toHaveProperty('src/dialog');
    expect(plan).not.toHaveProperty('src/dialog-lib');
  });

  it('moves a chunk up when the bytes it adds to the pages that do not use it stay small', () => {
    const chunks = [
      route('layouts/app'),
      route('layouts/signed-in'),
      route('routes/dashboard', ['chart']),
      route('routes/goals'),
      route('routes/wallet', ['chart']),
      chunk('chart', { size: 3_000 }),
    ];
    // Two of three pages use it: moved at a share of 0.5 already; at 0.9 only the idle bytes
    // decide (3,000 bytes × one page that does not use it).
    const strict = { ...options, minShare: 0.9 };
    expect(planChunks(chunks, tree, { ...strict, idleBytes: 3_000 }, idOf)['src/chart']).toBe(
      'signed-in',
    );
    expect(
      planChunks(chunks, tree, { ...strict, idleBytes: 2_999 }, idOf)['src/chart'],
    ).toBeUndefined();
  });

  it("places code an investor's page shares with the staff area by the investor's pages alone", () => {
    const chunks = [
      route('layouts/app'),
      route('layouts/signed-in'),
      route('layouts/admin'),
      route('routes/dashboard', ['theo-values']),
      route('routes/goals'),
      route('routes/wallet'),
      route('routes/admin-home', ['theo-values']),
      chunk('theo-values', { size: 500 }),
    ];
    expect(planChunks(chunks, tree, options, idOf)['src/theo-values']).toBe('app');
    expect(
      planChunks(chunks, tree, { ...options, secondaryArea: 'layouts/admin' }, idOf)[
        'src/theo-values'
      ],
    ).toBe('dashboard');
  });

  // Whatever the graph: a moved chunk goes to a node above every page that loads it (but the
  // staff area's, which may load more), and what it imports is loaded at that node, so no
  // investor's page loads code of a branch it is not in.
  it('never makes a page load what none of the pages above or below it use', () => {
    const nodes = [
      'layouts/public',
      'routes/terms',
      'layouts/app',
      'layouts/signed-in',
      'routes/dashboard',
      'routes/goals',
      'routes/wallet',
      'layouts/admin',
      'routes/admin-home',
    ];
    const parent: Record<string, string> = {
      'layouts/public': '',
      'routes/terms': 'layouts/public',
      'layouts/app': '',
      'layouts/signed-in': 'layouts/app',
      'routes/dashboard': 'layouts/signed-in',
      'routes/goals': 'layouts/signed-in',
      'routes/wallet': 'layouts/signed-in',
      'layouts/admin': 'layouts/app',
      'routes/admin-home': 'layouts/admin',
    };
    const above = (n: string): string[] => (n ? [n, ...above(parent[n] ?? '')] : ['']);
    const graph = fc.record({
      shared: fc.array(
        fc.record({
          size: fc.integer({ min: 100, max: 50_000 }),
          deps: fc.array(fc.nat(7), { maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      uses: fc.array(fc.array(fc.nat(7), { maxLength: 4 }), {
        minLength: nodes.length,
        maxLength: nodes.length,
      }),
    });
    fc.assert(
      fc.property(graph, ({ shared, uses }) => {
        const names = shared.map((_, i) => `s${i}`);
        const chunks: BuiltChunk[] = [
          ...nodes.map((module, i) =>
            route(module, [
              ...new Set((uses[i] ?? []).filter((u) => u < names.length).map((u) => `s${u}`)),
            ]),
          ),
          // A shared chunk imports only later ones: the graph has no cycles.
          ...shared.map((s, i) =>
            chunk(`s${i}`, {
              size: s.size,
              imports: [
                ...new Set(s.deps.filter((d) => d > i && d < names.length).map((d) => `s${d}`)),
              ],
            }),
          ),
        ];
        const plan = planChunks(
          chunks,
          tree,
          { ...options, idleBytes: 20_000, secondaryArea: 'layouts/admin' },
          idOf,
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const i of byFile.get(file)?.imports ?? []) closure(i, seen);
          return seen;
        };
        const placeNode = (group: string) => nodes.find((n) => n.endsWith(`/${group}`)) ?? '';
        for (const c of chunks) {
          const group = plan[c.moduleIds[0] ?? ''];
          if (group === undefined) continue;
          const place = placeNode(group);
          for (const user of nodes) {
            if (above(user).includes('layouts/admin')) continue;
            if (closure(user).has(c.fileName)) expect(above(user)).toContain(place);
          }
          for (const imported of c.imports) {
            const importedGroup = plan[`src/${imported}`];
            expect(importedGroup).toBeDefined();
            expect(above(place)).toContain(placeNode(importedGroup as string));
          }
        }
      }),
    );
  });
});
