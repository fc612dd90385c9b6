// The contributions (aportes) module's public face (ADR 012).
export { default as contributionRoutes } from './routes.ts';
export { toContribution } from './to-contribution.ts';
export { formatCsv, parseCsv } from './csv.ts';
export { listContributions } from './list-contributions.ts';
