import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, ERROR_CODES } from '@algoone/contracts';
import { chatMessages, chatPresence, sessions, users } from '../src/db/schema/index.ts';
import {
  as,
  assignConsultant,
  cookieFrom,
  createStaff,
  PASSWORD,
  signIn,
  signUpInvestor,
  type Actor,
} from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { listening, openSse, type SseClient } from './support/sse.ts';
import { captureMailer, createTestApp, type TestContext } from './support/test-app.ts';

// Issue #29: live chat streams end with their session and their access, on every path, and
// each person sends at most CHAT_MESSAGES_PER_MINUTE messages a minute.

/** Short, so "at the next heartbeat" comes soon; the production default is 25 s. */
const HEARTBEAT_MS = 200;
const PER_MINUTE = 20;

// Two nodes on one database. The first keeps the production heartbeat (25 s), so a stream it
// ends within the tests' wait was ended by the path under test, not by a heartbeat: the paths
// run on the second node and reach the first through LISTEN/NOTIFY. The second beats every
// HEARTBEAT_MS, for what only a heartbeat can notice.
let ctx: TestContext;
let beating: TestContext;
let base: string;
let beatingBase: string;
const mail = captureMailer();

beforeAll(async () => {
  ctx = await createTestApp({
    mailer: mail,
    env: { CHAT_MESSAGES_PER_MINUTE: String(PER_MINUTE) },
  });
  beating = await createTestApp({
    database: ctx.database,
    env: { CHAT_HEARTBEAT_MS: String(HEARTBEAT_MS) },
  });
  base = await listening(ctx.app);
  beatingBase = await listening(beating.app);
});
afterAll(async () => {
  await beating.close();
  await ctx.close();
});

const call = (
  actor: Actor | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url,
    headers: as(actor),
    ...(payload === undefined ? {} : { payload }),
  });

