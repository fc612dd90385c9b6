import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { routeTree, type RouteNode } from '../src/app/route-tree.ts';

/**
 * Fewer, larger chunks for first loads (docs/decisions/026-server-rendered-pages.md, addendum
 * "File count"). By default the bundler makes one chunk per distinct set of pages sharing code:
 * a signed-in page loaded about a hundred files, a waterfall of round trips on a phone.
 *
 * The browser build runs twice (scripts/build-client.mjs). The first build is the default one;
 * its chunks say exactly which pages load which code, after tree-shaking (a contract's barrel
 * makes every page look like a user of every contract before it). From them `planChunks` moves
 * the code that several pages share into the chunk of the nearest route node (layout) that all
 * of them sit under, when the pages under that node that would load it without needing it are
 * few, or the bytes it would add to them are. Code a page shares with the staff area is placed
 * by the investor pages alone. The second build places the modules by that plan.
 */

/** The module id of a route node: app/<module>.tsx. */
const APP_DIR = fileURLToPath(new URL('../src/app/', import.meta.url));
const moduleIdOf = (node: RouteNode) => `${APP_DIR}${node.module}.tsx`;
const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const routeModuleIds = new Set<string>();
const collectRouteModules = (nodes: readonly RouteNode[]) => {
  for (const node of nodes) {
    routeModuleIds.add(moduleIdOf(node));
    if (node.children) collectRouteModules(node.children);
  }
};
collectRouteModules(routeTree);

/** Above the top-level layouts. */
const TOP = '(top)';

/** What the plan reads of a built chunk. */
export interface BuiltChunk {
  readonly fileName: string;
  /** The route module this chunk is the entry of, if any. */
  readonly facadeModuleId: string | null;
  readonly isEntry: boolean;
  /** File names of the chunks it imports statically. */
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
  /** Bytes of code, minified. */
  readonly size: number;
}

export interface PlanOptions {
  /** A chunk this small is always moved up: its own round trip costs more than its bytes. */
  readonly smallBytes: number;
  /**
   * Otherwise moved up when the bytes it adds to the pages under the node that do not use it
   * (its size × their number) stay under this.
   */
  readonly idleBytes: number;
  /** Otherwise moved up when at least this share of the pages under the node use it. */
  readonly minShare: number;
  /**
   * The route node (its module) whose pages may load more than they use: code they share with
   * other pages is placed by the other pages alone. The staff area: lazy, staff only, on a
   * desktop (docs/decisions/022-admin-area.md), so an investor's page never pays for it.
   */
  readonly secondaryArea?: string;
}

/**
 * The best of the settings tried with `npm run bench:bundle` (BENCHMARKS.md, "2026-11-29,
 * afternoon"): `/dashboard` 149.1 KB gzip in 17 files, `/carteira` in 22 of its 25, and the other
 * signed-in pages about 5–9 KB lighter than under the previous rule (≤ 4 KB, or half the pages).
 */
export const DEFAULT_PLAN_OPTIONS: PlanOptions = {
  smallBytes: 1_000,
  idleBytes: 25_000,
  minShare: 0.5,
  secondaryArea: 'layouts/admin-layout',
};

/** Module id → group (chunk) name for the second build. */
export type ChunkPlan = Record<string, string>;

