import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import { resetPasswordEmail } from './emails.ts';

/** Idle expiry: a session unused this long ends. Each use within it slides it forward. */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24;
/** A session's idle expiry is pushed forward at most once per this long (better-auth's updateAge). */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60;
/** Absolute expiry: however active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 30;
export const RESET_LINK_SECONDS = 60 * 60;
export const INVITE_LINK_SECONDS = 60 * 60 * 72;
/** Header our routes set with the client IP Fastify computed, so better-auth records it. */
export const CLIENT_IP_HEADER = 'x-algoone-client-ip';

export interface AuthOptions {
  db: Db;
  secret: string;
  appUrl: string;
  production: boolean;
  trustedOrigins: string[];
  /**
   * Called once a reset email is in the outbox, so the worker sends it now. Without it (the
   * create-admin CLI, which sends none) the email waits for a server's next look.
   */
  emailsQueued?: () => void;
  /**
   * Called after a session is created (a sign-in): the privacy module cancels a pending account
   * deletion this way (signing in during the grace period keeps the account), without auth
   * knowing about it.
   */
  onSessionCreated?: (userId: string) => Promise<void>;
}

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'AlgoOne',
    baseURL: options.appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
      },
    }),
    // Same-origin requests are trusted whatever port the server runs on; extra origins come
    // from TRUSTED_ORIGINS.
    trustedOrigins: async (request) => {
      const sameOrigin = request ? [new URL(request.url).origin] : [];
      return [options.appUrl, ...sameOrigin, ...options.trustedOrigins];
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${options.appUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
        // Through the outbox (ADR 015): an SMTP outage now delays this email instead of losing
        // it while the person reads "Se houver uma conta…".
        await enqueueEmails(options.db, [
          resetPasswordEmail({ to: user.email, name: user.name, link }),
        ]);
        options.emailsQueued?.();
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Per-IP limits are Fastify's; the per-account lock-out lives in sign_in_throttles.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'algoone',
      useSecureCookies: options.production,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      admin({ defaultRole: 'investor', adminRoles: ['admin'] }),
      twoFactor({ issuer: 'AlgoOne', backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    telemetry: { enabled: false },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await options.onSessionCreated?.(session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
