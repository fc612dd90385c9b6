import type { Role } from '@algoone/contracts';

/** Where each part of the accounts flow lives. One place, so links and redirects agree. */
export const AUTH_PATHS = {
  signIn: '/entrar',
  staffSignIn: '/admin/login',
  forgotPassword: '/esqueci-senha',
  resetPassword: '/redefinir-senha',
  signOut: '/sair',
  account: '/conta',
  unauthorized: '/unauthorized',
  adminHome: '/admin',
  adminTwoFactor: '/admin/2fa',
  getStarted: '/onboarding',
} as const;

/** Where an investor lands after signing in when no page was asked for. */
export const INVESTOR_HOME_PATH: string = '/dashboard';

/** The default page after signing in, by role. */
export function homePathFor(role: Role): string {
  return role === 'investor' ? INVESTOR_HOME_PATH : AUTH_PATHS.adminHome;
}

/** Whether a path belongs to the staff area (which has its own sign-in page). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The sign-in page for whoever tries to open `pathname`. */
export function signInPathFor(pathname: string): string {
  return isAdminPath(pathname) ? AUTH_PATHS.staffSignIn : AUTH_PATHS.signIn;
}

/**
 * A `?next=` value we are willing to navigate to: a path on this site, never another origin
 * ("//evil.example", "/\\evil.example", "https://…") and, unless allowed, never back into a
 * sign-in page.
 */
export function safeNextPath(
  raw: string | null | undefined,
  options: { allowSignInPages?: boolean } = {},
): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://algoone.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://algoone.invalid') return null;
  const path = url.pathname;
  const signInPages: string[] = [AUTH_PATHS.signIn, AUTH_PATHS.staffSignIn, AUTH_PATHS.signOut];
  if (!options.allowSignInPages && signInPages.includes(path.replace(/\/+$/, '') || '/')) {
    return null;
  }
  return `${path}${url.search}${url.hash}`;
}

/** `path?next=<where>`, keeping any query `path` already has. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(safe)}`;
}