/** The same call through the other node: what it does must reach streams open on the first. */
const callOther = (
  actor: Actor | null,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  beating.app.inject({
    method,
    url,
    headers: as(actor),
    ...(payload === undefined ? {} : { payload }),
  });

const send = (investor: Actor, text: string) =>
  call(investor, 'POST', '/api/chat/conversation/messages', { text });
const answer = (staff: Actor, conversationId: string, text: string) =>
  call(staff, 'POST', `/api/chat/conversations/${conversationId}/messages`, { text });

async function conversationIdOf(investor: Actor): Promise<string> {
  const res = await call(investor, 'GET', '/api/chat/conversation');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

/** The same person signed in once more: another session, as on another device. */
async function anotherSession(actor: Actor): Promise<Actor> {
  const res = await signIn(ctx.app, actor.email);
  expect(res.statusCode, res.body).toBe(200);
  return { ...actor, cookie: cookieFrom(res.headers['set-cookie']) };
}

async function currentSessionId(actor: Actor): Promise<string> {
  const res = await call(actor, 'GET', '/api/me/sessions');
  expect(res.statusCode, res.body).toBe(200);
  const current = (res.json().sessions as { id: string; current: boolean }[]).find(
    (s) => s.current,
  );
  if (!current) throw new Error('no current session');
  return current.id;
}

/** An investor with a plan and their own consultant, the conversation started. */
async function pair() {
  const investor = await signUpInvestor(ctx.app, 'Ana Cliente');
  await subscribeDemo(ctx.app, investor);
  const consultant = await createStaff(ctx.app, 'consultant');
  await assignConsultant(ctx.app, investor, consultant);
  expect((await send(investor, 'Oi')).statusCode).toBe(200);
  return { investor, consultant, conversationId: await conversationIdOf(investor) };
}

async function open(path: string, actor: Actor, on = base): Promise<SseClient> {
  const stream = await openSse(on, path, actor);
  expect(stream.status).toBe(200);
  // Registered on the hub: a conversation's stream starts with its receipts.
  if (!path.startsWith('/api/chat/inbox')) {
    await stream.until((events) => events.some((e) => e.event === 'receipts'));
  }
  return stream;
}

/** Still open after a few heartbeats of the beating node. */
const stillOpen = async (stream: SseClient) =>
  expect(stream.ended(3 * HEARTBEAT_MS)).rejects.toThrow('the stream is still open');

const texts = (stream: SseClient) => stream.messages().map((m) => m.text);

describe('a stream ends with the session it was opened with', () => {
  it('on sign-out; the person’s other session keeps its stream', async () => {
    const { investor, consultant, conversationId } = await pair();
    const phone = await anotherSession(investor);
    const stream = await open('/api/chat/conversation/events', investor);
    const other = await open('/api/chat/conversation/events', phone);
    const out = await callOther(investor, 'POST', '/api/auth/sign-out');
    expect(out.statusCode, out.body).toBe(200);
    await stream.ended();
    expect((await answer(consultant, conversationId, 'Depois da saída')).statusCode).toBe(200);
    await other.until(() => texts(other).includes('Depois da saída'));
    expect(texts(stream)).not.toContain('Depois da saída');
    await stillOpen(other);
    expect((await openSse(base, '/api/chat/conversation/events', investor)).status).toBe(401);
    other.close();
  });

  it('when revoked from another session (DELETE /api/me/sessions/:id)', async () => {
    const { investor, consultant, conversationId } = await pair();
    const laptop = await anotherSession(investor);
    const stream = await open('/api/chat/conversation/events', investor);
    const kept = await open('/api/chat/conversation/events', laptop);
    const revoked = await callOther(
      laptop,
      'DELETE',
      `/api/me/sessions/${await currentSessionId(investor)}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    await stream.ended();
    expect((await answer(consultant, conversationId, 'Depois da revogação')).statusCode).toBe(200);
    await kept.until(() => texts(kept).includes('Depois da revogação'));
    expect(texts(stream)).not.toContain('Depois da revogação');
    kept.close();
  });

  it('when the password changes ending the other sessions', async () => {
    const { investor, consultant, conversationId } = await pair();
    const laptop = await anotherSession(investor);
    const stream = await open('/api/chat/conversation/events', investor);
    const changed = await callOther(laptop, 'POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'outra frase longa e secreta 29',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await stream.ended();
    expect((await answer(consultant, conversationId, 'Depois da troca')).statusCode).toBe(200);
    expect(texts(stream)).not.toContain('Depois da troca');
    expect((await openSse(base, '/api/chat/conversation/events', investor)).status).toBe(401);
    // The browser that changed it carries on with the session it got back.
    const renewed = { ...laptop, cookie: cookieFrom(changed.headers['set-cookie']) };
    const again = await open('/api/chat/conversation/events', renewed);
    again.close();
  });
});

describe('a stream ends when its access moves', () => {
  it('PUT /api/chat/assignments moves the client: the former consultant stops hearing her', async () => {
    const { investor, consultant, conversationId } = await pair();
    const admin = await createStaff(ctx.app, 'admin');
    const next = await createStaff(ctx.app, 'consultant');
    const stream = await open(`/api/chat/conversations/${conversationId}/events`, consultant);
    const inbox = await open('/api/chat/inbox/events', consultant);
    const watching = await open(`/api/chat/conversations/${conversationId}/events`, admin);
    const moved = await callOther(admin, 'PUT', `/api/chat/assignments/${investor.id}`, {
      consultantId: next.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await stream.ended();
    expect((await send(investor, 'Para a nova consultora')).statusCode).toBe(200);
    await watching.until(() => texts(watching).includes('Para a nova consultora'));
    expect(texts(stream)).not.toContain('Para a nova consultora');
    await stillOpen(inbox);
    const again = await openSse(
      base,
      `/api/chat/conversations/${conversationId}/events`,
      consultant,
    );
    expect(again.status).toBe(404);
    inbox.close();
    watching.close();
  });

  it('claiming a queue conversation ends the other consultants’ streams of it', async () => {
    const investor = await signUpInvestor(ctx.app, 'Bia Fila');
    await subscribeDemo(ctx.app, investor);
    await ctx.database.db
      .update(users)
      .set({ consultantId: null })
      .where(eq(users.id, investor.id));
    expect((await send(investor, 'Alguém?')).statusCode).toBe(200);
    const id = await conversationIdOf(investor);
    const first = await createStaff(ctx.app, 'consultant');
    const second = await createStaff(ctx.app, 'consultant');
    const admin = await createStaff(ctx.app, 'admin');
    const loser = await open(`/api/chat/conversations/${id}/events`, second);
    const winner = await open(`/api/chat/conversations/${id}/events`, first);
    const watching = await open(`/api/chat/conversations/${id}/events`, admin);
    const claimed = await callOther(first, 'POST', `/api/chat/conversations/${id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    await loser.ended();
    expect((await send(investor, 'Depois da escolha')).statusCode).toBe(200);
    await winner.until(() => texts(winner).includes('Depois da escolha'));
    await watching.until(() => texts(watching).includes('Depois da escolha'));
    expect(texts(loser)).not.toContain('Depois da escolha');
    winner.close();
    watching.close();
  });
});

describe('every heartbeat checks session, person and access again', () => {
  it('ends a stream whose session was deleted directly in the database', async () => {
    const { investor, consultant, conversationId } = await pair();
    const phone = await anotherSession(investor);
    const stream = await open('/api/chat/conversation/events', investor, beatingBase);
    const other = await open('/api/chat/conversation/events', phone, beatingBase);
    // No notification: only the heartbeat can notice.
    await ctx.database.db.delete(sessions).where(eq(sessions.id, await currentSessionId(investor)));
    await stream.ended();
    expect((await answer(consultant, conversationId, 'Depois do fim')).statusCode).toBe(200);
    await other.until(() => texts(other).includes('Depois do fim'));
    expect(texts(stream)).not.toContain('Depois do fim');
    // The stream of the session that still exists went through that same check and stays.
    await stillOpen(other);
    other.close();
  });

  it('ends the streams of a person disabled, or of a client moved, directly in the database', async () => {
    const { investor, consultant, conversationId } = await pair();
    const stream = await open(
      `/api/chat/conversations/${conversationId}/events`,
      consultant,
      beatingBase,
    );
    const inbox = await open('/api/chat/inbox/events', consultant, beatingBase);
    const other = await createStaff(ctx.app, 'consultant');
    await ctx.database.db
      .update(users)
      .set({ consultantId: other.id })
      .where(eq(users.id, investor.id));
    await stream.ended();
    await stillOpen(inbox);
    await ctx.database.db.update(users).set({ banned: true }).where(eq(users.id, consultant.id));
    await inbox.ended();
  });

  it('ends an expired session’s stream', async () => {
    const { investor } = await pair();
    const stream = await open('/api/chat/conversation/events', investor, beatingBase);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, await currentSessionId(investor)));
    await stream.ended();
  });
});

describe('presence follows the stream', () => {
  it('a consultant whose stream ended with their session gets the new-message email', async () => {
    const investor = await signUpInvestor(ctx.app, 'Eva Cliente');
    await subscribeDemo(ctx.app, investor);
    const consultant = await createStaff(ctx.app, 'consultant');
    await assignConsultant(ctx.app, investor, consultant);
    const inbox = await open('/api/chat/inbox/events', consultant);
    const presence = () =>
      ctx.database.db.select().from(chatPresence).where(eq(chatPresence.userId, consultant.id));
    await vi.waitFor(async () => expect(await presence()).toHaveLength(1));
    // Present: no email (which would also hold the next one back for an hour).
    expect((await send(investor, 'Oi')).statusCode).toBe(200);
    await ctx.app.chat.outbox.drain();
    expect(mail.sent.filter((e) => e.to === consultant.email)).toHaveLength(0);
    expect((await call(consultant, 'POST', '/api/auth/sign-out')).statusCode).toBe(200);
    await inbox.ended();
    await vi.waitFor(async () => expect(await presence()).toHaveLength(0));
    expect((await send(investor, 'Está aí?')).statusCode).toBe(200);
    await ctx.app.chat.outbox.drain();
    expect(mail.sent.filter((e) => e.to === consultant.email)).toHaveLength(1);
  });
});

describe('the per-person sending limit', () => {
  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((r) => r.statusCode).sort((a, b) => a - b);

  it('lets exactly CHAT_MESSAGES_PER_MINUTE parallel investor messages through, then 429 in pt-BR', async () => {
    const investor = await signUpInvestor(ctx.app, 'Carla Apressada');
    await subscribeDemo(ctx.app, investor);
    const extra = 7;
    const responses = await Promise.all(
      Array.from({ length: PER_MINUTE + extra }, (_, i) => send(investor, `Mensagem ${i}`)),
    );
    expect(statuses(responses)).toEqual([
      ...Array<number>(PER_MINUTE).fill(200),
      ...Array<number>(extra).fill(429),
    ]);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: { code: ERROR_CODES.rateLimited, message: CHAT_MESSAGES.tooManyMessages },
    });
    const stored = await ctx.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.authorId, investor.id));
    expect(stored).toHaveLength(PER_MINUTE);
    // A minute later the person may write again.
    await ctx.database.db
      .update(chatMessages)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(chatMessages.authorId, investor.id));
    expect((await send(investor, 'Um minuto depois')).statusCode).toBe(200);
  });

  it('counts a consultant’s messages across conversations, in parallel', async () => {
    const { investor, consultant, conversationId } = await pair();
    const second = await signUpInvestor(ctx.app, 'Duda Cliente');
    await subscribeDemo(ctx.app, second);
    await assignConsultant(ctx.app, second, consultant);
    expect((await send(second, 'Olá')).statusCode).toBe(200);
    const secondId = await conversationIdOf(second);
    const extra = 5;
    const responses = await Promise.all(
      Array.from({ length: PER_MINUTE + extra }, (_, i) =>
        answer(consultant, i % 2 === 0 ? conversationId : secondId, `Resposta ${i}`),
      ),
    );
    expect(statuses(responses)).toEqual([
      ...Array<number>(PER_MINUTE).fill(200),
      ...Array<number>(extra).fill(429),
    ]);
    expect(responses.find((r) => r.statusCode === 429)?.json().error.message).toBe(
      CHAT_MESSAGES.tooManyMessages,
    );
    // The limit is the sender's: the investor still writes.
    expect((await send(investor, 'Obrigada!')).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(eq(chatMessages.authorId, consultant.id), eq(chatMessages.kind, 'text')));
    expect(row?.count).toBe(PER_MINUTE);
  });
});
