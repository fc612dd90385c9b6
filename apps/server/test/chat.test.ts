import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { CHAT_ACKNOWLEDGEMENT, CHAT_MESSAGE_MAX_LENGTH } from '@algoone/domain';
import { CHAT_MESSAGES, type TChatConversation } from '@algoone/contracts';
import { auditLog, chatConversations, emailOutbox, users } from '../src/db/schema/index.ts';
import { assignConsultantAtSignUp, postHandoff } from '../src/modules/chat/index.ts';
import { ensureConversation } from '../src/modules/chat/chat-store.ts';
import { MAX_STREAMS_PER_USER } from '../src/modules/chat/live-hub.ts';
import { as, assignConsultant, createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { countQueries } from './support/count-queries.ts';
import { listening, openSse } from './support/sse.ts';
import { captureMailer, createTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
const mail = captureMailer();

beforeAll(async () => {
  ctx = await createTestApp({ mailer: mail });
});
afterAll(() => ctx.close());

const call = (
  actor: Actor | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url,
    headers: as(actor),
    ...(payload === undefined ? {} : { payload }),
  });

/** The consultant chat is a plan feature: these investors subscribe (demo) first. */
async function subscriber(name?: string): Promise<Actor> {
  const investor = await signUpInvestor(ctx.app, name);
  await subscribeDemo(ctx.app, investor);
  return investor;
}

async function conversationOf(actor: Actor): Promise<TChatConversation> {
  const res = await call(actor, 'GET', '/api/chat/conversation');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function send(actor: Actor, text: string) {
  return call(actor, 'POST', '/api/chat/conversation/messages', { text });
}

async function answer(staff: Actor, conversationId: string, text: string) {
  return call(staff, 'POST', `/api/chat/conversations/${conversationId}/messages`, { text });
}

/** An investor with their own consultant, both signed in. */
async function pair() {
  const investor = await subscriber('Ana Cliente');
  const consultant = await createStaff(ctx.app, 'consultant');
  await assignConsultant(ctx.app, investor, consultant);
  return { investor, consultant };
}

let seen = 0;
/**
 * Sends everything the outbox holds now (a write that queues an email also starts a send at
 * once) and returns the emails sent since the previous call.
 */
async function drain() {
  await ctx.app.chat.outbox.drain();
  const sent = mail.sent.slice(seen);
  seen = mail.sent.length;
  return sent;
}

describe('assignment at sign-up', () => {
  // Other test files share the database (PostgreSQL runs them in parallel): each case bans
  // every other consultant inside a transaction it rolls back, so it sees only its own.
  async function withOnlyConsultants<T>(
    keep: string[],
    work: (tx: typeof ctx.database.db) => Promise<T>,
  ): Promise<T> {
    let result: T | undefined;
    await ctx.database.db
      .transaction(async (tx) => {
        await tx
          .update(users)
          .set({ banned: true })
          .where(
            and(
              eq(users.role, 'consultant'),
              keep.length > 0 ? notInArray(users.id, keep) : sql`true`,
            ),
          );
        result = await work(tx);
        throw new Error('rollback');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'rollback') throw error;
      });
    return result as T;
  }

  it('leaves the investor in the shared queue while there is no active consultant', async () => {
    const investor = await subscriber();
    const picked = await withOnlyConsultants([], async (tx) => {
      await tx.update(users).set({ consultantId: null }).where(eq(users.id, investor.id));
      return assignConsultantAtSignUp(tx, investor.id);
    });
    expect(picked).toBeNull();
  });

  it('gives the active consultant with the fewest clients, skipping banned ones', async () => {
    const busy = await createStaff(ctx.app, 'consultant');
    const free = await createStaff(ctx.app, 'consultant');
    const banned = await createStaff(ctx.app, 'consultant');
    await ctx.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    await assignConsultant(ctx.app, await subscriber(), busy);
    const next = await subscriber();
    const picked = await withOnlyConsultants([busy.id, free.id], async (tx) => {
      // As at its sign-up: not yet anyone's client.
      await tx.update(users).set({ consultantId: null }).where(eq(users.id, next.id));
      return assignConsultantAtSignUp(tx, next.id);
    });
    expect(picked).toBe(free.id);
  });

  it('assigns through the sign-up itself', async () => {
    await createStaff(ctx.app, 'consultant');
    const investor = await subscriber();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, investor.id));
    expect(row?.consultantId).not.toBeNull();
  });
});

