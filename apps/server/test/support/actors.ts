import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LEGAL_VERSIONS, type Role } from '@algoone/contracts';
import { users } from '../../src/db/schema/index.ts';
import { createPasswordlessUser, setPassword } from '../../src/modules/admin/index.ts';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'cavalo correto bateria grampo';

export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  cookie: string;
}

/** Headers a browser on our own page would send: the session cookie and our Origin. */
export function as(actor: Actor | null): Record<string, string> {
  return actor ? { cookie: actor.cookie, origin: ORIGIN } : { origin: ORIGIN };
}

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com`;
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Investidora',
    email: uniqueEmail('investidora'),
    password: PASSWORD,
    acceptTerms: true,
    termsVersion: LEGAL_VERSIONS.terms,
    privacyVersion: LEGAL_VERSIONS.privacy,
    ...overrides,
  };
}

export async function signUpInvestor(
  app: FastifyInstance,
  name = 'Maria Investidora',
): Promise<Actor> {
  const body = signUpBody({ name });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: as(null),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return {
    id: res.json().user.id,
    email: body.email,
    name,
    role: 'investor',
    cookie: cookieFrom(res.headers['set-cookie']),
  };
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: as(null),
    payload: { email, password },
  });
}

/**
 * A staff member signed in. Admins get two-factor marked as enrolled after signing in, as
 * the admin area requires it; `withTwoFactor: false` leaves it off.
 */
export async function createStaff(
  app: FastifyInstance,
  role: 'consultant' | 'admin',
  options: { withTwoFactor?: boolean } = {},
): Promise<Actor> {
  const email = uniqueEmail(role);
  const name = role === 'admin' ? 'Admin Teste' : 'Consultora Teste';
  const id = await createPasswordlessUser(app.auth, { name, email, role });
  await setPassword(app.auth, id, PASSWORD);
  const res = await signIn(app, email);
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  if (options.withTwoFactor ?? role === 'admin') {
    await app.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
  }
  return { id, email, name, role, cookie: cookieFrom(res.headers['set-cookie']) };
}

export async function assignConsultant(app: FastifyInstance, investor: Actor, consultant: Actor) {
  await app.database.db
    .update(users)
    .set({ consultantId: consultant.id })
    .where(eq(users.id, investor.id));
}
