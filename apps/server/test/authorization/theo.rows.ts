import type { FastifyInstance } from 'fastify';
import { as, type Actor } from '../support/actors.ts';
import { signedIn, type ActorName, type MatrixRow } from './types.ts';

/** The investor's own Theo: investors get `status`, staff 403, anonymous 401. */
const investorsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  investorA: status,
  investorB: status,
});

/** Investor A's conversation or message: B (not the owner) gets 404, as for an unknown id. */
const ownerOnly = (status: number): Record<ActorName, number> => ({
  ...investorsOnly(status),
  investorB: 404,
});

/** The provider settings: admins only. */
const adminOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  admin: status,
});

async function conversationOf(app: FastifyInstance, owner: Actor): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/theo/conversations',
    headers: as(owner),
  });
  if (res.statusCode !== 201) throw new Error(`conversation not created: ${res.body}`);
  return res.json().id;
}

/** The stream's events: the question (`start`) and the reply (`done`). */
async function exchangeOf(app: FastifyInstance, owner: Actor) {
  const id = await conversationOf(app, owner);
  const res = await app.inject({
    method: 'POST',
    url: `/api/theo/conversations/${id}/messages`,
    headers: as(owner),
    payload: { content: 'Quero falar com um consultor humano' },
  });
  const events = res.body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)));
  const start = events.find((event) => event.type === 'start');
  const done = events.find((event) => event.type === 'done');
  if (!start || !done) throw new Error(`no reply: ${res.body}`);
  return { questionId: start.question.id as string, replyId: done.message.id as string };
}

/** A reply of Theo's to `owner` that offers a human (Básico's hand-off answer). */
async function flaggedReplyOf(app: FastifyInstance, owner: Actor): Promise<string> {
  return (await exchangeOf(app, owner)).replyId;
}

export const theoRows: MatrixRow[] = [
  {
    route: 'GET /api/theo',
    request: ({ actor }) => ({ method: 'GET', url: '/api/theo', headers: as(actor) }),
    expect: investorsOnly(200),
  },
  {
    // No provider is configured in the matrix: there is nothing to consent to.
    route: 'POST /api/theo/consent',
    request: ({ actor }) => ({ method: 'POST', url: '/api/theo/consent', headers: as(actor) }),
    expect: investorsOnly(409),
  },
  {
    route: 'DELETE /api/theo/consent',
    request: ({ actor }) => ({ method: 'DELETE', url: '/api/theo/consent', headers: as(actor) }),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/theo/conversations',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/theo/conversations',
      headers: as(actor),
    }),
    expect: investorsOnly(200),
  },
  {
    route: 'POST /api/theo/conversations',
    request: ({ actor }) => ({
      method: 'POST',
      url: '/api/theo/conversations',
      headers: as(actor),
    }),
    expect: investorsOnly(201),
  },
  {
    route: 'GET /api/theo/conversations/:id',
    request: async ({ app, cast, actor }) => ({
      method: 'GET',
      url: `/api/theo/conversations/${await conversationOf(app, cast.investorA)}`,
      headers: as(actor),
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/theo/conversations/:id/messages',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/theo/conversations/${await conversationOf(app, cast.investorA)}/messages`,
      headers: as(actor),
      payload: { content: 'Como funciona o cashback?' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/theo/messages/:id/feedback',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/theo/messages/${await flaggedReplyOf(app, cast.investorA)}/feedback`,
      headers: as(actor),
      payload: { rating: 'up' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/theo/messages/:id/handoff',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/theo/messages/${await flaggedReplyOf(app, cast.investorA)}/handoff`,
      headers: as(actor),
    }),
    expect: ownerOnly(201),
  },
  {
    // Answered already (Básico, no provider in the matrix): the reply that stands, 200.
    route: 'POST /api/theo/messages/:id/basic',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/theo/messages/${(await exchangeOf(app, cast.investorA)).questionId}/basic`,
      headers: as(actor),
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/admin/theo/settings',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/admin/theo/settings',
      headers: as(actor),
    }),
    expect: adminOnly(200),
  },
  {
    // A blank key with nothing saved: the product's 'API Key necessária' (400) once past the gate.
    route: 'PUT /api/admin/theo/settings',
    request: ({ actor }) => ({
      method: 'PUT',
      url: '/api/admin/theo/settings',
      headers: as(actor),
      payload: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4.1-2025-04-14', apiKey: '' },
    }),
    expect: adminOnly(400),
  },
  {
    route: 'DELETE /api/admin/theo/settings',
    request: ({ actor }) => ({
      method: 'DELETE',
      url: '/api/admin/theo/settings',
      headers: as(actor),
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/theo/settings/test',
    request: ({ actor }) => ({
      method: 'POST',
      url: '/api/admin/theo/settings/test',
      headers: as(actor),
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/theo/usage',
    request: ({ actor }) => ({ method: 'GET', url: '/api/admin/theo/usage', headers: as(actor) }),
    expect: adminOnly(200),
  },
];
