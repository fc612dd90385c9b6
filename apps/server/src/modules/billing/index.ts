// The billing module's public face (ADR 012): other modules import only from here.
export { default as billingRoutes } from './routes.ts';
export { hasEntitlement, requireEntitlement } from './subscriptions.ts';
export { billingFigures } from './billing-figures.ts';
export { sweepPeriods } from './sweep-periods.ts';
export { createBillingDeps, type BillingDeps } from './billing-deps.ts';
export { cancelSubscription } from './cancel-subscription.ts';
export { ChangeInProgressError } from './claim-change.ts';
