import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox, sessions } from '../../src/db/schema/index.ts';
import { OUTBOX_MAX_ATTEMPTS } from '../../src/lib/email-outbox.ts';
import { as, createStaff, signUpInvestor, uniqueEmail, type Actor } from '../support/actors.ts';
import { createPasswordlessUser } from '../../src/modules/admin/staff-accounts.ts';
import { signedIn, type ActorName, type MatrixRow } from './types.ts';

/** /admin/usuarios: admins only (consultants never see accounts other than their clients). */
const adminsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  admin: status,
});

/** A consultant invited who has not set a password yet. */
const pendingInvite = (app: FastifyInstance) =>
  createPasswordlessUser(app.auth, {
    name: 'Convite da Matriz',
    email: uniqueEmail('consultant'),
    role: 'consultant',
  });

/** A throwaway investor to act on, so the cast's own accounts stay as they are. */
const target = (app: FastifyInstance) => signUpInvestor(app, 'Alvo da Matriz');

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor | null,
  payload?: unknown,
) => ({
  method,
  url,
  headers: as(actor),
  ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
});

export const adminUserRows: MatrixRow[] = [
  {
    route: 'POST /api/admin/invites/:id/resend',
    request: async ({ app, actor }) =>
      call('POST', `/api/admin/invites/${await pendingInvite(app)}/resend`, actor),
    expect: adminsOnly(200),
  },
  {
    route: 'DELETE /api/admin/invites/:id',
    request: async ({ app, actor }) =>
      call('DELETE', `/api/admin/invites/${await pendingInvite(app)}`, actor),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/users',
    request: ({ actor }) => call('GET', '/api/admin/users?q=investidor', actor),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/users/:id',
    request: ({ cast, actor }) => call('GET', `/api/admin/users/${cast.investorA.id}`, actor),
    expect: adminsOnly(200),
  },
  {
    route: 'PATCH /api/admin/users/:id',
    request: async ({ app, cast, actor }) =>
      call('PATCH', `/api/admin/users/${(await target(app)).id}`, actor, {
        consultantId: cast.consultantOfA.id,
      }),
    expect: adminsOnly(200),
  },
  ...(['disable', 'enable', 'reset-two-factor', 'password-reset'] as const).map(
    (action): MatrixRow => ({
      route: `POST /api/admin/users/:id/${action}`,
      request: async ({ app, actor }) =>
        call('POST', `/api/admin/users/${(await target(app)).id}/${action}`, actor),
      expect: adminsOnly(200),
    }),
  ),
  {
    route: 'GET /api/admin/users/:id/export',
    request: async ({ app, actor }) =>
      call('GET', `/api/admin/users/${(await target(app)).id}/export`, actor),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/deletion',
    request: async ({ app, actor }) =>
      call('POST', `/api/admin/users/${(await target(app)).id}/deletion`, actor),
    expect: adminsOnly(202),
  },
  {
    route: 'GET /api/admin/audit',
    request: ({ actor }) => call('GET', '/api/admin/audit?action=auth.', actor),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/audit.csv',
    request: ({ actor }) => call('GET', '/api/admin/audit.csv?action=auth.sign_up', actor),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/consultants',
    request: ({ actor }) => call('GET', '/api/admin/consultants', actor),
    expect: adminsOnly(200),
  },
  {
    // A consultant of the matrix's own, emptied into the shared queue.
    route: 'POST /api/admin/consultants/:id/reassign',
    request: async ({ app, actor }) =>
      call(
        'POST',
        `/api/admin/consultants/${(await createStaff(app, 'consultant')).id}/reassign`,
        actor,
        { to: null },
      ),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/consultants/:id/deactivate',
    request: async ({ app, actor }) =>
      call(
        'POST',
        `/api/admin/consultants/${(await createStaff(app, 'consultant')).id}/deactivate`,
        actor,
      ),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/security',
    request: ({ actor }) => call('GET', '/api/admin/security', actor),
    expect: adminsOnly(200),
  },
  {
    // An email with a failure of its own to clear.
    route: 'POST /api/admin/security/unlock',
    request: async ({ app, actor }) => {
      const email = `bloqueio-${Math.random().toString(36).slice(2)}@exemplo.com`;
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: as(null),
        payload: { email, password: 'senha errada de propósito' },
      });
      return call('POST', '/api/admin/security/unlock', actor, { email });
    },
    expect: adminsOnly(200),
  },
  {
    route: 'DELETE /api/admin/security/sessions/:id',
    request: async ({ app, actor }) => {
      const staff = await createStaff(app, 'consultant');
      const [session] = await app.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, staff.id));
      return {
        method: 'DELETE' as const,
        url: `/api/admin/security/sessions/${session?.id ?? 'x'}`,
        headers: as(actor),
      };
    },
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/security/emails',
    request: ({ actor }) => call('GET', '/api/admin/security/emails', actor),
    expect: adminsOnly(200),
  },
  {
    // A dead letter of its own per cell (the outbox used every attempt).
    route: 'POST /api/admin/security/emails/:id/retry',
    request: async ({ app, actor }) => {
      const [row] = await app.database.db
        .insert(emailOutbox)
        .values({
          to: 'matriz@exemplo.com',
          subject: 'Sem entrega',
          text: 'x',
          attempts: OUTBOX_MAX_ATTEMPTS,
          lastError: 'SMTP fora do ar',
        })
        .returning({ id: emailOutbox.id });
      return call('POST', `/api/admin/security/emails/${row?.id ?? 'x'}/retry`, actor);
    },
    expect: adminsOnly(200),
  },
];
