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

export const ZAdminConsultantList = z.object({
  consultants: z.array(ZAdminConsultant),
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
