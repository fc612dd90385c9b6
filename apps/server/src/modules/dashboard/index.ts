// The dashboard module's public face (ADR 012). The dashboard is a read model: it reads the
// other modules' tables and public read functions, and owns only the tracker's toggles.
export { default as dashboardRoutes } from './routes.ts';
export { getDashboard, type DashboardDeps } from './get-dashboard.ts';
export { loadTracker } from './tracker.ts';
