import type { FastifyInstance } from 'fastify';
import { deletionEraseAfter } from '@algoone/domain';
import { privacyDeletions } from '../../src/db/schema/index.ts';
import { as, PASSWORD, type Actor } from '../support/actors.ts';
import { everyone, signedIn, type ActorName, type MatrixRow } from './types.ts';

/** /admin/privacidade: admins only. */
const adminsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  admin: status,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor | null,
  payload?: unknown,
) => ({
  method,
  url,
  headers: as(actor),
  ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
});

async function requestOf(app: FastifyInstance, investor: Actor): Promise<string> {
  const res = await app.inject(
    call('POST', '/api/privacy/requests', investor, {
      kind: 'access',
      message: 'Quero saber quais dados vocês têm sobre mim.',
    }),
  );
  return res.json<{ id: string }>().id;
}

const incident = {
  occurredAt: '2026-11-20T10:00:00-03:00',
  description: 'Incidente registrado pela matriz de autorização.',
  dataAffected: 'Nenhum dado real',
  peopleAffected: 0,
  measures: 'Nenhuma medida necessária.',
};

export const privacyRows: MatrixRow[] = [
  {
    route: 'GET /api/privacy/summary',
    request: ({ actor }) => call('GET', '/api/privacy/summary', actor),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/privacy/export',
    request: ({ actor }) => call('GET', '/api/privacy/export', actor),
    expect: signedIn(200),
    fresh: true,
  },
  {
    route: 'PATCH /api/privacy/profile',
    request: ({ actor }) => call('PATCH', '/api/privacy/profile', actor, { phone: '11987654321' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/privacy/consents',
    request: ({ actor }) => call('GET', '/api/privacy/consents', actor),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/privacy/consents/:purpose',
    request: ({ actor }) =>
      call('PUT', '/api/privacy/consents/marketing_email', actor, { granted: false }),
    expect: signedIn(200),
  },
  {
    // Investors delete their own account; staff accounts are closed by an admin.
    route: 'POST /api/privacy/deletion',
    request: ({ actor }) => call('POST', '/api/privacy/deletion', actor, { password: PASSWORD }),
    expect: { ...signedIn(403), investorA: 202, investorB: 202 },
    fresh: true,
  },
  {
    // Takes back one's own pending deletion; every signed-in person may have one to take back
    // (staff through an admin's deletion), so each cell gets one first.
    route: 'DELETE /api/privacy/deletion',
    request: async ({ app, actor }) => {
      if (actor) {
        await app.database.db
          .insert(privacyDeletions)
          .values({ userId: actor.id, eraseAfter: deletionEraseAfter(new Date()) });
      }
      return call('DELETE', '/api/privacy/deletion', actor);
    },
    expect: signedIn(200),
    fresh: true,
  },
  {
    route: 'GET /api/privacy/requests',
    request: ({ actor }) => call('GET', '/api/privacy/requests', actor),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/privacy/requests',
    request: ({ actor }) =>
      call('POST', '/api/privacy/requests', actor, {
        kind: 'correction',
        message: 'Meu telefone mudou, por favor corrijam.',
      }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/admin/privacy/requests',
    request: ({ actor }) => call('GET', '/api/admin/privacy/requests', actor),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/privacy/requests/:id/answer',
    request: async ({ app, cast, actor }) =>
      call(
        'POST',
        `/api/admin/privacy/requests/${await requestOf(app, cast.investorA)}/answer`,
        actor,
        {
          answer: 'Enviamos a cópia dos seus dados por email.',
        },
      ),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/privacy/incidents',
    request: ({ actor }) => call('GET', '/api/admin/privacy/incidents', actor),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/privacy/incidents',
    request: ({ actor }) => call('POST', '/api/admin/privacy/incidents', actor, incident),
    expect: adminsOnly(201),
  },
  {
    // Outside production only, from this machine only (inject's address is 127.0.0.1).
    route: 'POST /api/dev/privacy/purge',
    request: ({ actor }) =>
      call('POST', '/api/dev/privacy/purge', actor, { now: new Date().toISOString() }),
    expect: everyone(200),
  },
];
