import { use, type ComponentType } from 'react';
import {
  matchRoutes,
  renderMatches,
  useLocation,
  type Params,
  type RouteObject,
} from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { routeTree, type RouteNode } from './route-tree';

/** What a page or layout module under app/ exports. */
export interface RouteModule {
  Component: ComponentType;
  /** What the server renderer reads before rendering (app/page-handle.ts). */
  handle?: unknown;
}

/** Every page and layout module below the root, each its own chunk. */
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  './layouts/*.tsx',
  '!./layouts/root-layout.tsx',
]);

const imports = new Map<string, Promise<RouteModule>>();

/**
 * The module `id` names (app/<id>.tsx), imported once. The promise is marked settled the way
 * React's `use` reads it (`status`, `value` or `reason`): once loaded, a page renders at once, in
 * the browser's first render as in the server's, instead of suspending for a tick; once failed,
 * it throws at once to the error page. (A failed import left pending-looking would make every
 * render start a new import and suspend again, without end.)
 */
function importRouteModule(id: string): Promise<RouteModule> {
  const known = imports.get(id);
  if (known) return known;
  const load = routeModules[`./${id}.tsx`];
  if (!load) throw new Error(`Módulo de rota inexistente: app/${id}.tsx`);
  const tracked = load().then(
    (module) => {
      Object.assign(tracked, { status: 'fulfilled', value: module });
      return module;
    },
    (error: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason: error });
      throw error;
    },
  );
  imports.set(id, tracked);
  return tracked;
}

function RouteModuleElement({ id }: { id: string }) {
  const { Component } = use(importRouteModule(id));
  return <Component />;
}

/**
 * The route objects: each page and layout below the root is lazy, and its id is its module
 * ('routes/dashboard' is app/routes/dashboard.tsx). The server renderer reads the ids of the
 * matched routes to preload exactly their chunks (docs/decisions/026-server-rendered-pages.md).
 */
export const routes: RouteObject[] = [
  { id: 'root', element: <RootLayout />, children: routeTree.map(toRouteObject) },
];

function toRouteObject({ module, children, ...where }: RouteNode): RouteObject {
  return {
    ...where,
    id: module,
    element: <RouteModuleElement id={module} />,
    ...(children ? { children: children.map(toRouteObject) } : {}),
  } as RouteObject;
}

/** Addresses whose matches are kept: the pages a person or a server visits again and again. */
const MATCHES_KEPT = 100;
type RouteMatches = NonNullable<ReturnType<typeof matchRoutes>>;
const matchesByPathname = new Map<string, RouteMatches | null>();

/**
 * The routes `pathname` renders, remembered per address: matching flattens, ranks and compiles
 * every route's path anew each time, which was 4 % of a server-rendered page's time and then,
 * done again by `useRoutes` in the render, 5 % more (BENCHMARKS.md, 2026-11-29).
 */
export function matchesOf(pathname: string): RouteMatches | null {
  let matches = matchesByPathname.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, pathname)?.map(asRendered) ?? null;
    if (matchesByPathname.size >= MATCHES_KEPT) {
      const oldest = matchesByPathname.keys().next().value;
      if (oldest !== undefined) matchesByPathname.delete(oldest);
    }
    matchesByPathname.set(pathname, matches);
  }
  return matches;
}

/**
 * A match as `useRoutes` renders it at the top of the tree: `matchRoutes` decodes the address,
 * and the matched part goes back encoded, as the browser's and the server's routers encode it
 * (`%`, `?` and `#` first, so that the URL parser keeps them in the path).
 */
function asRendered<T extends RouteMatches[number]>(match: T): T {
  const encoded = (path: string) =>
    new URL(
      path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'),
      'http://localhost',
    ).pathname;
  return {
    ...match,
    pathname: encoded(match.pathname),
    pathnameBase: match.pathnameBase === '/' ? '/' : encoded(match.pathnameBase),
  };
}

export interface LoadedRoute {
  id: string;
  module: RouteModule;
  params: Params;
}

/**
 * Loads every module that `pathname` renders, in parallel (a layout and its page never one after
 * the other), outermost first. A navigation calls it first, so an import that failed before is
 * tried again here (never from a render).
 */
export function loadRouteModules(pathname: string): Promise<LoadedRoute[]> {
  const matches = matchesOf(pathname) ?? [];
  for (const { route } of matches) {
    const known = route.id === undefined ? undefined : imports.get(route.id);
    if (known && (known as { status?: string }).status === 'rejected')
      imports.delete(route.id ?? '');
  }
  return Promise.all(
    matches
      .filter(({ route }) => route.id !== 'root')
      .map(async ({ route, params }) => {
        const id = route.id ?? '';
        return { id, module: await importRouteModule(id), params };
      }),
  );
}

/**
 * The page at the router's location (the root layout catches what a page throws): what
 * `useRoutes(routes)` renders, from the matches kept per address instead of matched again.
 */
export function AppRoutes() {
  return renderMatches(matchesOf(useLocation().pathname));
}
