// The academy module's public face (ADR 012).
export { default as academyRoutes } from './routes.ts';
