import type { PlanPeriod } from '@algoone/domain';

/**
 * A plan chosen before reaching /billing (the public /planos page, through sign-in or the
 * onboarding) travels in the address as `?plano=mensal|anual`: words people read, mapped to the
 * domain's plan ids here and only here.
 */
const QUERY_VALUES: Readonly<Record<PlanPeriod, string>> = { monthly: 'mensal', annual: 'anual' };

/** Where to subscribe to `plan`: /billing with it already chosen. */
export function subscribePath(plan: PlanPeriod): string {
  return `/billing?plano=${QUERY_VALUES[plan]}`;
}

/** The plan an address chose, or null for none or an unknown value. */
export function planFromQuery(value: string | null): PlanPeriod | null {
  const found = (Object.keys(QUERY_VALUES) as PlanPeriod[]).find(
    (plan) => QUERY_VALUES[plan] === value,
  );
  return found ?? null;
}
