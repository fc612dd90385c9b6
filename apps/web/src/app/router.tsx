import {
  createBrowserRouter,
  type HydrationState,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router';
import { BootFallback, RootLayout } from './layouts/root-layout';
import { RouteErrorFallback } from '@/components/error-fallback';
import { routeTree, type RouteNode } from './route-tree';

/** Every page and layout module below the root, each its own chunk. */
const routeModules = import.meta.glob<Awaited<ReturnType<LazyRouteFunction<RouteObject>>>>([
  './routes/*.tsx',
  './layouts/*.tsx',
  '!./layouts/root-layout.tsx',
]);

/**
 * A lazy route whose id is its module ('routes/dashboard' is app/routes/dashboard.tsx). The
 * server renderer reads the ids of the matched routes to preload exactly their chunks
 * (docs/decisions/026-server-rendered-pages.md).
 */
function lazyRoute(module: string): Pick<RouteObject, 'id' | 'lazy'> {
  const load = routeModules[`./${module}.tsx`];
  if (!load) throw new Error(`Módulo de rota inexistente: app/${module}.tsx`);
  return { id: module, lazy: load };
}

// Every page and every layout below the root is lazy: the landing page downloads only
// the shell, the public layout and its own chunk. Signed-in areas hang under the `app`
// layout, which brings the data-fetching, toast and tooltip providers with it.
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    // The first paint waits for the lazy chunks of the matched routes (a few kB, fetched in
    // parallel); an empty page avoids a flash of loading UI before them.
    HydrateFallback: BootFallback,
    children: routeTree.map(toRouteObject),
  },
];

function toRouteObject({ module, children, ...where }: RouteNode): RouteObject {
  return {
    ...where,
    ...lazyRoute(module),
    ...(children ? { children: children.map(toRouteObject) } : {}),
  } as RouteObject;
}

/** The browser's router; a server-rendered page passes what its markup was rendered with. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
