// /admin/consultores (issue #18): the consultants, their clients, and moving clients between them.
import { z } from './zod-locale.ts';

export const ADMIN_CONSULTANTS_ROUTES = {
  list: '/api/admin/consultants',
  reassign: '/api/admin/consultants/:id/reassign',
  deactivate: '/api/admin/consultants/:id/deactivate',
} as const;

export const ZAdminConsultant = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  clients: z.number().int(),
  openConversations: z.number().int(),
});
export type TAdminConsultant = z.infer<typeof ZAdminConsultant>;

/**
 * Someone invited to the staff who has not set a password yet: they cannot sign in, so no client
 * is assigned to them, and they are listed apart with resend and revoke (issue #30).
 */
export const ZPendingInvite = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['consultant', 'admin']),
  invitedAt: z.string(),
  /** When the newest link stops working; null when none is left (used or never issued). */
  linkExpiresAt: z.string().nullable(),
});
export type TPendingInvite = z.infer<typeof ZPendingInvite>;

export const ADMIN_INVITES_ROUTES = {
  resend: '/api/admin/invites/:id/resend',
  revoke: '/api/admin/invites/:id',
} as const;

export const ZInviteIdParams = z.object({ id: z.string().min(1).max(100) });
export const ZInviteResent = z.object({ sent: z.literal(true), linkExpiresAt: z.string() });
export const ZInviteRevoked = z.object({ revoked: z.literal(true) });

export const ZAdminConsultantList = z.object({
  /** Consultants who accepted their invite (active or disabled). */
  consultants: z.array(ZAdminConsultant),
  /** Staff invites (consultants and admins) not accepted yet, the newest first. */
  invites: z.array(ZPendingInvite),
  /** Investors with no consultant: the shared queue. */
  unassigned: z.number().int(),
});
export type TAdminConsultantList = z.infer<typeof ZAdminConsultantList>;

export const ZConsultantIdParams = z.object({ id: z.string().min(1).max(100) });

/** Moves every client of the consultant in the path to another (null: the shared queue). */
export const ZReassignClients = z.object({
  to: z.string({ error: 'Escolha para quem vão os clientes.' }).min(1).max(100).nullable(),
});

export const ZReassignResult = z.object({ moved: z.number().int() });
