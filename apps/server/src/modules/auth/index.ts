// The auth module's public face (ADR 012): other modules import only from here.
export { createAuth, INVITE_LINK_SECONDS, type Auth } from './auth.ts';
export { default as authPlugin } from './auth-plugin.ts';
export { default as authRoutes } from './routes.ts';
export { inviteEmail } from './emails.ts';
export { createSessionSource } from './session-source.ts';
export { verifyIdentity, type IdentityProblem } from './verify-identity.ts';
