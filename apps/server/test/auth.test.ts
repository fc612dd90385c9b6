import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LEGAL_VERSIONS } from '@algoone/contracts';
import {
  auditLog,
  consents,
  sessions,
  signInThrottles,
  users,
  verifications,
} from '../src/db/schema/index.ts';
import { ensureFirstAdmin, AdminBootstrapError } from '../src/modules/admin/index.ts';
import {
  as,
  cookieFrom,
  createStaff,
  ORIGIN,
  PASSWORD,
  signIn,
  signUpBody,
  signUpInvestor,
  uniqueEmail,
} from './support/actors.ts';
import {
  captureMailer,
  createTestApp,
  linkToken,
  queuedTo,
  type TestContext,
} from './support/test-app.ts';
import { totp } from './support/totp.ts';

let ctx: TestContext;
let app: FastifyInstance;
const mailer = captureMailer();

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  app = ctx.app;
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = as(null)) =>
  app.inject({ method: 'POST', url, payload, headers });

async function auditRows(action: string) {
  return app.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('sign-up', () => {
  it('creates an investor, signs them in and records consent to the current versions', async () => {
    const body = signUpBody();
    const res = await post('/api/auth/sign-up/email', body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ email: body.email, role: 'investor' });
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(res.headers['set-cookie']) },
    });
    expect(me.json().user.id).toBe(user.id);
    const rows = await app.database.db.select().from(consents).where(eq(consents.userId, user.id));
    expect(rows.map((r) => [r.document, r.version]).sort()).toEqual([
      ['privacy', LEGAL_VERSIONS.privacy],
      ['terms', LEGAL_VERSIONS.terms],
    ]);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await post('/api/auth/sign-up/email', signUpBody());
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/algoone\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it.each([
    ['a short password', { password: 'curta123' }, 'password', /pelo menos 12/],
    ['a common password', { password: 'senha1234567' }, 'password', /muito comum/],
    ['a sequence', { password: 'abcdefghijklmnop' }, 'password', /comum|sequência/],
    [
      'a password with the name',
      { name: 'Roberto Carlos', password: 'roberto-2026-xyz!' },
      'password',
      /nome/,
    ],
    ['a bad email', { email: 'nao-e-email' }, 'email', /email válido/],
    ['no name', { name: ' ' }, 'name', /nome/],
    ['no consent', { acceptTerms: false }, 'acceptTerms', /aceite os Termos/],
    ['an old terms version', { termsVersion: '2020-01-01' }, 'termsVersion', /atualizados/],
  ])(
    'rejects %s with a field message and saves nothing',
    async (_label, overrides, field, message) => {
      const body = signUpBody(overrides);
      const res = await post('/api/auth/sign-up/email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields[field]).toMatch(message);
      const rows = await app.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email).toLowerCase()));
      expect(rows).toHaveLength(0);
    },
  );

  it('answers a registered email with a sign-in hint and nothing more', async () => {
    const body = signUpBody();
    await post('/api/auth/sign-up/email', body);
    const again = await post('/api/auth/sign-up/email', { ...body, name: 'Outra Pessoa' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(again.json().error.message).toMatch(/Entre na sua conta ou recupere a senha/);
  });
});