describe('the conversation', () => {
  it('is a plan feature to write, not to read: without a plan, 403 PLAN_REQUIRED', async () => {
    const investor = await signUpInvestor(ctx.app, 'Sem Plano');
    const res = await send(investor, 'Olá');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAN_REQUIRED');
    expect((await conversationOf(investor)).messages).toEqual([]);
  });

  it('trims, ignores empty text, refuses text beyond the limit in pt-BR and keeps HTML as text', async () => {
    const { investor } = await pair();
    for (const text of ['', '   ', '\n\t']) {
      const res = await send(investor, text);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: null });
    }
    const long = await send(investor, 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ text: CHAT_MESSAGES.tooLong });
    expect((await conversationOf(investor)).messages).toEqual([]);

    const res = await send(investor, '  <script>alert(1)</script> olá  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({
      seq: 1,
      author: 'investor',
      text: '<script>alert(1)</script> olá',
      kind: 'text',
    });
    const exact = await send(investor, 'b'.repeat(CHAT_MESSAGE_MAX_LENGTH));
    expect(exact.statusCode).toBe(200);
  });

  it('is created once when a first page asks for it twice at the same time, in one statement', async () => {
    const { investor, consultant } = await pair();
    const [a, b] = await Promise.all([conversationOf(investor), conversationOf(investor)]);
    expect(b.id).toBe(a.id);
    const rows = await ctx.database.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.investorId, investor.id));
    expect(rows).toEqual([{ id: a.id }]);
    expect(a.consultant).toEqual({ id: consultant.id, name: 'Consultora Teste' });
    // The statement's row is the row drizzle reads, every column (one added later included).
    await send(investor, 'Olá');
    const [stored] = await ctx.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.investorId, investor.id));
    const opened = await ensureConversation(ctx.database.db, investor.id);
    expect(opened.conversation).toEqual(stored);
    expect(opened.conversation.acknowledgedAt).toBeInstanceOf(Date);
    expect(opened.consultant).toMatchObject({ id: consultant.id, name: 'Consultora Teste' });

    // A conversation nobody wrote in reads the row and the consultant, and nothing else.
    const fresh = await subscriber('Primeira Visita');
    const counted = countQueries(ctx.database);
    const first = await conversationOf(fresh);
    counted.restore();
    expect(first).toMatchObject({ messages: [], unreadCount: 0 });
    expect(counted.texts().filter((text) => text.includes('chat_'))).toHaveLength(1);
  });

  it('posts the 24-hour acknowledgement once per conversation', async () => {
    const { investor } = await pair();
    await send(investor, 'Primeira');
    await send(investor, 'Segunda');
    const { messages } = await conversationOf(investor);
    expect(messages.map((m) => [m.seq, m.author, m.text])).toEqual([
      [1, 'investor', 'Primeira'],
      [2, 'system', CHAT_ACKNOWLEDGEMENT],
      [3, 'investor', 'Segunda'],
    ]);
  });

  it('posts one acknowledgement when a message and review requests arrive at the same time', async () => {
    const { investor } = await pair();
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    // Review requests do not wait for the sending limit's lock: they race the message and each
    // other. Each post locks the conversation row (FOR NO KEY UPDATE: FOR UPDATE deadlocked
    // here with the review request's foreign-key lock, answering 500) and so sees the
    // acknowledgement another one just posted.
    const answers = await Promise.all([
      send(investor, 'Oi'),
      ...[30, 54, 78].map((hours) =>
        call(investor, 'POST', '/api/chat/review-requests', {
          kind: 'schedule',
          times: [at(hours)],
        }),
      ),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 201, 201, 201]);
    const { messages } = await conversationOf(investor);
    expect(messages.filter((m) => m.kind === 'acknowledgement')).toHaveLength(1);
    expect(messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts unread messages on both sides and moves read marks forward only', async () => {
    const { investor, consultant } = await pair();
    await send(investor, 'Oi');
    await send(investor, 'Tudo bem?');
    const own = await conversationOf(investor);
    // Writing after the acknowledgement counts as having seen it.
    expect(own.unreadCount).toBe(0);
    const inbox = await call(consultant, 'GET', '/api/chat/inbox');
    const item = inbox.json().items.find((i: { id: string }) => i.id === own.id);
    expect(item).toMatchObject({ unreadCount: 2, investor: { name: 'Ana Cliente' } });
    expect(item.waitingSince).not.toBeNull();

    const read = await call(consultant, 'POST', `/api/chat/conversations/${own.id}/read`, {
      seq: 999,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().receipts).toMatchObject({ staffReadSeq: 3, staffDeliveredSeq: 3 });
    const back = await call(consultant, 'POST', `/api/chat/conversations/${own.id}/read`, {
      seq: 1,
    });
    expect(back.json().receipts.staffReadSeq).toBe(3);

    expect((await answer(consultant, own.id, 'Olá, Ana!')).statusCode).toBe(200);
    const after = await conversationOf(investor);
    expect(after.unreadCount).toBe(1);
    expect(after.messages.at(-1)).toMatchObject({
      author: 'consultant',
      authorName: 'Consultora Teste',
    });
    const inboxAfter = await call(consultant, 'GET', '/api/chat/inbox?filter=unread');
    expect(inboxAfter.json().items.some((i: { id: string }) => i.id === own.id)).toBe(false);
    const mark = await call(investor, 'POST', '/api/chat/conversation/read', { seq: 4 });
    expect(mark.json().receipts.investorReadSeq).toBe(4);
    expect((await conversationOf(investor)).unreadCount).toBe(0);
  });

  it('rejects bad read marks and bodies with pt-BR errors, never a 500', async () => {
    const { investor } = await pair();
    for (const payload of [{ seq: -1 }, { seq: 'x' }, {}, { seq: 1.5 }]) {
      const res = await call(investor, 'POST', '/api/chat/conversation/read', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{}, { text: 3 }, { text: null }]) {
      const res = await call(investor, 'POST', '/api/chat/conversation/messages', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/[a-zà-ú]/);
    }
  });
});

