// The privacy module's public face (ADR 012): other modules import only from here.
export { default as privacyRoutes } from './routes.ts';
export { cancelDeletionOnSignIn, deletionCanceledSince } from './cancel-deletion.ts';
export { createDeletionDeps, scheduleDeletion, type DeletionDeps } from './request-deletion.ts';
export { exportPersonalData, ZPersonalDataExportFile } from './read-personal-data.ts';
export { pendingDeletion } from './deletion-state.ts';
export { purgeDeletedAccounts } from './purge-deleted-accounts.ts';
