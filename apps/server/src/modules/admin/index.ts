// The admin module's public face (ADR 012): staff accounts and the first admin.
export { default as adminRoutes } from './routes.ts';
export { AdminBootstrapError, ensureFirstAdmin } from './ensure-first-admin.ts';
export {
  createPasswordlessUser,
  findUserByEmail,
  issuePasswordLink,
  setPassword,
} from './staff-accounts.ts';