describe('Theo’s hand-off', () => {
  it('arrives as a typed message with its excerpt, cut to the limit', async () => {
    const { investor } = await pair();
    await postHandoff(ctx.app.chat.context, investor, '  Quero falar com um consultor humano.  ');
    await postHandoff(ctx.app.chat.context, investor, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 10));
    const { messages } = await conversationOf(investor);
    expect(messages.map((m) => [m.kind, m.author])).toEqual([
      ['handoff', 'investor'],
      ['acknowledgement', 'system'],
      ['handoff', 'investor'],
    ]);
    expect(messages[0]?.text).toBe('Quero falar com um consultor humano.');
    expect(messages[2]?.text).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
  });
});

describe('who may see and write', () => {
  it('refuses writing to a conversation that is not yours (403) and hides it from reads (404)', async () => {
    const { investor, consultant } = await pair();
    const other = await createStaff(ctx.app, 'consultant');
    await send(investor, 'Oi');
    const { id } = await conversationOf(investor);
    const write = await answer(other, id, 'Sou outro');
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe(CHAT_MESSAGES.notYours);
    expect((await call(other, 'GET', `/api/chat/conversations/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/chat/conversations/${id}/client`)).statusCode).toBe(404);
    const inbox = await call(other, 'GET', '/api/chat/inbox');
    expect(inbox.json().items.some((i: { id: string }) => i.id === id)).toBe(false);
    expect((await call(consultant, 'GET', `/api/chat/conversations/${id}`)).statusCode).toBe(200);
    for (const bad of ['nao-e-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await call(consultant, 'GET', `/api/chat/conversations/${bad}`)).statusCode).toBe(
        404,
      );
    }
  });

  it('lets any consultant read and claim the shared queue, one at a time', async () => {
    const investor = await subscriber();
    await ctx.database.db
      .update(users)
      .set({ consultantId: null })
      .where(eq(users.id, investor.id));
    await send(investor, 'Alguém aí?');
    const { id } = await conversationOf(investor);
    const first = await createStaff(ctx.app, 'consultant');
    const second = await createStaff(ctx.app, 'consultant');
    const inbox = await call(second, 'GET', '/api/chat/inbox');
    expect(inbox.json().items.find((i: { id: string }) => i.id === id)).toMatchObject({
      consultant: null,
    });
    const early = await answer(first, id, 'Oi');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(CHAT_MESSAGES.claimFirst);
    expect((await call(first, 'POST', `/api/chat/conversations/${id}/claim`)).statusCode).toBe(200);
    // Now someone else's client: hidden from the second consultant.
    const late = await call(second, 'POST', `/api/chat/conversations/${id}/claim`);
    expect(late.statusCode).toBe(404);
    expect((await answer(first, id, 'Oi, sou sua consultora')).statusCode).toBe(200);
    expect((await answer(second, id, 'Eu também')).statusCode).toBe(403);
    const admin = await createStaff(ctx.app, 'admin');
    expect((await call(admin, 'POST', `/api/chat/conversations/${id}/claim`)).statusCode).toBe(403);
  });

  it('shows the client panel with the investor’s own read models, and audits staff reads', async () => {
    const { investor, consultant } = await pair();
    await send(investor, 'Oi');
    const { id } = await conversationOf(investor);
    const res = await call(consultant, 'GET', `/api/chat/conversations/${id}/client`);
    expect(res.statusCode, res.body).toBe(200);
    const panel = res.json();
    expect(panel.investor).toMatchObject({ id: investor.id, name: 'Ana Cliente' });
    expect(panel.dashboard.profileGate).toBeDefined();
    expect(panel.goalsAtRisk).toEqual([]);
    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, consultant.id), eq(auditLog.targetId, investor.id)));
    expect(audits.map((a) => a.action)).toContain('chat.client_viewed');
  });

  it('lets an admin reassign, refusing unknown investors and inactive consultants', async () => {
    const { investor } = await pair();
    const admin = await createStaff(ctx.app, 'admin');
    const next = await createStaff(ctx.app, 'consultant');
    const url = `/api/chat/assignments/${investor.id}`;
    const ok = await call(admin, 'PUT', url, { consultantId: next.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().consultant).toEqual({ id: next.id, name: next.name });
    const bad = await call(admin, 'PUT', url, { consultantId: admin.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ consultantId: CHAT_MESSAGES.consultantInvalid });
    expect(
      (await call(admin, 'PUT', '/api/chat/assignments/ninguem', { consultantId: null }))
        .statusCode,
    ).toBe(404);
    const queue = await call(admin, 'PUT', url, { consultantId: null });
    expect(queue.json().consultant).toBeNull();
  });
});

