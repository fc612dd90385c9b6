// The goals module's public face (ADR 012).
export { default as goalRoutes } from './routes.ts';
export { listGoals } from './list-goals.ts';
