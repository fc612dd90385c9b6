// The health module's public face (ADR 012).
export { default as healthRoutes } from './routes.ts';
