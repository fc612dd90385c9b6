/**
 * The pages below the root layout, as data: each node names its module (`layouts/…` or
 * `routes/…` under app/), which is loaded lazily and is its own chunk. The router builds its
 * route objects from it, and the build groups shared code by it (scripts/route-chunks.ts): a
 * module shared by several pages goes into the chunk of the nearest layout all of them sit
 * under. This file imports nothing so that the build can read it.
 */
export interface RouteNode {
  /** app/<module>.tsx */
  readonly module: string;
  readonly path?: string;
  readonly index?: true;
  readonly children?: readonly RouteNode[];
}

export const routeTree: readonly RouteNode[] = [
  {
    module: 'layouts/public-layout',
    children: [
      { index: true, module: 'routes/landing' },
      { path: 'termos', module: 'routes/terms' },
      { path: 'privacidade', module: 'routes/privacy' },
      { path: 'planos', module: 'routes/plans' },
    ],
  },
  {
    // Everything that talks to the API hangs under the `app` layout, which brings the
    // data-fetching and toast providers with it.
    module: 'layouts/app-layout',
    children: [
      {
        // Sign-in and recovery: one focused card, no site navigation.
        module: 'layouts/auth-layout',
        children: [
          { path: 'entrar', module: 'routes/sign-in' },
          { path: 'esqueci-senha', module: 'routes/forgot-password' },
          { path: 'redefinir-senha', module: 'routes/reset-password' },
          { path: 'unauthorized', module: 'routes/unauthorized' },
          { path: 'sair', module: 'routes/sign-out' },
          { path: 'admin/login', module: 'routes/admin-login' },
        ],
      },
      {
        // The five-step wizard: public until its last step, in a focused frame of its own.
        path: 'onboarding',
        module: 'routes/onboarding',
      },
      {
        // Signed-in pages in the site's chrome (header with the person's name, footer).
        module: 'layouts/signed-in-layout',
        children: [
          { path: 'conta', module: 'routes/account' },
          { path: 'conta/assinatura', module: 'routes/account-subscription' },
          { path: 'meus-dados', module: 'routes/my-data' },
          { path: 'billing', module: 'routes/billing' },
          { path: 'billing/demo/:id', module: 'routes/billing-demo' },
          { path: 'conquistas', module: 'routes/conquistas' },
          { path: 'academia', module: 'routes/academia' },
          { path: 'academia/:moduleId', module: 'routes/academia-module' },
          {
            path: 'academia/:moduleId/:lessonId',
            module: 'routes/academia-lesson',
          },
          { path: 'perfil', module: 'routes/profile' },
          { path: 'objetivos', module: 'routes/goals' },
          { path: 'dashboard', module: 'routes/dashboard' },
          { path: 'carteira', module: 'routes/carteira' },
          { path: 'carteira/proventos', module: 'routes/carteira-proventos' },
          { path: 'carteira/ir', module: 'routes/carteira-ir' },
          { path: 'corretoras', module: 'routes/corretoras' },
          { path: 'cashback', module: 'routes/cashback' },
          { path: 'cashback/extrato', module: 'routes/cashback-statement' },
          { path: 'theo', module: 'routes/theo' },
          { path: 'research', module: 'routes/research' },
        ],
      },
      {
        // The staff area, guarded by the admin route table (docs/product.md §2), lazily.
        path: 'admin',
        module: 'layouts/admin-layout',
        children: [
          { index: true, module: 'routes/admin-home' },
          { path: '2fa', module: 'routes/admin-two-factor' },
          { path: 'cashback', module: 'routes/admin-cashback' },
          { path: 'atendimento', module: 'routes/admin-atendimento' },
          { path: 'theo', module: 'routes/admin-theo' },
          { path: 'research', module: 'routes/admin-research' },
          { path: 'privacidade', module: 'routes/admin-privacy' },
          { path: 'usuarios', module: 'routes/admin-users' },
          { path: 'logs', module: 'routes/admin-logs' },
          { path: 'consultores', module: 'routes/admin-consultants' },
          { path: 'objetivos', module: 'routes/admin-goals' },
          { path: 'carteiras', module: 'routes/admin-portfolios' },
          { path: 'security', module: 'routes/admin-security' },
          { path: 'ativos', module: 'routes/admin-securities' },
          // Any other address under /admin: the guard still refuses a role the admin route
          // table does not allow, and an allowed one sees "not found".
          { path: '*', module: 'routes/admin-not-found' },
        ],
      },
    ],
  },
  { path: '*', module: 'routes/not-found' },
];
