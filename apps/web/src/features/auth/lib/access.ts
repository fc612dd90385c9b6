import { ADMIN_ROUTE_PERMISSIONS, can, type Permission, type TMe } from '@algoone/contracts';
import { AUTH_PATHS, signInPathFor, withNext } from '@/lib/auth-paths';
import { normalizePath } from '@/lib/route-titles';

/**
 * The permission an admin-area page needs, from docs/product.md §2 (ADMIN_ROUTE_PERMISSIONS): the
 * longest listed prefix wins, so /admin/usuarios/42 needs what /admin/usuarios needs. Any
 * other /admin page needs at least the staff dashboard's permission.
 */
export function adminPermissionFor(pathname: string): Permission {
  const path = normalizePath(pathname);
  let best: { prefix: string; permission: Permission } | null = null;
  for (const [prefix, permission] of Object.entries(ADMIN_ROUTE_PERMISSIONS)) {
    const matches = path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.prefix.length)) best = { prefix, permission };
  }
  return best?.permission ?? 'adminDashboard';
}

export interface AccessRule {
  /** The permission the page needs; a function reads it from the path (the admin table). */
  permission: Permission | ((pathname: string) => Permission);
  /**
   * Send a role that must enrol two-factor (admins) to the enrolment page first. The
   * enrolment page itself is exempt.
   */
  enforceTwoFactorSetup?: boolean;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * What the client guard does for `me` on `location`. Comfort only: the server answers 401 or
 * 403 on its own whatever this says.
 */
export function decideAccess(
  me: TMe | null,
  location: { pathname: string; search?: string; hash?: string },
  rule: AccessRule,
): AccessDecision {
  const here = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (!me) return { kind: 'redirect', to: withNext(signInPathFor(location.pathname), here) };
  const permission =
    typeof rule.permission === 'function' ? rule.permission(location.pathname) : rule.permission;
  if (!can(me.user.role, permission)) {
    return { kind: 'redirect', to: withNext(AUTH_PATHS.unauthorized, here) };
  }
  if (
    rule.enforceTwoFactorSetup &&
    me.twoFactorSetupRequired &&
    normalizePath(location.pathname) !== AUTH_PATHS.adminTwoFactor
  ) {
    return { kind: 'redirect', to: withNext(AUTH_PATHS.adminTwoFactor, here) };
  }
  return { kind: 'allow' };
}