describe('emails', () => {
  it('emails an offline consultant at most once per conversation per hour, through the outbox', async () => {
    const { investor, consultant } = await pair();
    await drain();
    await send(investor, 'Primeira');
    await send(investor, 'Segunda');
    const sent = await drain();
    expect(sent.filter((e) => e.to === consultant.email)).toHaveLength(1);
    expect(sent[0]?.subject).toContain('Ana Cliente');
    // An hour later, another one.
    const { id } = await conversationOf(investor);
    await ctx.database.db
      .update(chatConversations)
      .set({ consultantEmailedAt: sql`now() - interval '61 minutes'` })
      .where(eq(chatConversations.id, id));
    await send(investor, 'Terceira');
    expect((await drain()).filter((e) => e.to === consultant.email)).toHaveLength(1);
  });

  it('does not email a consultant who has a stream open, and emails an investor who is away', async () => {
    const { investor, consultant } = await pair();
    const base = await listening(ctx.app);
    const inbox = await openSse(base, '/api/chat/inbox/events', consultant);
    expect(inbox.status).toBe(200);
    await send(investor, 'Oi');
    expect((await drain()).filter((e) => e.to === consultant.email)).toHaveLength(0);
    inbox.close();
    const { id } = await conversationOf(investor);
    await answer(consultant, id, 'Respondido');
    const sent = await drain();
    expect(sent.filter((e) => e.to === investor.email).map((e) => e.subject)).toEqual([
      'Seu consultor respondeu no AlgoOne',
    ]);
  });

  it('retries an email that failed, after a back-off', async () => {
    const { investor } = await pair();
    await drain();
    const failing = await createTestApp({
      database: ctx.database,
      mailer: {
        async send() {
          throw new Error('SMTP fora do ar');
        },
      },
    });
    try {
      await ctx.database.db.delete(emailOutbox);
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/chat/conversation/messages',
        headers: as(investor),
        payload: { text: 'Oi' },
      });
      expect(res.statusCode).toBe(200);
      await failing.app.chat.outbox.drain();
      const [row] = await ctx.database.db.select().from(emailOutbox);
      expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP fora do ar' });
      expect(new Date(row?.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now());
      await ctx.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await drain()).toHaveLength(1);
      const [after] = await ctx.database.db.select().from(emailOutbox);
      expect(after?.sentAt).not.toBeNull();
    } finally {
      await failing.close();
    }
  });
});