describe('sign-in, lock-out and audit', () => {
  it('signs in with the right password and records success', async () => {
    const investor = await signUpInvestor(app);
    const res = await signIn(app, investor.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: false });
    const rows = await auditRows('auth.sign_in');
    expect(rows.some((r) => r.actorId === investor.id && r.result === 'success')).toBe(true);
  });

  it('gives a new session token at every sign-in', async () => {
    const investor = await signUpInvestor(app);
    const first = cookieFrom((await signIn(app, investor.email)).headers['set-cookie']);
    const second = cookieFrom((await signIn(app, investor.email)).headers['set-cookie']);
    expect(first).not.toBe(second);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const investor = await signUpInvestor(app);
    const wrong = await signIn(app, investor.email, 'senha errada de verdade');
    const unknown = await signIn(app, uniqueEmail(), 'senha errada de verdade');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Email ou senha incorretos. Tente novamente.');
  });

  it('locks the account after 5 failures, even the right password, with a pt-BR message', async () => {
    const investor = await signUpInvestor(app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signIn(app, investor.email, 'tentativa errada ' + i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await signIn(app, investor.email);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(right.json().error.message).toMatch(/aguarde 1 minuto antes de tentar de novo/);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
    expect((await auditRows('auth.account_locked')).length).toBeGreaterThan(0);
  });

  it("a stranger's failures never keep the owner out from an address that has not failed", async () => {
    const investor = await signUpInvestor(app);
    const stranger = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 8; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: as(null),
        payload: { email: investor.email, password: 'chute do estranho ' + i },
        ...stranger,
      });
    }
    const strangerAgain = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: as(null),
      payload: { email: investor.email, password: PASSWORD },
      ...stranger,
    });
    expect(strangerAgain.statusCode).toBe(429);
    const owner = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: as(null),
      payload: { email: investor.email, password: PASSWORD },
      remoteAddress: '198.51.100.20',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('makes each failure past the free ones wait twice as long, up to 15 minutes', async () => {
    const email = uniqueEmail();
    const address = { remoteAddress: '203.0.113.99' };
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: as(null),
        payload: { email, password: 'chute errado ' + i },
        ...address,
      });
    }
    for (let i = 0; i < 6; i++) {
      // Each wait is over at once, so the next failure is counted.
      await app.database.db
        .update(signInThrottles)
        .set({ lockedUntil: null })
        .where(eq(signInThrottles.email, email));
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: as(null),
        payload: { email, password: 'chute errado de novo' },
        ...address,
      });
      waits.push(Math.round(Number(res.headers['retry-after']) / 60));
    }
    expect(waits).toEqual([2, 4, 8, 15, 15, 15]);
  });

  it('a password reset lifts the wait of every address', async () => {
    const investor = await signUpInvestor(app);
    for (let i = 0; i < 5; i++) await signIn(app, investor.email, 'tentativa errada ' + i);
    expect((await signIn(app, investor.email)).statusCode).toBe(429);
    await post('/api/auth/request-password-reset', { email: investor.email });
    await app.background.idle();
    const token = linkToken(await queuedTo(app, investor.email));
    const newPassword = 'frase nova depois do bloqueio';
    expect((await post('/api/auth/reset-password', { token, newPassword })).statusCode).toBe(200);
    expect((await signIn(app, investor.email, newPassword)).statusCode).toBe(200);
  });

  it('counts concurrent failures exactly', async () => {
    const email = uniqueEmail();
    await Promise.all(Array.from({ length: 5 }, () => signIn(app, email, 'errada errada 12')));
    expect((await signIn(app, email, 'errada errada 12')).json().error.code).toBe('ACCOUNT_LOCKED');
  });

  it('limits sign-in attempts per IP', async () => {
    const limited = await createTestApp({
      database: app.database,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await signIn(limited.app, uniqueEmail(), 'qualquer senha 1')).statusCode);
    await limited.close();
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('signs out and the cookie stops working', async () => {
    const investor = await signUpInvestor(app);
    const out = await post('/api/auth/sign-out', {}, as(investor));
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: as(investor) });
    expect(me.statusCode).toBe(401);
    expect((await auditRows('auth.sign_out')).some((r) => r.actorId === investor.id)).toBe(true);
  });
});

