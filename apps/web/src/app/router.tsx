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
        // Everything that talks to the API hangs under the `app` layout, which brings the
        // data-fetching, toast and tooltip providers with it.
        id: 'app',
        lazy: () => import('./layouts/app-layout'),
        children: [
          {
            // Sign-in and recovery: one focused card, no site navigation.
            id: 'auth',
            lazy: () => import('./layouts/auth-layout'),
            children: [
              { path: 'entrar', lazy: () => import('./routes/sign-in') },
              { path: 'esqueci-senha', lazy: () => import('./routes/forgot-password') },
              { path: 'redefinir-senha', lazy: () => import('./routes/reset-password') },
              { path: 'unauthorized', lazy: () => import('./routes/unauthorized') },
              { path: 'sair', lazy: () => import('./routes/sign-out') },
              { path: 'admin/login', lazy: () => import('./routes/admin-login') },
            ],
          },
          {
            // The five-step wizard: public until its last step, in a focused frame of its own.
            path: 'onboarding',
            lazy: () => import('./routes/onboarding'),
          },
          {
            // Signed-in pages in the site's chrome (header with the person's name, footer).
            id: 'signed-in',
            lazy: () => import('./layouts/signed-in-layout'),
            children: [
              { path: 'conta', lazy: () => import('./routes/account') },
              { path: 'conta/assinatura', lazy: () => import('./routes/account-subscription') },
              { path: 'meus-dados', lazy: () => import('./routes/my-data') },
              { path: 'billing', lazy: () => import('./routes/billing') },
              { path: 'billing/demo/:id', lazy: () => import('./routes/billing-demo') },
              { path: 'conquistas', lazy: () => import('./routes/conquistas') },
              { path: 'academia', lazy: () => import('./routes/academia') },
              { path: 'academia/:moduleId', lazy: () => import('./routes/academia-module') },
              {
                path: 'academia/:moduleId/:lessonId',
                lazy: () => import('./routes/academia-lesson'),
              },
              { path: 'perfil', lazy: () => import('./routes/profile') },
              { path: 'objetivos', lazy: () => import('./routes/goals') },
              { path: 'dashboard', lazy: () => import('./routes/dashboard') },
              { path: 'carteira', lazy: () => import('./routes/carteira') },
              { path: 'corretoras', lazy: () => import('./routes/corretoras') },
              { path: 'cashback', lazy: () => import('./routes/cashback') },
              { path: 'cashback/extrato', lazy: () => import('./routes/cashback-statement') },
              { path: 'theo', lazy: () => import('./routes/theo') },
              { path: 'research', lazy: () => import('./routes/research') },
            ],
          },
          {
            // The staff area, guarded by the admin route table (docs/product.md §2), lazily.
            id: 'admin',
            path: 'admin',
            lazy: () => import('./layouts/admin-layout'),
            children: [
              { index: true, lazy: () => import('./routes/admin-home') },
              { path: '2fa', lazy: () => import('./routes/admin-two-factor') },
              { path: 'cashback', lazy: () => import('./routes/admin-cashback') },
              { path: 'atendimento', lazy: () => import('./routes/admin-atendimento') },
              { path: 'theo', lazy: () => import('./routes/admin-theo') },
              { path: 'research', lazy: () => import('./routes/admin-research') },
              { path: 'privacidade', lazy: () => import('./routes/admin-privacy') },
              { path: 'usuarios', lazy: () => import('./routes/admin-users') },
              { path: 'logs', lazy: () => import('./routes/admin-logs') },
              { path: 'consultores', lazy: () => import('./routes/admin-consultants') },
              { path: 'objetivos', lazy: () => import('./routes/admin-goals') },
              { path: 'carteiras', lazy: () => import('./routes/admin-portfolios') },
              { path: 'security', lazy: () => import('./routes/admin-security') },
              // Any other address under /admin: the guard still refuses a role the admin route
              // table does not allow, and an allowed one sees "not found".
              { path: '*', lazy: () => import('./routes/admin-not-found') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
