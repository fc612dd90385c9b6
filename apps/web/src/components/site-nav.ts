/** Main navigation (docs/product.md §2 "Landing page"). */
export interface MainNavItem {
  to: string;
  label: string;
  /** docs/product.md §2 highlights the active entry only for dashboard, carteira and cashback. */
  highlightActive: boolean;
}

export const MAIN_NAV: readonly MainNavItem[] = [
  { to: '/dashboard', label: 'Dashboard', highlightActive: true },
  { to: '/carteira', label: 'Carteira', highlightActive: true },
  { to: '/cashback', label: 'Cashback', highlightActive: true },
  { to: '/academia', label: 'Educação', highlightActive: false },
  { to: '/theo', label: 'Consultor', highlightActive: false },
];

/**
 * "Entrar" goes to the investors' sign-in (docs/product.md §10: visitors sign in at /entrar); staff
 * reach /admin/login from there. The prototype sent it to /admin/login because only staff
 * had accounts.
 */
export const SIGN_IN_PATH = '/entrar';
export const GET_STARTED_PATH = '/onboarding';

export const CONTACT_EMAILS = {
  careers: 'carreiras@algoone.com.br',
  press: 'imprensa@algoone.com.br',
  contact: 'contato@algoone.com.br',
  dpo: 'dpo@algoone.com.br',
  ombudsman: 'ouvidoria@algoone.com.br',
} as const;
