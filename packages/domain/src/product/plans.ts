import type { Cents } from '../money/cents.ts';

export const PLAN_PERIODS = ['monthly', 'annual'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export interface Plan {
  period: PlanPeriod;
  name: string;
  priceCents: Cents;
  /** What the annual plan saves against 12 monthly payments, as docs/product.md §9 states it. */
  savingsCents: Cents | null;
  badge: string | null;
}

/** docs/product.md §9: R$ 49 a month, or R$ 499 a year (saves R$ 89, '-15%'). */
export const PLANS: Readonly<Record<PlanPeriod, Plan>> = {
  monthly: {
    period: 'monthly',
    name: 'Mensal',
    priceCents: 4_900,
    savingsCents: null,
    badge: null,
  },
  annual: {
    period: 'annual',
    name: 'Anual',
    priceCents: 49_900,
    savingsCents: 8_900,
    badge: '-15%',
  },
};

/** Full refund when cancelled within this many days of subscribing. */
export const REFUND_GUARANTEE_DAYS = 7;

/** docs/product.md §9: what every plan includes. */
export const PLAN_FEATURES = [
  '3 carteiras curadas',
  'Chat com consultor dedicado',
  'Research exclusivo',
  'Sugestões automáticas de rebalanceamento',
  'Cashback transparente',
  'Academia de investimentos',
] as const;

const DAY_MS = 86_400_000;

/** Whether a subscription started at `subscribedAt` can still be refunded at `now`. */
export function isWithinRefundWindow(subscribedAt: Date, now: Date): boolean {
  return now.getTime() - subscribedAt.getTime() <= REFUND_GUARANTEE_DAYS * DAY_MS;
}
