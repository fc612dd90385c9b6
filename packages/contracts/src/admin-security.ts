// /admin/security (issue #18): sign-in attempts, locked accounts, staff sessions and two-factor.
import { z } from './zod-locale.ts';
import { ROLES } from './permissions.ts';

export const ADMIN_SECURITY_ROUTES = {
  overview: '/api/admin/security',
  unlock: '/api/admin/security/unlock',
  session: '/api/admin/security/sessions/:id',
  deadLetters: '/api/admin/security/emails',
  retryDeadLetter: '/api/admin/security/emails/:id/retry',
} as const;

/** How many of the latest sign-in attempts /admin/security lists. */
export const RECENT_SIGN_INS = 20;

export const ZAdminSecurity = z.object({
  /** The latest sign-in attempts, newest first; who only when the password was right. */
  recentSignIns: z.array(
    z.object({
      at: z.string(),
      result: z.enum(['success', 'failure']),
      address: z.string(),
      person: z.object({ name: z.string(), email: z.string() }).nullable(),
      /** 'locked' when refused by a lock-out; the auth error's code for other failures. */
      reason: z.string().nullable(),
      /** The password was right and the TOTP code is still to come. */
      twoFactorPending: z.boolean(),
    }),
  ),
  /** Failed sign-ins in the last 24 h, by client address. */
  failuresByAddress: z.array(
    z.object({ address: z.string(), failures: z.number().int(), lastAt: z.string() }),
  ),
  /** Failed sign-ins counted per email (registered or not) and address. */
  failuresByAccount: z.array(
    z.object({
      email: z.string(),
      address: z.string(),
      failures: z.number().int(),
      lastAt: z.string(),
      lockedUntil: z.string().nullable(),
    }),
  ),
  /** Complete sign-ins of the last 24 h (with the two-factor code, when the account has one). */
  successesLast24h: z.number().int(),
  /** Right passwords of the last 24 h whose two-factor code never came (not sign-ins). */
  twoFactorPendingLast24h: z.number().int(),
  /** Every failed sign-in of the last 24 h (the list by address shows the busiest only). */
  failuresLast24h: z.number().int(),
  staffSessions: z.array(
    z.object({
      id: z.string(),
      user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) }),
      address: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      current: z.boolean(),
    }),
  ),
  staff: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      twoFactorEnabled: z.boolean(),
      active: z.boolean(),
    }),
  ),
});
export type TAdminSecurity = z.infer<typeof ZAdminSecurity>;

export const ZUnlockBody = z.object({
  email: z
    .string({ error: 'Informe o email.' })
    .trim()
    .toLowerCase()
    .min(3, 'Informe o email.')
    .max(320),
});

export const ZSessionIdParams = z.object({ id: z.string().min(1).max(200) });

/** How many undelivered emails /admin/security lists (the newest first). */
export const DEAD_LETTERS_SHOWN = 50;

/**
 * Emails the outbox gave up on (every attempt failed, ADR 015). Never the text: it may carry a
 * password-reset or invite link.
 */
export const ZDeadLetters = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      /** When it was queued. */
      createdAt: z.string(),
      /** The address in full: admins may see it, and need it to tell the person. */
      to: z.string(),
      subject: z.string(),
      attempts: z.number().int(),
      /** When the last attempt failed, roughly (its lease started then). */
      lastAttemptAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
  /** Every dead letter, when there are more than the list shows. */
  total: z.number().int(),
});
export type TDeadLetters = z.infer<typeof ZDeadLetters>;

export const ZDeadLetterParams = z.object({ id: z.string().min(1).max(200) });
