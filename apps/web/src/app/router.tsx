import { createBrowserRouter, type RouteObject } from 'react-router';
import { BootFallback, RootLayout } from './layouts/root-layout';
import { RouteErrorFallback } from '@/components/error-fallback';

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
    children: [
      {
        id: 'public',
        lazy: () => import('./layouts/public-layout'),
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          { path: 'termos', lazy: () => import('./routes/terms') },
          { path: 'privacidade', lazy: () => import('./routes/privacy') },
        ],
      },
      {
        // Signed-in areas (dashboard, carteira, onboarding, admin…) arrive here with their
        // capabilities. A layout route without children matches nothing, so it costs nothing.
        id: 'app',
        lazy: () => import('./layouts/app-layout'),
        children: [],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
