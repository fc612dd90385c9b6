/**
 * The one permission catalogue: the server enforces it on every route, the web app reads it
 * to hide what a role cannot do. Object-level rules (an investor owns the row, a consultant is
 * assigned to the client) are checked by each use case on top of these.
 */
export const ROLES = ['investor', 'consultant', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** The investor's own area: profile, plan, portfolio, goals, progress. */
  investorArea: ['investor'],
  /** Account settings every signed-in person has. */
  accountSelf: ['investor', 'consultant', 'admin'],
  /** Admin area routes and APIs, per docs/product.md §2's table. */
  adminDashboard: ['admin', 'consultant'],
  adminUsers: ['admin'],
  adminPortfolios: ['admin', 'consultant'],
  adminGoals: ['admin', 'consultant'],
  adminCashback: ['admin'],
  adminConsultants: ['admin'],
  adminLogs: ['admin'],
  adminSecurity: ['admin'],
  /** Theo's AI provider settings and usage. */
  adminTheo: ['admin'],
  inviteStaff: ['admin'],
  /** The consultant's workspace: conversations, review requests, the client's panel. */
  chatStaff: ['admin', 'consultant'],
  /** Assigning investors to consultants. */
  assignConsultant: ['admin'],
  /** Downloading research PDFs: billing's entitlement or a staff grant decides per investor. */
  researchDownload: ['investor', 'consultant', 'admin'],
  /** The investor's own plan: subscribe, cancel, invoices (staff do not subscribe). */
  billingSelf: ['investor'],
  /** /meus-dados: the person's own data, consents, requests and deletion (every role). */
  privacySelf: ['investor', 'consultant', 'admin'],
  /** /admin/privacidade: the DPO's requests and the incident register. */
  privacyAdmin: ['admin'],
  /** Subscription figures for the admin area. */
  billingAdmin: ['admin'],
  /** /admin/research: admins, and consultants with a CNPI (checked by each use case). */
  researchStaff: ['admin', 'consultant'],
  /** Analysts' CNPI numbers and investors' research grants. */
  researchAdmin: ['admin'],
  /** /admin/ativos: the securities catalogue behind the B3 import's classes. */
  adminSecurities: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isStaff(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'consultant';
}

/** docs/product.md §2: which admin pages each staff role may open. */
export const ADMIN_ROUTE_PERMISSIONS: Record<string, Permission> = {
  '/admin': 'adminDashboard',
  '/admin/usuarios': 'adminUsers',
  '/admin/carteiras': 'adminPortfolios',
  '/admin/objetivos': 'adminGoals',
  '/admin/cashback': 'adminCashback',
  '/admin/consultores': 'adminConsultants',
  '/admin/logs': 'adminLogs',
  '/admin/security': 'adminSecurity',
  '/admin/atendimento': 'chatStaff',
  '/admin/theo': 'adminTheo',
  '/admin/research': 'researchStaff',
  '/admin/privacidade': 'privacyAdmin',
  '/admin/ativos': 'adminSecurities',
};

/** Roles that must have TOTP two-factor enrolled before using the admin area. */
export const TWO_FACTOR_REQUIRED_ROLES: readonly Role[] = ['admin'];
