import {
  createBrowserRouter,
  type HydrationState,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router';
import { BootFallback, RootLayout } from './layouts/root-layout';
import { RouteErrorFallback } from '@/components/error-fallback';

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
    children: [
      {
        ...lazyRoute('layouts/public-layout'),
        children: [
          { index: true, ...lazyRoute('routes/landing') },
          { path: 'termos', ...lazyRoute('routes/terms') },
          { path: 'privacidade', ...lazyRoute('routes/privacy') },
          { path: 'planos', ...lazyRoute('routes/plans') },
        ],
      },
      {
        // Everything that talks to the API hangs under the `app` layout, which brings the
        // data-fetching, toast and tooltip providers with it.
        ...lazyRoute('layouts/app-layout'),
        children: [
          {
            // Sign-in and recovery: one focused card, no site navigation.
            ...lazyRoute('layouts/auth-layout'),
            children: [
              { path: 'entrar', ...lazyRoute('routes/sign-in') },
              { path: 'esqueci-senha', ...lazyRoute('routes/forgot-password') },
              { path: 'redefinir-senha', ...lazyRoute('routes/reset-password') },
              { path: 'unauthorized', ...lazyRoute('routes/unauthorized') },
              { path: 'sair', ...lazyRoute('routes/sign-out') },
              { path: 'admin/login', ...lazyRoute('routes/admin-login') },
            ],
          },
          {
            // The five-step wizard: public until its last step, in a focused frame of its own.
            path: 'onboarding',
            ...lazyRoute('routes/onboarding'),
          },
          {
            // Signed-in pages in the site's chrome (header with the person's name, footer).
            ...lazyRoute('layouts/signed-in-layout'),
            children: [
              { path: 'conta', ...lazyRoute('routes/account') },
              { path: 'conta/assinatura', ...lazyRoute('routes/account-subscription') },
              { path: 'meus-dados', ...lazyRoute('routes/my-data') },
              { path: 'billing', ...lazyRoute('routes/billing') },
              { path: 'billing/demo/:id', ...lazyRoute('routes/billing-demo') },
              { path: 'conquistas', ...lazyRoute('routes/conquistas') },
              { path: 'academia', ...lazyRoute('routes/academia') },
              { path: 'academia/:moduleId', ...lazyRoute('routes/academia-module') },
              {
                path: 'academia/:moduleId/:lessonId',
                ...lazyRoute('routes/academia-lesson'),
              },
              { path: 'perfil', ...lazyRoute('routes/profile') },
              { path: 'objetivos', ...lazyRoute('routes/goals') },
              { path: 'dashboard', ...lazyRoute('routes/dashboard') },
              { path: 'carteira', ...lazyRoute('routes/carteira') },
              { path: 'carteira/proventos', ...lazyRoute('routes/carteira-proventos') },
              { path: 'carteira/ir', ...lazyRoute('routes/carteira-ir') },
              { path: 'corretoras', ...lazyRoute('routes/corretoras') },
              { path: 'cashback', ...lazyRoute('routes/cashback') },
              { path: 'cashback/extrato', ...lazyRoute('routes/cashback-statement') },
              { path: 'theo', ...lazyRoute('routes/theo') },
              { path: 'research', ...lazyRoute('routes/research') },
            ],
          },
          {
            // The staff area, guarded by the admin route table (docs/product.md §2), lazily.
            path: 'admin',
            ...lazyRoute('layouts/admin-layout'),
            children: [
              { index: true, ...lazyRoute('routes/admin-home') },
              { path: '2fa', ...lazyRoute('routes/admin-two-factor') },
              { path: 'cashback', ...lazyRoute('routes/admin-cashback') },
              { path: 'atendimento', ...lazyRoute('routes/admin-atendimento') },
              { path: 'theo', ...lazyRoute('routes/admin-theo') },
              { path: 'research', ...lazyRoute('routes/admin-research') },
              { path: 'privacidade', ...lazyRoute('routes/admin-privacy') },
              { path: 'usuarios', ...lazyRoute('routes/admin-users') },
              { path: 'logs', ...lazyRoute('routes/admin-logs') },
              { path: 'consultores', ...lazyRoute('routes/admin-consultants') },
              { path: 'objetivos', ...lazyRoute('routes/admin-goals') },
              { path: 'carteiras', ...lazyRoute('routes/admin-portfolios') },
              { path: 'security', ...lazyRoute('routes/admin-security') },
              { path: 'ativos', ...lazyRoute('routes/admin-securities') },
              // Any other address under /admin: the guard still refuses a role the admin route
              // table does not allow, and an allowed one sees "not found".
              { path: '*', ...lazyRoute('routes/admin-not-found') },
            ],
          },
        ],
      },
      { path: '*', ...lazyRoute('routes/not-found') },
    ],
  },
];

/** The browser's router; a server-rendered page passes what its markup was rendered with. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
