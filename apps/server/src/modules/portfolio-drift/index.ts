// Each client's drift from their recommendation, kept on write for /admin/carteiras (ADR 024).
// Depends on the database and the domain only, so that the portfolio and suitability modules,
// which write what drift is computed from, can both call it.
export { refreshPortfolioDrift } from './refresh-portfolio-drift.ts';
export { backfillPortfolioDrift } from './backfill-portfolio-drift.ts';
