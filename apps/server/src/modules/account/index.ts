// The account module's public face (ADR 012): the signed-in person's own account.
export { default as accountRoutes } from './routes.ts';