describe('review requests', () => {
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  it('refuses bad times with pt-BR messages', async () => {
    const { investor } = await pair();
    const cases: [Record<string, unknown>, number][] = [
      [{ kind: 'schedule', times: [] }, 400],
      [{ kind: 'schedule', times: [inHours(1), inHours(2), inHours(3), inHours(4)] }, 400],
      [{ kind: 'schedule', times: [inHours(-1)] }, 400],
      [{ kind: 'schedule', times: [inHours(2), inHours(2)] }, 400],
      [{ kind: 'schedule', times: ['amanhã'] }, 400],
      [{ kind: 'outra' }, 400],
      [{ kind: 'goal_review', goalId: 'x' }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await call(investor, 'POST', '/api/chat/review-requests', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const past = await call(investor, 'POST', '/api/chat/review-requests', {
      kind: 'schedule',
      times: [inHours(-1)],
    });
    expect(past.json().error.fields).toEqual({ times: CHAT_MESSAGES.timesPast });
  });

  it('is confirmed by the consultant, and both get an .ics invite', async () => {
    const { investor, consultant } = await pair();
    const times = [inHours(50), inHours(26)];
    const created = await call(investor, 'POST', '/api/chat/review-requests', {
      kind: 'schedule',
      times,
      note: 'Quero falar da carteira',
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().reviewRequest;
    expect(request).toMatchObject({ kind: 'schedule', status: 'pending' });
    expect(request.proposedTimes.map((t: string) => new Date(t).getTime())).toEqual(
      [times[1], times[0]].map((t) => new Date(t ?? '').getTime()),
    );
    const { id, messages } = await conversationOf(investor);
    expect(messages[0]).toMatchObject({
      kind: 'review_request',
      reviewRequest: { id: request.id },
    });
    const reviews = await call(consultant, 'GET', '/api/chat/inbox?filter=reviews');
    expect(reviews.json().items.find((i: { id: string }) => i.id === id)?.openReviewRequests).toBe(
      1,
    );
    await drain();

    const url = `/api/chat/review-requests/${request.id}/decision`;
    const other = await createStaff(ctx.app, 'consultant');
    expect((await call(other, 'POST', url, { action: 'confirm', time: times[0] })).statusCode).toBe(
      403,
    );
    const wrong = await call(consultant, 'POST', url, { action: 'confirm', time: inHours(30) });
    expect(wrong.statusCode).toBe(400);
    const ok = await call(consultant, 'POST', url, { action: 'confirm', time: times[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().reviewRequest).toMatchObject({ status: 'confirmed' });
    const sent = await drain();
    const invites = sent.filter((e) => e.attachments?.some((a) => a.filename === 'convite.ics'));
    expect(invites.map((e) => e.to).sort()).toEqual([consultant.email, investor.email].sort());
    const ics = invites[0]?.attachments?.[0]?.content ?? '';
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${request.id}@algoone`);
    const start = new Date(times[0] ?? '')
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}`);
    const again = await call(consultant, 'POST', url, { action: 'close' });
    expect(again.statusCode).toBe(409);
  });

  it('can be answered with another time, which the investor accepts', async () => {
    const { investor, consultant } = await pair();
    const created = await call(investor, 'POST', '/api/chat/review-requests', {
      kind: 'schedule',
      times: [inHours(30)],
    });
    const id = created.json().reviewRequest.id;
    const acceptEarly = await call(investor, 'POST', `/api/chat/review-requests/${id}/accept`);
    expect(acceptEarly.statusCode).toBe(409);
    const proposed = inHours(40);
    const counter = await call(consultant, 'POST', `/api/chat/review-requests/${id}/decision`, {
      action: 'propose',
      time: proposed,
    });
    expect(counter.json().reviewRequest).toMatchObject({ status: 'counter_proposed' });
    const stranger = await subscriber();
    expect(
      (await call(stranger, 'POST', `/api/chat/review-requests/${id}/accept`)).statusCode,
    ).toBe(404);
    await drain();
    const accepted = await call(investor, 'POST', `/api/chat/review-requests/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(new Date(accepted.json().reviewRequest.scheduledFor).getTime()).toBe(
      new Date(proposed).getTime(),
    );
    const invites = (await drain()).filter((e) => e.attachments?.length);
    expect(invites).toHaveLength(2);
  });

  it('carries a human review (LGPD art. 20) and a goal review with the product’s prefilled text', async () => {
    const { investor, consultant } = await pair();
    const human = await call(investor, 'POST', '/api/chat/review-requests', {
      kind: 'human_review',
    });
    expect(human.statusCode, human.body).toBe(201);
    const goal = await call(investor, 'POST', '/api/goals', {
      name: 'Viagem',
      targetCents: 1_000_000,
      termMonths: 10,
      accumulatedCents: 250_000,
    });
    const goalId = goal.json().goal.id;
    const stranger = await subscriber();
    expect(
      (await call(stranger, 'POST', '/api/chat/review-requests', { kind: 'goal_review', goalId }))
        .statusCode,
    ).toBe(404);
    const review = await call(investor, 'POST', '/api/chat/review-requests', {
      kind: 'goal_review',
      goalId,
    });
    expect(review.statusCode, review.body).toBe(201);
    const { messages, id } = await conversationOf(investor);
    const texts = messages.filter((m) => m.kind === 'review_request').map((m) => m.text);
    expect(texts[0]).toContain('LGPD');
    expect(texts[1]).toMatch(
      /^Olá! Gostaria de revisar meu objetivo "Viagem". Faltam R\$\s7\.500,00 e 10 meses/,
    );
    const close = await call(
      consultant,
      'POST',
      `/api/chat/review-requests/${human.json().reviewRequest.id}/decision`,
      { action: 'close' },
    );
    expect(close.json().reviewRequest.status).toBe('closed');
    const confirm = await call(
      consultant,
      'POST',
      `/api/chat/review-requests/${review.json().reviewRequest.id}/decision`,
      { action: 'confirm', time: inHours(5) },
    );
    expect(confirm.statusCode).toBe(400);
    expect(id).toBeTruthy();
  });
});

describe('live delivery', () => {
  it('streams a consultant’s answer to the investor and marks it delivered', async () => {
    const { investor, consultant } = await pair();
    const base = await listening(ctx.app);
    await send(investor, 'Oi');
    const { id, messages } = await conversationOf(investor);
    const stream = await openSse(
      base,
      `/api/chat/conversation/events?after=${messages.at(-1)?.seq}`,
      investor,
    );
    expect(stream.status).toBe(200);
    await answer(consultant, id, 'Olá!');
    await stream.until((events) => events.some((e) => e.event === 'message'));
    expect(stream.messages().map((m) => [m.seq, m.text])).toEqual([[3, 'Olá!']]);
    // The consultant's side hears that it reached the investor.
    const staff = await openSse(base, `/api/chat/conversations/${id}/events?after=3`, consultant);
    await staff.until((events) =>
      events.some(
        (e) =>
          e.event === 'receipts' &&
          (e.data as { investorDeliveredSeq: number }).investorDeliveredSeq >= 3,
      ),
    );
    stream.close();
    staff.close();
  });

  it('ends a consultant’s streams when a client or the account is taken away', async () => {
    const { investor, consultant } = await pair();
    const admin = await createStaff(ctx.app, 'admin');
    const base = await listening(ctx.app);
    await send(investor, 'Oi');
    const { id } = await conversationOf(investor);
    const staff = await openSse(base, `/api/chat/conversations/${id}/events`, consultant);
    const inbox = await openSse(base, '/api/chat/inbox/events', consultant);
    const own = await openSse(base, '/api/chat/conversation/events', investor);
    // Open: the stream starts with the conversation's receipts.
    await staff.until((events) => events.some((e) => e.event === 'receipts'));
    // The client moves to another consultant: this one stops hearing her at once.
    const other = await createStaff(ctx.app, 'consultant');
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${investor.id}`,
      headers: as(admin),
      payload: { consultantId: other.id },
    });
    expect(moved.statusCode).toBe(200);
    await staff.ended();
    // Reconnecting gives back only what is still theirs; their inbox was never interrupted.
    const again = await openSse(base, `/api/chat/conversations/${id}/events`, consultant);
    expect(again.status).toBe(404);
    await expect(inbox.ended(300)).rejects.toThrow('the stream is still open');
    // Deactivated: the session ends, and so does every stream it had open.
    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/consultants/${consultant.id}/deactivate`,
      headers: as(admin),
    });
    expect(off.statusCode).toBe(200);
    await inbox.ended();
    expect((await openSse(base, '/api/chat/inbox/events', consultant)).status).toBe(401);
    await send(investor, 'Alguém aí?');
    await own.until(() => own.messages().some((m) => m.text === 'Alguém aí?'));
    own.close();
  });

  it('resumes after Last-Event-ID without losing or repeating a message', async () => {
    const { investor, consultant } = await pair();
    const base = await listening(ctx.app);
    await send(investor, 'Oi');
    const { id } = await conversationOf(investor);
    const first = await openSse(base, '/api/chat/conversation/events?after=2', investor);
    await answer(consultant, id, 'Um');
    await first.until((events) => events.filter((e) => e.event === 'message').length === 1);
    first.close();
    await answer(consultant, id, 'Dois');
    await answer(consultant, id, 'Três');
    const lastId = String(first.events.filter((e) => e.event === 'message').at(-1)?.id);
    // `after` is what the page loaded; Last-Event-ID, what the stream had reached, wins.
    const second = await openSse(base, '/api/chat/conversation/events?after=0', investor, {
      'last-event-id': lastId,
    });
    await second.until((events) => events.filter((e) => e.event === 'message').length >= 2);
    await answer(consultant, id, 'Quatro');
    await second.until((events) => events.filter((e) => e.event === 'message').length >= 3);
    const all = [...first.messages(), ...second.messages()].map((m) => m.text);
    expect(all).toEqual(['Um', 'Dois', 'Três', 'Quatro']);
    second.close();
  });

  it('limits open streams per person', async () => {
    const investor = await subscriber();
    const base = await listening(ctx.app);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const s = await openSse(base, '/api/chat/conversation/events', investor);
      expect(s.status).toBe(200);
      streams.push(s);
    }
    const refused = await openSse(base, '/api/chat/conversation/events', investor);
    expect(refused.status).toBe(429);
    await refused
      .until(() => refused.body.includes(CHAT_MESSAGES.tooManyStreams) || false, 2_000)
      .catch(() => undefined);
    expect(JSON.parse(refused.body).error.message).toBe(CHAT_MESSAGES.tooManyStreams);
    for (const s of streams) s.close();
  });

  it('answers 401 to an anonymous stream and 403 to staff on the investor’s stream', async () => {
    const base = await listening(ctx.app);
    expect((await openSse(base, '/api/chat/conversation/events', null)).status).toBe(401);
    const staff = await createStaff(ctx.app, 'consultant');
    expect((await openSse(base, '/api/chat/conversation/events', staff)).status).toBe(403);
  });
});
