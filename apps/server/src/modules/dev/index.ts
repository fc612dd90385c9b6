// The dev module's public face (ADR 012): registered outside production only.
export { default as devRoutes } from './routes.ts';
