/**
 * Page titles by path: the one place breadcrumbs (docs/product.md §2) and document titles
 * read from. Paths are absolute and have no trailing slash.
 */
export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Início',
  '/dashboard': 'Dashboard',
  '/carteira': 'Minha Carteira',
  '/carteira/proventos': 'Proventos',
  '/carteira/ir': 'Resumo para o IR',
  '/objetivos': 'Objetivos',
  '/cashback': 'Cashback',
  '/cashback/extrato': 'Extrato',
  '/research': 'Research',
  '/academia': 'Academia',
  '/planos': 'Planos',
  '/billing': 'Planos',
  '/billing/demo': 'Pagamento de demonstração',
  '/conquistas': 'Conquistas',
  '/theo': 'Theo',
  '/admin': 'Admin',
  '/admin/usuarios': 'Usuários',
  '/admin/carteiras': 'Carteiras',
  '/admin/objetivos': 'Objetivos',
  '/admin/cashback': 'Cashback',
  '/admin/consultores': 'Consultores',
  '/admin/logs': 'Logs',
  '/admin/security': 'Segurança',
  '/admin/atendimento': 'Atendimento',
  '/admin/theo': 'Theo',
  '/admin/research': 'Research',
  '/admin/privacidade': 'Privacidade',
  '/admin/2fa': 'Verificação em duas etapas',
  '/corretoras': 'Corretoras',
  '/conta': 'Minha conta',
  '/conta/assinatura': 'Minha assinatura',
  '/meus-dados': 'Meus dados',
  '/perfil': 'Perfil de investidor',
  '/onboarding': 'Onboarding',
  '/termos': 'Termos de Uso',
  '/privacidade': 'Política de Privacidade',
};

/** Paths (and everything under them) that never show breadcrumbs. */
const WITHOUT_BREADCRUMBS = ['/', '/onboarding'];

export interface Crumb {
  path: string;
  title: string;
}

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function routeTitle(pathname: string): string | undefined {
  return ROUTE_TITLES[normalizePath(pathname)];
}

/**
 * The trail for a path: "Início" first, then every ancestor that has a title. Segments
 * without a title (ids, unknown pages) are skipped. Empty where breadcrumbs are not shown.
 */
export function resolveBreadcrumbs(pathname: string): Crumb[] {
  const path = normalizePath(pathname);
  const hidden = WITHOUT_BREADCRUMBS.some((p) =>
    p === '/' ? path === '/' : path === p || path.startsWith(`${p}/`),
  );
  if (hidden) return [];

  const crumbs: Crumb[] = [{ path: '/', title: ROUTE_TITLES['/'] ?? 'Início' }];
  let current = '';
  for (const segment of path.split('/').filter(Boolean)) {
    current += `/${segment}`;
    const title = ROUTE_TITLES[current];
    if (title) crumbs.push({ path: current, title });
  }
  return crumbs.length > 1 ? crumbs : [];
}
