import { sessions } from '../../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { as, PASSWORD, signUpBody, uniqueEmail } from '../support/actors.ts';
import { everyone, signedIn, type MatrixRow } from './types.ts';

const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });

export const accountRows: MatrixRow[] = [
  {
    route: 'GET /api/health/live',
    request: ({ actor }) => ({ method: 'GET', url: '/api/health/live', headers: as(actor) }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/health/ready',
    request: ({ actor }) => ({ method: 'GET', url: '/api/health/ready', headers: as(actor) }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/sign-up/email',
    request: ({ actor }) => ({
      ...post('/api/auth/sign-up/email', signUpBody()),
      headers: as(actor),
    }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/auth/sign-in/email',
    request: ({ actor }) => ({
      ...post('/api/auth/sign-in/email', {
        email: actor?.email ?? uniqueEmail(),
        password: PASSWORD,
      }),
      headers: as(null),
    }),
    expect: { ...everyone(200), anonymous: 401 },
  },
  {
    route: 'POST /api/auth/sign-out',
    fresh: true,
    request: ({ actor }) => ({ ...post('/api/auth/sign-out', {}), headers: as(actor) }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/request-password-reset',
    request: ({ actor }) => ({
      ...post('/api/auth/request-password-reset', { email: actor?.email ?? uniqueEmail() }),
      headers: as(actor),
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    request: ({ actor }) => ({
      ...post('/api/auth/reset-password', {
        token: 'token-que-nao-existe',
        newPassword: PASSWORD + ' novo',
      }),
      headers: as(actor),
    }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/change-password',
    fresh: true,
    request: ({ actor }) => ({
      ...post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'outra frase bem longa 42',
      }),
      headers: as(actor),
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/two-factor/enable',
    fresh: true,
    request: ({ actor }) => ({
      ...post('/api/auth/two-factor/enable', { password: PASSWORD }),
      headers: as(actor),
    }),
    expect: signedIn(200),
  },
  {
    // No pending sign-in and nothing being enrolled: refused for everyone.
    route: 'POST /api/auth/two-factor/verify-totp',
    request: ({ actor }) => ({
      ...post('/api/auth/two-factor/verify-totp', { code: '123456' }),
      headers: as(actor),
    }),
    expect: { ...everyone(400), anonymous: 401 },
  },
  {
    route: 'POST /api/auth/two-factor/verify-backup-code',
    request: ({ actor }) => ({
      ...post('/api/auth/two-factor/verify-backup-code', { code: 'abcdefghij' }),
      headers: as(actor),
    }),
    expect: { ...everyone(400), anonymous: 401 },
  },
  {
    // better-auth replaces the session when two-factor changes, hence a fresh cast. Admins
    // must keep two-factor on.
    route: 'POST /api/auth/two-factor/disable',
    fresh: true,
    request: ({ actor }) => ({
      ...post('/api/auth/two-factor/disable', { password: PASSWORD }),
      headers: as(actor),
    }),
    expect: { ...signedIn(200), admin: 400 },
  },
  {
    route: 'GET /api/me',
    request: ({ actor }) => ({ method: 'GET', url: '/api/me', headers: as(actor) }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/me/sessions',
    request: ({ actor }) => ({ method: 'GET', url: '/api/me/sessions', headers: as(actor) }),
    expect: signedIn(200),
  },
  {
    // Investor A's session: only A may end it; to anyone else it does not exist.
    route: 'DELETE /api/me/sessions/:id',
    fresh: true,
    request: async ({ app, cast, actor }) => {
      const [row] = await app.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, cast.investorA.id))
        .limit(1);
      return { method: 'DELETE', url: `/api/me/sessions/${row?.id}`, headers: as(actor) };
    },
    expect: { ...signedIn(404), investorA: 200 },
  },
  {
    route: 'POST /api/admin/invites',
    request: ({ actor }) => ({
      ...post('/api/admin/invites', {
        name: 'Nova Consultora',
        email: uniqueEmail(),
        role: 'consultant',
      }),
      headers: as(actor),
    }),
    expect: { ...signedIn(403), admin: 201 },
  },
  {
    route: 'GET /api/dev/outbox',
    request: ({ actor }) => ({ method: 'GET', url: '/api/dev/outbox', headers: as(actor) }),
    expect: everyone(200),
  },
];
