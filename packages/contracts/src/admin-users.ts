// /admin/usuarios (issue #18): find people among many, and act on an account.
import { ZPageCursor } from './paging.ts';
import { z } from './zod-locale.ts';
import { ROLES } from './permissions.ts';

export const ADMIN_USERS_ROUTES = {
  list: '/api/admin/users',
  detail: '/api/admin/users/:id',
  disable: '/api/admin/users/:id/disable',
  enable: '/api/admin/users/:id/enable',
  resetTwoFactor: '/api/admin/users/:id/reset-two-factor',
  passwordReset: '/api/admin/users/:id/password-reset',
  export: '/api/admin/users/:id/export',
  deletion: '/api/admin/users/:id/deletion',
} as const;

export const ADMIN_USERS_PAGE_SIZE = 25;

export const ZAdminUsersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'Use no máximo 100 caracteres na busca.')
    .optional()
    .transform((value) => value || undefined),
  role: z.enum(ROLES, { error: 'Papel desconhecido.' }).optional(),
  /** The cursor the previous page answered with. */
  after: ZPageCursor.optional(),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

export const ZAdminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  consultant: z.object({ id: z.string(), name: z.string() }).nullable(),
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUsersPage = z.object({
  items: z.array(ZAdminUserRow),
  /** The next page's cursor; null on the last page. */
  next: z.string().nullable(),
});
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZAdminUserDetail = ZAdminUserRow.extend({
  profile: z.string().nullable(),
  subscription: z.object({ status: z.string(), plan: z.string() }).nullable(),
  counts: z.object({
    aportes: z.number().int(),
    goals: z.number().int(),
    sessions: z.number().int(),
  }),
  lastSignInAt: z.string().nullable(),
  deletionScheduledFor: z.string().nullable(),
  consultants: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminUserIdParams = z.object({ id: z.string().min(1).max(100) });

export const ZAdminUserPatch = z
  .object({
    role: z.enum(ROLES, { error: 'Papel desconhecido.' }).optional(),
    /** null returns the investor to the shared queue. */
    consultantId: z.string().min(1).max(100).nullable().optional(),
  })
  .refine((value) => value.role !== undefined || value.consultantId !== undefined, {
    message: 'Informe o que deseja alterar.',
    path: ['role'],
  });
export type TAdminUserPatch = z.input<typeof ZAdminUserPatch>;
