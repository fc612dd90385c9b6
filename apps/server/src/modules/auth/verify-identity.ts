import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { symmetricDecrypt, verifyPassword } from 'better-auth/crypto';
import type { Db } from '../../db/client.ts';
import { accounts, twoFactors, users } from '../../db/schema/index.ts';
import { claimTotpCode } from './totp-replay.ts';

export type IdentityProblem = 'password' | 'code_required' | 'code';

const STEP_SECONDS = 30;

/** RFC 6238 (SHA-1, 6 digits), one step either side of now, as better-auth checks at sign-in. */
function totpMatches(secret: string, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const key = Buffer.from(secret, 'utf8');
  for (const drift of [-1, 0, 1]) {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / STEP_SECONDS) + drift));
    const hmac = createHmac('sha1', key).update(counter).digest();
    const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
    const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
    const expected = Buffer.from(String(value).padStart(6, '0'));
    if (timingSafeEqual(expected, Buffer.from(code))) return true;
  }
  return false;
}

/**
 * Asks again who someone is before an irreversible step (deleting the account): the password,
 * and the authenticator's code when two-factor is on. A code is spent once used, as at sign-in.
 */
export async function verifyIdentity(
  db: Db,
  authSecret: string,
  userId: string,
  input: { password: string; code?: string | undefined },
  now: number = Date.now(),
): Promise<IdentityProblem | null> {
  const [credential] = await db
    .select({ password: accounts.password, twoFactorEnabled: users.twoFactorEnabled })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.password) return 'password';
  if (!(await verifyPassword({ hash: credential.password, password: input.password }))) {
    return 'password';
  }
  if (!credential.twoFactorEnabled) return null;
  if (!input.code) return 'code_required';
  const [factor] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!factor) return 'code';
  const secret = await symmetricDecrypt({ key: authSecret, data: factor.secret });
  if (!totpMatches(secret, input.code, now)) return 'code';
  return (await claimTotpCode(db, userId, input.code)) ? null : 'code';
}
