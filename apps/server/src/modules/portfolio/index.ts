// The portfolio (carteira) module's public face (ADR 012).
export { default as portfolioRoutes } from './routes.ts';
export { holdingsView, toHoldingsResponse } from './holdings-view.ts';
export { portfolioDrift, targetPortfolio } from './target-portfolio.ts';