describe('sessions', () => {
  it('ends a session past its absolute lifetime, however recently used', async () => {
    const investor = await signUpInvestor(app);
    await app.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, investor.id));
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: as(investor) });
    expect(me.statusCode).toBe(401);
  });

  it('ends a session past its idle expiry and removes it', async () => {
    const investor = await signUpInvestor(app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, investor.id));
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: as(investor) });
    expect(me.statusCode).toBe(401);
    const left = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, investor.id));
    expect(left).toEqual([]);
  });

  it('refuses a banned account whose session is still fresh', async () => {
    const investor = await signUpInvestor(app);
    await app.database.db.update(users).set({ banned: true }).where(eq(users.id, investor.id));
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: as(investor) });
    expect(me.statusCode).toBe(401);
  });

  it('slides the idle expiry on use, unless the person chose not to be remembered', async () => {
    const investor = await signUpInvestor(app);
    const remembered = cookieFrom((await signIn(app, investor.email)).headers['set-cookie']);
    const notRemembered = cookieFrom(
      (
        await post('/api/auth/sign-in/email', {
          email: investor.email,
          password: PASSWORD,
          rememberMe: false,
        })
      ).headers['set-cookie'],
    );
    expect(notRemembered).toMatch(/dont_remember=/);
    // Both sessions were last refreshed long enough ago for better-auth to slide them on use.
    const dueAt = new Date(Date.now() + 22 * 3600 * 1000);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: dueAt })
      .where(eq(sessions.userId, investor.id));

    for (const cookie of [remembered, notRemembered]) {
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    }
    const rows = await app.database.db
      .select({ token: sessions.token, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, investor.id));
    const expiryOf = (cookie: string) =>
      rows
        .find((row) => decodeURIComponent(cookie).includes(`session_token=${row.token}.`))
        ?.expiresAt.getTime();
    expect(expiryOf(remembered)).toBeGreaterThan(dueAt.getTime() + 3600 * 1000);
    expect(expiryOf(notRemembered)).toBe(dueAt.getTime());
  });

  it("renews the browser's cookie when a session in use slides, so an active person stays in", async () => {
    const investor = await signUpInvestor(app);
    const fresh = await app.inject({ method: 'GET', url: '/api/me', headers: as(investor) });
    expect(fresh.headers['set-cookie']).toBeUndefined();

    // Last refreshed more than an hour ago: this use slides the session, and the cookie with it.
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 22 * 3600 * 1000) })
      .where(eq(sessions.userId, investor.id));
    const due = await app.inject({ method: 'GET', url: '/api/me', headers: as(investor) });
    expect(due.statusCode).toBe(200);
    const renewed = [due.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.includes('session_token='));
    expect(renewed).toMatch(/Max-Age=86400/);
    expect(renewed?.split(';')[0]).toBe(
      investor.cookie.split('; ').find((c) => c.startsWith('algoone.session_token=')),
    );
  });

  it('lists own sessions without tokens and revokes another one', async () => {
    const investor = await signUpInvestor(app);
    const other = cookieFrom((await signIn(app, investor.email)).headers['set-cookie']);
    const list = await app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: as(investor),
    });
    const rows = list.json().sessions as { id: string; current: boolean }[];
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(list.json())).not.toMatch(/token/);
    const notCurrent = rows.find((r) => !r.current);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${notCurrent?.id}`,
      headers: as(investor),
    });
    expect(revoke.json()).toEqual({ ok: true, current: false });
    const gone = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other } });
    expect(gone.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated write from another origin or with no origin', async () => {
    const investor = await signUpInvestor(app);
    const payload = { currentPassword: PASSWORD, newPassword: 'outra frase longa 77' };
    const evil = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload,
      headers: { cookie: investor.cookie, origin: 'https://evil.example' },
    });
    const none = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload,
      headers: { cookie: investor.cookie },
    });
    expect(evil.statusCode).toBe(403);
    expect(none.statusCode).toBe(403);
    expect(evil.json().error.code).toBe('CSRF_REJECTED');
    expect((await signIn(app, investor.email)).statusCode).toBe(200);
  });

  it('accepts the same write from our own origin', async () => {
    const investor = await signUpInvestor(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'outra frase longa 77' },
      headers: { cookie: investor.cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('emails a single-use link that sets a new password', async () => {
    const investor = await signUpInvestor(app);
    const ask = await post('/api/auth/request-password-reset', { email: investor.email });
    expect(ask.statusCode).toBe(200);
    await app.background.idle();
    const email = await queuedTo(app, investor.email);
    expect(email?.text).toContain('http://localhost:3000/redefinir-senha?token=');
    const token = linkToken(email);
    const newPassword = 'nova frase secreta 2026';
    expect((await post('/api/auth/reset-password', { token, newPassword })).statusCode).toBe(200);
    expect((await signIn(app, investor.email, newPassword)).statusCode).toBe(200);
    const reused = await post('/api/auth/reset-password', {
      token,
      newPassword: 'mais uma frase 2027',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(reused.json().error.message).toMatch(/Peça um novo link/);
  });

  it('refuses an expired link', async () => {
    const investor = await signUpInvestor(app);
    await post('/api/auth/request-password-reset', { email: investor.email });
    await app.background.idle();
    const token = linkToken(await queuedTo(app, investor.email));
    await app.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await post('/api/auth/reset-password', {
      token,
      newPassword: 'nova frase secreta 2026',
    });
    expect(res.json().error.code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/request-password-reset', { email });
    expect(res.statusCode).toBe(200);
    await app.background.idle();
    expect(await queuedTo(app, email)).toBeUndefined();
  });

  it('answers before the token and the email are made, so timing does not tell', async () => {
    const investor = await signUpInvestor(app);
    // A mailer that never finishes: the answer must not wait for it.
    let release = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const slow = await createTestApp({
      database: app.database,
      mailer: { send: () => stalled },
    });
    const res = await slow.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: as(null),
      payload: { email: investor.email },
    });
    expect(res.statusCode).toBe(200);
    const unknown = await slow.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: as(null),
      payload: { email: uniqueEmail() },
    });
    expect(unknown.json()).toEqual(res.json());
    release();
    await slow.close();
  });

  it('rejects a weak new password with the reason', async () => {
    const res = await post('/api/auth/reset-password', {
      token: 'qualquer-token',
      newPassword: '123456789012',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toMatch(/comum|sequência/);
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const investor = await signUpInvestor(app);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'nao e a senha atual', newPassword: 'outra frase longa 77' },
      as(investor),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.currentPassword).toBe('Senha atual incorreta.');
  });
});

describe('two-factor', () => {
  it('enrols TOTP with backup codes, then asks for the code at sign-in', async () => {
    const investor = await signUpInvestor(app);
    const enable = await post('/api/auth/two-factor/enable', { password: PASSWORD }, as(investor));
    expect(enable.statusCode).toBe(200);
    const { secret, backupCodes, totpURI } = enable.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/AlgoOne/);
    expect(backupCodes).toHaveLength(10);
    // better-auth replaces the session on enable; continue with the new cookie.
    const cookie = cookieFrom(enable.headers['set-cookie']) || investor.cookie;
    const wrong = await post(
      '/api/auth/two-factor/verify-totp',
      { code: '000000' },
      { cookie, origin: ORIGIN },
    );
    expect(wrong.statusCode).toBe(400);
    const verify = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret) },
      { cookie, origin: ORIGIN },
    );
    expect(verify.statusCode).toBe(200);
    expect(
      (await auditRows('auth.two_factor_enabled')).some((r) => r.actorId === investor.id),
    ).toBe(true);

    const first = await signIn(app, investor.email);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const pending = cookieFrom(first.headers['set-cookie']);
    const meBefore = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: pending },
    });
    expect(meBefore.statusCode).toBe(401);
    // The enrolment spent this step's code: the authenticator's next one signs in.
    const second = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret, Date.now() + 30_000) },
      { cookie: pending, origin: ORIGIN },
    );
    expect(second.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(second.headers['set-cookie']) },
    });
    expect(me.json().user.twoFactorEnabled).toBe(true);
  });

  it('refuses a TOTP code that already completed a sign-in, and its session does not work', async () => {
    const investor = await signUpInvestor(app);
    const enable = await post('/api/auth/two-factor/enable', { password: PASSWORD }, as(investor));
    const { secret } = enable.json();
    const cookie = cookieFrom(enable.headers['set-cookie']) || investor.cookie;
    const enrolAt = Date.now() - 30_000;
    expect(
      (
        await post(
          '/api/auth/two-factor/verify-totp',
          { code: totp(secret, enrolAt) },
          { cookie, origin: ORIGIN },
        )
      ).statusCode,
    ).toBe(200);
    const code = totp(secret);
    const pendingOf = async () =>
      cookieFrom((await signIn(app, investor.email)).headers['set-cookie']);
    const first = await post(
      '/api/auth/two-factor/verify-totp',
      { code },
      { cookie: await pendingOf(), origin: ORIGIN },
    );
    expect(first.statusCode).toBe(200);
    const sessionsOf = async () =>
      (await app.database.db.select().from(sessions).where(eq(sessions.userId, investor.id)))
        .length;
    const before = await sessionsOf();
    const replay = await post(
      '/api/auth/two-factor/verify-totp',
      { code },
      { cookie: await pendingOf(), origin: ORIGIN },
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.fields.code).toMatch(/já foi usado/);
    expect(replay.headers['set-cookie']).toBeUndefined();
    // The session better-auth opened for the replay was ended before the answer left.
    expect(await sessionsOf()).toBe(before);
    const first2fa = cookieFrom(first.headers['set-cookie']);
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: first2fa } }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps an admin out of admin APIs until two-factor is enrolled', async () => {
    const admin = await createStaff(app, 'admin', { withTwoFactor: false });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: as(admin) });
    expect(me.json().twoFactorSetupRequired).toBe(true);
    const invite = await post(
      '/api/admin/invites',
      { name: 'Nova Pessoa', email: uniqueEmail(), role: 'consultant' },
      as(admin),
    );
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('rejects a malformed code with a field message', async () => {
    const res = await post('/api/auth/two-factor/verify-totp', { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toBe('O código tem 6 dígitos.');
  });
});

describe('invites and the first admin', () => {
  it('an admin invites a consultant, who sets a password through the emailed link once', async () => {
    const admin = await createStaff(app, 'admin');
    const email = uniqueEmail('consultora');
    const res = await post(
      '/api/admin/invites',
      { name: 'Carla Consultora', email, role: 'consultant' },
      as(admin),
    );
    expect(res.statusCode).toBe(201);
    const token = linkToken(await queuedTo(app, email));
    expect((await queuedTo(app, email))?.text).toMatch(/72 horas/);
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'frase da consultora 1' }))
        .statusCode,
    ).toBe(200);
    const signedIn = await signIn(app, email, 'frase da consultora 1');
    expect(signedIn.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(signedIn.headers['set-cookie']) },
    });
    expect(me.json().user.role).toBe('consultant');
    expect(
      (
        await post('/api/auth/reset-password', { token, newPassword: 'outra frase longa 99' })
      ).json().error.code,
    ).toBe('INVALID_TOKEN');
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.invite_sent'), eq(auditLog.actorId, admin.id)));
    expect(audit).toHaveLength(1);
  });

  it('refuses to invite an email that already has an account', async () => {
    const admin = await createStaff(app, 'admin');
    const investor = await signUpInvestor(app);
    const res = await post(
      '/api/admin/invites',
      { name: 'Alguém', email: investor.email, role: 'consultant' },
      as(admin),
    );
    expect(res.statusCode).toBe(409);
  });

  it('creates the environment admin once and refuses a weak password', async () => {
    const email = uniqueEmail('admin');
    const input = { email, password: 'frase inicial segura 1', name: 'Beatriz Lima' };
    expect(await ensureFirstAdmin(app.database.db, app.auth, input)).toBe('created');
    expect(await ensureFirstAdmin(app.database.db, app.auth, input)).toBe('exists');
    expect((await signIn(app, email, input.password)).statusCode).toBe(200);
    await expect(
      ensureFirstAdmin(app.database.db, app.auth, {
        ...input,
        email: uniqueEmail(),
        password: '123456789012',
      }),
    ).rejects.toThrow(AdminBootstrapError);
  });
});

describe('audit log', () => {
  it('is append-only', async () => {
    await expect(app.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(app.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
