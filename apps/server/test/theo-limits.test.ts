// Theo's limits under parallel requests and its HTTP client's guards (issue #29). Runs on both
// drivers: PGlite has one connection, so only PostgreSQL shows a check-then-insert race.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { ZTheoStreamEvent, type TTheoStreamEvent } from '@algoone/contracts';
import { theoUsage } from '../src/db/schema/index.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/db/migrations-dir.ts';
import { seedAcademy } from '../src/db/seed/academy.ts';
import { seedDemoContent } from '../src/db/seed/index.ts';
import {
  THEO_BUSY_MESSAGE,
  answerQuestion,
  prepareQuestion,
} from '../src/modules/theo/ask-theo.ts';
import { createProviderConnection } from '../src/modules/theo/provider-connection.ts';
import { createSecretBox } from '../src/modules/theo/secret-box.ts';
import { monthKey } from '../src/modules/theo/usage.ts';
import { readCdiSeries } from '../src/modules/performance/index.ts';
import type { Viewer } from '../src/lib/viewer.ts';
import { as, createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai.ts';
import {
  createTestApp,
  driver,
  openTestDatabase,
  testEnv,
  type TestContext,
} from './support/test-app.ts';

let fake: FakeOpenAi;
let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;
const contexts: TestContext[] = [];

/**
 * These apps take their provider from THEO_BASE_URL/THEO_API_KEY, which a saved settings row
 * overrides; other files on the shared PostgreSQL database save and erase that row, so this
 * file gets a database of its own there.
 */
async function ownDatabase(): Promise<Database> {
  const url = inject('postgresUrl');
  if (driver !== 'postgres' || !url) return openTestDatabase();
  const name = `theo_limits_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const opened = await openDatabase({ driver: 'postgres', url: own.toString(), poolSize: 4 });
  await opened.migrate(MIGRATIONS_DIR);
  await seedDemoContent(opened.db);
  await seedAcademy(opened.db);
  dropDatabase = () => run(`drop database if exists ${name} with (force)`);
  return opened;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  database = await ownDatabase();
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  await database.close();
  await dropDatabase?.();
  await fake.close();
});
beforeEach(() => {
  fake.use('smart');
  fake.requests.length = 0;
});

/** An app whose Theo calls `baseUrl` (the fake unless told otherwise). */
async function theoApp(env: Record<string, string> = {}, baseUrl = fake.url) {
  const ctx = await createTestApp({
    database,
    env: {
      THEO_BASE_URL: baseUrl,
      THEO_API_KEY: fake.apiKey,
      THEO_ALLOW_PRIVATE_BASE_URL: 'true',
      // Generous: 60 parallel requests on a shared 2-core machine must not time out.
      THEO_ANSWER_TIMEOUT_SECONDS: '30',
      ...env,
    },
  });
  contexts.push(ctx);
  return ctx.app;
}

type App = Awaited<ReturnType<typeof theoApp>>;

/** An investor who consented to the app's provider, and one conversation. */
async function consentingInvestor(app: App, name: string) {
  const investor = await signUpInvestor(app, name);
  const consent = await app.inject({
    method: 'POST',
    url: '/api/theo/consent',
    headers: as(investor),
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const conversation = await app.inject({
    method: 'POST',
    url: '/api/theo/conversations',
    headers: as(investor),
  });
  expect(conversation.statusCode).toBe(201);
  return { investor, conversationId: conversation.json().id as string };
}

function ask(app: App, investor: Actor, conversationId: string, content = 'Qual é o meu perfil?') {
  return app.inject({
    method: 'POST',
    url: `/api/theo/conversations/${conversationId}/messages`,
    headers: as(investor),
    payload: { content },
  });
}

function events(res: LightMyRequestResponse): TTheoStreamEvent[] {
  return res.body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => !!line)
    .map((line) => ZTheoStreamEvent.parse(JSON.parse(line.slice(6))));
}

function reply(res: LightMyRequestResponse) {
  const done = events(res).find((event) => event.type === 'done');
  if (!done || done.type !== 'done') throw new Error(`no done event: ${res.body}`);
  return done.message;
}

const noticeKinds = (res: LightMyRequestResponse) =>
  events(res).flatMap((event) => (event.type === 'notice' ? [event.kind] : []));

async function usageRow(userId: string) {
  const [row] = await database.db
    .select()
    .from(theoUsage)
    .where(and(eq(theoUsage.userId, userId), eq(theoUsage.month, monthKey(new Date()))));
  return row;
}

describe('limits under parallel questions', () => {
  it('answers at most THEO_RATE_LIMIT_PER_MINUTE of 60 questions sent at once', async () => {
    const app = await theoApp({ THEO_RATE_LIMIT_PER_MINUTE: '6' });
    const { investor, conversationId } = await consentingInvestor(app, 'Paula Veloz');
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => ask(app, investor, conversationId)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(54);
    for (const refused of answers.filter((res) => res.statusCode === 429)) {
      expect(refused.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringContaining('até 6 por minuto'),
      });
    }
    for (const answered of answers.filter((res) => res.statusCode === 200)) {
      expect(reply(answered).mode).toBe('ai');
    }
    expect(fake.requests).toHaveLength(6);
    // Every hold was settled: nothing stays reserved once the answers are done.
    expect((await usageRow(investor.id))?.reservedTokens).toBe(0);
  });

  it('lets parallel questions spend no more of the monthly budget than sequential ones', async () => {
    const app = await theoApp({ THEO_MONTHLY_TOKEN_BUDGET: '100' });

    // One at a time: the provider is called until the budget is spent.
    const first = await consentingInvestor(app, 'Quitéria Serial');
    let sequentialCalls = 0;
    for (let question = 0; question < 10; question += 1) {
      const before = fake.requests.length;
      const res = await ask(app, first.investor, first.conversationId);
      expect(res.statusCode).toBe(200);
      if (fake.requests.length === before) {
        expect(reply(res).mode).toBe('basic');
        expect(noticeKinds(res)).toContain('budget');
        break;
      }
      sequentialCalls += 1;
    }
    expect(sequentialCalls).toBeGreaterThan(0);

    // Twenty at once from another investor with the same budget.
    fake.requests.length = 0;
    const second = await consentingInvestor(app, 'Rui Paralelo');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ask(app, second.investor, second.conversationId)),
    );
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.length).toBeLessThanOrEqual(sequentialCalls);
    for (const res of answers) {
      if (res.statusCode === 429) {
        // Still held by the answer in flight: wait, as with the rate limit.
        expect(res.json().error).toEqual({ code: 'RATE_LIMITED', message: THEO_BUSY_MESSAGE });
      } else {
        expect(res.statusCode).toBe(200);
        const message = reply(res);
        if (message.mode === 'basic') expect(noticeKinds(res)).toContain('budget');
      }
    }
    const usage = await usageRow(second.investor.id);
    expect(usage?.reservedTokens).toBe(0);
    expect(usage?.requests).toBe(fake.requests.length);
  });

  it('releases the hold when the provider fails, times out or the answer crashes', async () => {
    const app = await theoApp({
      THEO_MONTHLY_TOKEN_BUDGET: '100000',
      THEO_ANSWER_TIMEOUT_SECONDS: '1',
    });
    const { investor, conversationId } = await consentingInvestor(app, 'Sônia Falha');
    fake.use('server-error');
    const failed = await ask(app, investor, conversationId);
    expect(noticeKinds(failed)).toEqual(['connectivity']);
    expect((await usageRow(investor.id))?.reservedTokens).toBe(0);

    fake.use('slow');
    fake.slowMs = 3_000;
    const slow = await ask(app, investor, conversationId);
    expect(reply(slow).mode).toBe('basic');
    expect((await usageRow(investor.id))?.reservedTokens).toBe(0);

    // A crash before the provider is called (here: the stream's writer throws) releases it too.
    fake.use('smart');
    const runtime = {
      db: database.db,
      cdiSeries: () => readCdiSeries(database.db),
      env: testEnv({ THEO_BASE_URL: fake.url, THEO_API_KEY: fake.apiKey }),
      box: createSecretBox('unused-material-0123456789-0123456789'),
      connection: createProviderConnection({ allowPrivate: true }),
    };
    try {
      const viewer: Viewer = {
        id: investor.id,
        name: investor.name,
        email: investor.email,
        role: 'investor',
        twoFactorEnabled: false,
        sessionId: 'direct-call',
      };
      const prepared = await prepareQuestion(
        runtime,
        viewer,
        conversationId,
        'Qual é o meu perfil?',
      );
      expect(prepared.reservation?.tokens).toBeGreaterThan(0);
      expect((await usageRow(investor.id))?.reservedTokens).toBe(prepared.reservation?.tokens);
      const log = { error() {}, warn() {} } as unknown as Parameters<typeof answerQuestion>[5];
      await expect(
        answerQuestion(
          runtime,
          viewer,
          prepared,
          (event) => {
            if (event.type === 'start') throw new Error('socket gone');
          },
          new AbortController().signal,
          log,
        ),
      ).rejects.toThrow('socket gone');
      const usage = await usageRow(investor.id);
      expect(usage?.reservedTokens).toBe(0);
      expect(usage?.requests).toBe(0);
      expect(fake.requests).toHaveLength(2);
    } finally {
      await runtime.connection.close();
    }
  });

  it('ignores a hold whose process died, once it lapses', async () => {
    const app = await theoApp({ THEO_MONTHLY_TOKEN_BUDGET: '1000' });
    const { investor, conversationId } = await consentingInvestor(app, 'Tito Queda');
    const hold = (until: Date) =>
      database.db
        .insert(theoUsage)
        .values({
          userId: investor.id,
          month: monthKey(new Date()),
          reservedTokens: 5_000,
          reservedUntil: until,
        })
        .onConflictDoUpdate({
          target: [theoUsage.userId, theoUsage.month],
          set: { reservedTokens: 5_000, reservedUntil: until },
        });
    await hold(new Date(Date.now() + 60_000));
    const busy = await ask(app, investor, conversationId);
    expect(busy.statusCode).toBe(429);
    expect(busy.json().error.message).toBe(THEO_BUSY_MESSAGE);
    expect(fake.requests).toHaveLength(0);

    await hold(new Date(Date.now() - 1_000));
    const answered = await ask(app, investor, conversationId);
    expect(reply(answered).mode).toBe('ai');
    expect((await usageRow(investor.id))?.reservedTokens).toBe(0);
  });
});

/** A server on 127.0.0.1 that answers every request with a redirect to `location`. */
async function redirector(
  location: string,
): Promise<{ url: string; hits: number; server: Server }> {
  const state = { url: '', hits: 0, server: createServer() };
  state.server.on('request', (req, res) => {
    state.hits += 1;
    req.resume();
    res.writeHead(307, { location });
    res.end();
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}/v1`;
  return state;
}

describe('the provider’s address and redirects', () => {
  it('refuses a private provider address at connection time when private addresses are not allowed', async () => {
    const loopbackName = fake.url.replace('127.0.0.1', 'localhost');
    for (const baseUrl of [fake.url, loopbackName]) {
      const app = await theoApp({ THEO_ALLOW_PRIVATE_BASE_URL: 'false' }, baseUrl);
      const { investor, conversationId } = await consentingInvestor(app, 'Ulisses Rede');
      const res = await ask(app, investor, conversationId);
      expect(res.statusCode).toBe(200);
      expect(noticeKinds(res), baseUrl).toEqual(['connectivity']);
      expect(reply(res).mode).toBe('basic');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('never follows a provider’s redirect: its target gets neither the question nor the key', async () => {
    const redirecting = await redirector(`${fake.url}/chat/completions`);
    try {
      const app = await theoApp({}, redirecting.url);
      const { investor, conversationId } = await consentingInvestor(app, 'Vânia Desvio');
      const res = await ask(app, investor, conversationId);
      expect(noticeKinds(res)).toEqual(['connectivity']);
      expect(reply(res).mode).toBe('basic');
      expect(redirecting.hits).toBe(1);
      expect(fake.requests).toHaveLength(0);

      // Saving it is refused with the reason, and the target is still never reached.
      const admin = await createStaff(app, 'admin');
      const save = await app.inject({
        method: 'PUT',
        url: '/api/admin/theo/settings',
        headers: as(admin),
        payload: { baseUrl: redirecting.url, model: 'gpt-4.1-2025-04-14', apiKey: fake.apiKey },
      });
      expect(save.statusCode).toBe(400);
      expect(save.json().error.fields.apiKey).toContain('redirecionamento (307)');
      expect(fake.requests).toHaveLength(0);
    } finally {
      await new Promise<void>((resolve) => redirecting.server.close(() => resolve()));
    }
  });

  it('refuses to save a base URL whose host name does not resolve', async () => {
    const app = await theoApp();
    const admin = await createStaff(app, 'admin');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/theo/settings',
      headers: as(admin),
      payload: {
        baseUrl: 'https://nao-existe.invalid/v1',
        model: 'gpt-4.1-2025-04-14',
        apiKey: fake.apiKey,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      baseUrl: expect.stringContaining('Não foi possível encontrar o endereço nao-existe.invalid'),
    });
  });
});
