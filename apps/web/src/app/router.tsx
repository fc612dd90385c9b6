import { use, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import { AppErrorBoundary } from '@/components/app-error-boundary';
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
 * The module `id` names (app/<id>.tsx), imported once; a failed import is tried again later.
 * The promise is marked settled the way React's `use` reads it (`status`, `value`): once loaded,
 * a page renders at once, in the browser's first render as in the server's, instead of
 * suspending for a tick.
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
      imports.delete(id);
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

export interface LoadedRoute {
  id: string;
  module: RouteModule;
  params: Params;
}

/**
 * Loads every module that `pathname` renders, in parallel (a layout and its page never one after
 * the other), outermost first.
 */
export function loadRouteModules(pathname: string): Promise<LoadedRoute[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
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
 * The page at the router's location. An error while rendering a page (or loading its code)
 * shows the error page, and leaving for another address tries again.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <AppErrorBoundary resetKey={pathname}>{element}</AppErrorBoundary>;
}