export function planChunks(
  chunks: readonly BuiltChunk[],
  tree: readonly RouteNode[] = routeTree,
  options: PlanOptions = DEFAULT_PLAN_OPTIONS,
  idOf: (node: RouteNode) => string = moduleIdOf,
): ChunkPlan {
  // The route tree: parent of each node, pages (leaves) under each node, a name per node.
  const parentOf = new Map<string, string>();
  const leavesUnder = new Map<string, number>([[TOP, 0]]);
  const nameOf = new Map<string, string>([[TOP, 'shared']]);
  let secondary: string | null = null;
  const walk = (nodes: readonly RouteNode[], parent: string): number => {
    let leaves = 0;
    for (const node of nodes) {
      const id = idOf(node);
      if (node.module === options.secondaryArea) secondary = id;
      parentOf.set(id, parent);
      nameOf.set(id, node.module.replace(/^(layouts|routes)\//, ''));
      const below = node.children ? walk(node.children, id) : 1;
      leavesUnder.set(id, below);
      leaves += below;
    }
    return leaves;
  };
  leavesUnder.set(TOP, walk(tree, TOP));

  const ancestors = (node: string): string[] => {
    const path = [node];
    for (let n = node; n !== TOP; n = parentOf.get(n) ?? TOP) path.push(parentOf.get(n) ?? TOP);
    return path;
  };
  const lowestCommon = (a: string, b: string): string => {
    const above = new Set(ancestors(a));
    return ancestors(b).find((n) => above.has(n)) ?? TOP;
  };

  // Which chunks each route node's own chunk loads at once (its static imports, transitively).
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const staticClosure = (start: BuiltChunk): Set<string> => {
    const seen = new Set<string>([start.fileName]);
    const queue = [start];
    while (queue.length > 0) {
      for (const file of (queue.pop() as BuiltChunk).imports) {
        const next = byFile.get(file);
        if (next && !seen.has(file)) {
          seen.add(file);
          queue.push(next);
        }
      }
    }
    return seen;
  };
  const loadedByEntry = new Set<string>();
  const usersOf = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    if (chunk.isEntry) for (const f of staticClosure(chunk)) loadedByEntry.add(f);
    if (!chunk.facadeModuleId || !parentOf.has(chunk.facadeModuleId)) continue;
    for (const f of staticClosure(chunk)) {
      const users = usersOf.get(f) ?? new Set<string>();
      users.add(chunk.facadeModuleId);
      usersOf.set(f, users);
    }
  }

  // Pages (leaves) whose first load includes the chunk.
  const leavesUsing = (users: Set<string>): number => {
    // A user that is a layout stands for every page under it.
    const counted = [...users].filter(
      (u) => ![...users].some((other) => other !== u && ancestors(u).includes(other)),
    );
    return counted.reduce((sum, u) => sum + (leavesUnder.get(u) ?? 1), 0);
  };

  // Where each chunk would go.
  const placeOf = new Map<string, string>();
  for (const chunk of chunks) {
    if (loadedByEntry.has(chunk.fileName)) continue;
    const users = usersOf.get(chunk.fileName);
    // Only code loaded on demand (a dialog, the chat panel) uses it: it stays as it is.
    if (!users || users.size === 0) continue;
    const primary = [...users].filter(
      (u) => secondary === null || !ancestors(u).includes(secondary),
    );
    const placedBy = primary.length > 0 ? primary : [...users];
    const place = placedBy.reduce(lowestCommon);
    const routeChunk = chunk.facadeModuleId !== null && chunk.facadeModuleId === place;
    const pagesThere = leavesUnder.get(place) ?? 1;
    const idlePages = pagesThere - leavesUsing(new Set(placedBy));
    const worthIt =
      routeChunk ||
      chunk.size <= options.smallBytes ||
      chunk.size * idlePages <= options.idleBytes ||
      leavesUsing(new Set(placedBy)) >= options.minShare * pagesThere;
    if (worthIt) placeOf.set(chunk.fileName, place);
  }
  // A chunk moved to a node brings its imports to every page under it: it moves only if each
  // import is loaded there anyway (by the entry, or moved to that node or above it).
  for (let changed = true; changed;) {
    changed = false;
    for (const [file, place] of placeOf) {
      const above = new Set(ancestors(place));
      const ready = (byFile.get(file)?.imports ?? []).every((imported) => {
        if (loadedByEntry.has(imported)) return true;
        const importedPlace = placeOf.get(imported);
        return importedPlace !== undefined && above.has(importedPlace);
      });
      if (!ready) {
        placeOf.delete(file);
        changed = true;
      }
    }
  }

  const plan: ChunkPlan = {};
  for (const [file, place] of placeOf) {
    for (const id of byFile.get(file)?.moduleIds ?? []) plan[id] = nameOf.get(place) ?? 'shared';
  }
  return plan;
}

/**
 * The first build writes its plan to `planFile`; the second places modules by it. Without
 * ROUTE_CHUNKS_PLAN (the dev server, a plain `vite build`) the bundler's default applies.
 */
export function routeChunks(): { plugins: Plugin[]; groups: Rolldown.CodeSplittingGroup[] } {
  const planFile = process.env.ROUTE_CHUNKS_PLAN;
  const pass = process.env.ROUTE_CHUNKS_PASS;
  if (!planFile) return { plugins: [], groups: [] };
  if (pass === 'plan') {
    return {
      plugins: [
        {
          name: 'algoone:route-chunks-plan',
          apply: 'build',
          generateBundle(_options, bundle) {
            const chunks: BuiltChunk[] = [];
            for (const output of Object.values(bundle)) {
              if (output.type !== 'chunk') continue;
              chunks.push({
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                isEntry: output.isEntry,
                imports: output.imports,
                moduleIds: output.moduleIds,
                size: output.code.length,
              });
            }
            writeFileSync(planFile, JSON.stringify(planChunks(chunks)));
          },
        },
      ],
      groups: [],
    };
  }
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as ChunkPlan;
  return {
    plugins: [
      {
        // The server preloads a page's chunks by its route modules' keys in Vite's manifest
        // (docs/decisions/026-server-rendered-pages.md); a route module inside a group chunk has
        // no key of its own there, so it gets one: a copy of its chunk's entry.
        name: 'algoone:route-chunks-manifest',
        apply: 'build',
        writeBundle(options, bundle) {
          const manifestFile = join(options.dir ?? '', '.vite/manifest.json');
          const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
            string,
            { file: string }
          >;
          const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            for (const id of output.moduleIds) {
              if (!routeModuleIds.has(id)) continue;
              const key = relative(WEB_ROOT, id);
              const entry = byFile.get(output.fileName);
              if (!manifest[key] && entry) manifest[key] = entry;
            }
          }
          writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
        },
      },
    ],
    groups: [
      {
        debugName: 'route tree',
        name: (id) => plan[id] ?? null,
        // The plan already names every module it moves; a module's imports are placed by
        // their own entries (pulling them along would carry one page's code into another's).
        includeDependenciesRecursively: false,
      },
    ],
  };
}
