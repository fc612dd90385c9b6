import type { FastifyInstance } from 'fastify';
import { as, type Actor } from '../support/actors.ts';
import { ensureSubscribed } from '../support/billing.ts';
import { signedIn, type ActorName, type Cast, type MatrixRow } from './types.ts';

/** Investors get `status` on their own conversation; staff 403, anonymous 401. */
const investorsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  investorA: status,
  investorB: status,
});

/** Staff routes on investor A's conversation: their consultant and admins; another consultant
 * is refused (`other`: 404 to read, 403 to write). */
const aConversation = (status: number, other: number): Record<ActorName, number> => ({
  ...signedIn(403),
  consultantOfA: status,
  otherConsultant: other,
  admin: status,
});

const staffOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  consultantOfA: status,
  otherConsultant: status,
  admin: status,
});

function nameOf(cast: Cast, actor: Actor | null): ActorName {
  if (!actor) return 'anonymous';
  const entry = Object.entries(cast).find(([, a]) => a === actor);
  if (!entry) throw new Error('not in the cast');
  return entry[0] as ActorName;
}

/**
 * An event stream stays open: for the actors who get one, the request resolves once its head
 * is written (the open stream is ended when the app closes).
 */
const streamOptions = (cast: Cast, actor: Actor | null, expect: Record<ActorName, number>) =>
  expect[nameOf(cast, actor)] === 200 ? { payloadAsStream: true } : {};

async function conversationOfA(app: FastifyInstance, cast: Cast): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/chat/conversation',
    headers: as(cast.investorA),
  });
  if (res.statusCode !== 200) throw new Error(`no conversation: ${res.body}`);
  return res.json().id;
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A schedule request of investor A's, optionally answered by their consultant with a new time. */
async function reviewOfA(app: FastifyInstance, cast: Cast, counter: boolean): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/review-requests',
    headers: as(cast.investorA),
    payload: { kind: 'schedule', times: [inHours(30)] },
  });
  if (res.statusCode !== 201) throw new Error(`review not created: ${res.body}`);
  const id = res.json().reviewRequest.id as string;
  if (counter) {
    const proposed = await app.inject({
      method: 'POST',
      url: `/api/chat/review-requests/${id}/decision`,
      headers: as(cast.consultantOfA),
      payload: { action: 'propose', time: inHours(40) },
    });
    if (proposed.statusCode !== 200) throw new Error(`not proposed: ${proposed.body}`);
  }
  return id;
}

const staffStream = aConversation(200, 404);
const investorStream = investorsOnly(200);
const inboxStream = staffOnly(200);

export const chatRows: MatrixRow[] = [
  {
    route: 'GET /api/chat/conversation',
    request: ({ actor }) => ({ method: 'GET', url: '/api/chat/conversation', headers: as(actor) }),
    expect: investorsOnly(200),
  },
  {
    // A plan feature: each investor subscribes (demo) first.
    route: 'POST /api/chat/conversation/messages',
    request: async ({ app, actor }) => {
      await ensureSubscribed(app, actor);
      return {
        method: 'POST',
        url: '/api/chat/conversation/messages',
        headers: as(actor),
        payload: { text: 'Olá' },
      };
    },
    expect: investorsOnly(200),
    // Subscribing changes the investors for later rows (research downloads): own cast.
    fresh: true,
  },
  {
    route: 'POST /api/chat/conversation/read',
    request: ({ actor }) => ({
      method: 'POST',
      url: '/api/chat/conversation/read',
      headers: as(actor),
      payload: { seq: 1 },
    }),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/chat/conversation/events',
    request: ({ cast, actor }) => ({
      method: 'GET',
      url: '/api/chat/conversation/events',
      headers: as(actor),
      ...streamOptions(cast, actor, investorStream),
    }),
    expect: investorStream,
  },
  {
    route: 'POST /api/chat/review-requests',
    request: ({ actor }) => ({
      method: 'POST',
      url: '/api/chat/review-requests',
      headers: as(actor),
      payload: { kind: 'human_review' },
    }),
    expect: investorsOnly(201),
  },
  {
    route: 'POST /api/chat/review-requests/:id/accept',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/chat/review-requests/${await reviewOfA(app, cast, true)}/accept`,
      headers: as(actor),
    }),
    expect: { ...investorsOnly(200), investorB: 404 },
  },
  {
    route: 'POST /api/chat/review-requests/:id/decision',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/chat/review-requests/${await reviewOfA(app, cast, false)}/decision`,
      headers: as(actor),
      payload: { action: 'close' },
    }),
    expect: aConversation(200, 403),
  },
  {
    route: 'GET /api/chat/inbox',
    request: ({ actor }) => ({ method: 'GET', url: '/api/chat/inbox', headers: as(actor) }),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/chat/inbox/events',
    request: ({ cast, actor }) => ({
      method: 'GET',
      url: '/api/chat/inbox/events',
      headers: as(actor),
      ...streamOptions(cast, actor, inboxStream),
    }),
    expect: inboxStream,
  },
  {
    route: 'GET /api/chat/conversations/:id',
    request: async ({ app, cast, actor }) => ({
      method: 'GET',
      url: `/api/chat/conversations/${await conversationOfA(app, cast)}`,
      headers: as(actor),
    }),
    expect: aConversation(200, 404),
  },
  {
    route: 'POST /api/chat/conversations/:id/messages',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/chat/conversations/${await conversationOfA(app, cast)}/messages`,
      headers: as(actor),
      payload: { text: 'Olá, aqui é o seu consultor' },
    }),
    expect: aConversation(200, 403),
  },
  {
    route: 'POST /api/chat/conversations/:id/read',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/chat/conversations/${await conversationOfA(app, cast)}/read`,
      headers: as(actor),
      payload: { seq: 1 },
    }),
    expect: aConversation(200, 403),
  },
  {
    route: 'GET /api/chat/conversations/:id/events',
    request: async ({ app, cast, actor }) => ({
      method: 'GET',
      url: `/api/chat/conversations/${await conversationOfA(app, cast)}/events`,
      headers: as(actor),
      ...streamOptions(cast, actor, staffStream),
    }),
    expect: staffStream,
  },
  {
    // A's conversation is already their consultant's: claiming it again is a no-op for them;
    // admins assign instead of claiming.
    route: 'POST /api/chat/conversations/:id/claim',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/chat/conversations/${await conversationOfA(app, cast)}/claim`,
      headers: as(actor),
    }),
    expect: { ...aConversation(200, 404), admin: 403 },
  },
  {
    route: 'GET /api/chat/conversations/:id/client',
    request: async ({ app, cast, actor }) => ({
      method: 'GET',
      url: `/api/chat/conversations/${await conversationOfA(app, cast)}/client`,
      headers: as(actor),
    }),
    expect: aConversation(200, 404),
  },
  {
    // Assigns A to the consultant they already have, so the shared cast stays as it is.
    route: 'PUT /api/chat/assignments/:investorId',
    request: ({ cast, actor }) => ({
      method: 'PUT',
      url: `/api/chat/assignments/${cast.investorA.id}`,
      headers: as(actor),
      payload: { consultantId: cast.consultantOfA.id },
    }),
    expect: { ...signedIn(403), admin: 200 },
  },
];
