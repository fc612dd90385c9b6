import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Auth } from '../auth/index.ts';

/**
 * Creates a staff account with no password yet. The person sets it through a single-use
 * link, which is better-auth's reset-password token with a longer life.
 */
export async function createPasswordlessUser(
  auth: Auth,
  input: { name: string; email: string; role: Role },
): Promise<string> {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      name: input.name,
      email: input.email,
      emailVerified: true,
      role: input.role,
    },
    { method: 'admin' },
  );
  return user.id;
}

/** A single-use set-password link: its verification row (better-auth's shape) and its URL. */
export function newPasswordLink(appUrl: string, userId: string, lifetimeSeconds: number) {
  const token = randomBytes(24).toString('base64url');
  return {
    verification: {
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
    },
    link: `${appUrl}/redefinir-senha?token=${encodeURIComponent(token)}&convite=1`,
  };
}

export async function issuePasswordLink(
  auth: Auth,
  appUrl: string,
  userId: string,
  lifetimeSeconds: number,
): Promise<string> {
  const ctx = await auth.$context;
  const { verification, link } = newPasswordLink(appUrl, userId, lifetimeSeconds);
  await ctx.internalAdapter.createVerificationValue(verification);
  return link;
}

export async function setPassword(auth: Auth, userId: string, password: string): Promise<void> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  await ctx.internalAdapter.createAccount({
    userId,
    providerId: 'credential',
    accountId: userId,
    password: hash,
  });
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}
