// The positions module's public face (ADR 012, ADR 027): real positions from B3's files.
export { default as positionsRoutes } from './routes.ts';
