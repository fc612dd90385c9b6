// /admin/carteiras (issue #18): clients' current vs recommended allocation, out of profile first.
import { ASSET_CLASSES, RISK_PROFILES } from '@algoone/domain';
import { ZPageCursor, zPageLimit } from './paging.ts';
import { z } from './zod-locale.ts';

export const ADMIN_PORTFOLIOS_ROUTE = '/api/admin/portfolios';
export const ADMIN_PORTFOLIOS_LIMIT = 200;

export const ZAdminPortfoliosQuery = z.object({
  profile: z.enum(RISK_PROFILES, { error: 'Perfil inválido.' }).optional(),
  /** Admins only: one consultant's clients ('fila' for the shared queue). */
  consultant: z.string().min(1).max(100).optional(),
  /** The `next` of the previous page. */
  after: ZPageCursor.optional(),
  limit: zPageLimit(ADMIN_PORTFOLIOS_LIMIT).default(ADMIN_PORTFOLIOS_LIMIT),
});

export const ZAdminPortfolio = z.object({
  investor: z.object({ id: z.string(), name: z.string() }),
  consultant: z.string().nullable(),
  profile: z.enum(RISK_PROFILES),
  totalCents: z.number().int(),
  outOfProfile: z.boolean(),
  /** How far the portfolio is from its target: the distance between the two, in percentage points. */
  distancePp: z.number(),
  classes: z.array(
    z.object({
      assetClass: z.enum(ASSET_CLASSES),
      currentPercent: z.number(),
      targetPercent: z.number(),
      driftPp: z.number(),
      outOfBand: z.boolean(),
    }),
  ),
});
export type TAdminPortfolio = z.infer<typeof ZAdminPortfolio>;

export const ZAdminPortfolios = z.object({
  scope: z.enum(['all', 'own_clients']),
  /** Clients with a recommendation and a recorded portfolio, and how many are out of profile. */
  total: z.number().int(),
  outOfProfile: z.number().int(),
  portfolios: z.array(ZAdminPortfolio),
  /** The following page's cursor; null on the last page. */
  next: z.string().nullable(),
  consultants: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAdminPortfolios = z.infer<typeof ZAdminPortfolios>;
