// The admin area's home figures (issue #18): what the consultancy looks at first. A consultant
// gets the same figures for their own clients.
import { SUITABILITY_PROFILES } from '@algoone/domain';
import { z } from './zod-locale.ts';

export const ADMIN_OVERVIEW_ROUTE = '/api/admin/overview';

export const ZAdminOverview = z.object({
  /** 'all' for admins; 'own_clients' for a consultant. */
  scope: z.enum(['all', 'own_clients']),
  investors: z.object({ total: z.number().int(), newThisMonth: z.number().int() }),
  /** Each investor's latest suitability profile. */
  profiles: z.array(z.object({ profile: z.enum(SUITABILITY_PROFILES), count: z.number().int() })),
  /** The sum of each investor's latest recorded net worth. */
  netWorthCents: z.number().int(),
  subscriptions: z.object({ active: z.number().int(), mrrCents: z.number().int() }),
  cashbackCreditedThisMonthCents: z.number().int(),
  conversations: z.object({ open: z.number().int(), waitingOver24h: z.number().int() }),
  goalsAtRisk: z.number().int(),
  /** When these figures were computed: they may be up to a minute old (ADR 024). */
  computedAt: z.string(),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;
