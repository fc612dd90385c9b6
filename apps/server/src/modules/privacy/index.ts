// The privacy module's public face (ADR 012): other modules import only from here.
export { default as privacyRoutes } from './routes.ts';
export { cancelDeletionOnSignIn } from './request-deletion.ts';
export { purgeDeletedAccounts } from './purge-deleted-accounts.ts';
