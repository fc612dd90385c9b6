import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ZApiError, z } from '@algoone/contracts';
import errorSchemas from '../src/plugins/error-schemas.ts';
import { as, createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { ensureSubscribed } from './support/billing.ts';
import {
  createResponseChecker,
  fuzzRequests,
  hostileRequests,
  KnownIds,
  operationsOf,
  withKnownIds,
  type FuzzAnswer,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './support/openapi-fuzz.ts';
import { onboard, openIsolatedDatabase } from './support/portfolio.ts';
import { listening } from './support/sse.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * The API answers as /api/docs/json says it does (issue #29), checked as Schemathesis would:
 * every operation of the document called with requests generated from its own schemas, valid
 * and invalid, anonymously and signed in as an investor (onboarded, with a plan) and as an
 * admin; plus what the edges answer (CSRF, body size, media type, malformed JSON, a path
 * parameter over the limit). An answer fails when its status is not documented for the
 * operation, when its content type is not the one documented for that status, when its JSON
 * breaks the documented schema, when it is a 2xx to a body the document refuses, or when it is
 * a 5xx. Deterministic (fixed seeds) and bounded.
 */

/**
 * Valid and invalid requests per operation and caller (each as many). A deeper run, by hand:
 * FUZZ_PER_CALLER=15 npx vitest run --project server apps/server/test/openapi-fuzz.test.ts
 */
const PER_CALLER = Number(process.env.FUZZ_PER_CALLER ?? 3);

/**
 * What the run must not do to its own callers: signing out ends the session the rest of the
 * run uses. (Other writes need a password or an id the generator cannot guess.)
 */
const SKIP_SIGNED_IN: ReadonlySet<string> = new Set(['POST /api/auth/sign-out']);

type Caller = 'anonymous' | 'investor' | 'admin';

/** How many operations each caller must get a 2xx from (about two thirds of what it gets today). */
const MIN_SUCCEEDED: Record<Caller, number> = { anonymous: 6, investor: 30, admin: 25 };

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: TestContext;
let document: OpenApiDocument;
let operations: Operation[];
let callers: Record<Caller, Actor | null>;
let baseUrl: string;
const knownIds = new KnownIds();
const check = createResponseChecker();

beforeAll(async () => {
  // A database of its own: the admin's half writes shared settings (brokers, Theo's provider,
  // analysts) that other test files read at the same time on PostgreSQL.
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ database: isolated.database });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = res.json<OpenApiDocument>();
  operations = operationsOf(document);
  const investor = await signUpInvestor(ctx.app);
  await onboard(ctx.app, investor);
  await ensureSubscribed(ctx.app, investor);
  callers = { anonymous: null, investor, admin: await createStaff(ctx.app, 'admin') };
  baseUrl = await listening(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  await isolated?.drop();
});

/** An event stream read over real HTTP until its headers (or a JSON answer in full). */
function sendOverHttp(request: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${request.url}`,
      { method: request.method, headers: { accept: 'text/event-stream', ...request.headers } },
      (res) => {
        const contentType = res.headers['content-type'];
        const status = res.statusCode ?? 0;
        if (contentType?.startsWith('text/event-stream')) {
          // It stays open until the caller leaves: its status and type are what is checked.
          req.destroy();
          return resolve({ status, contentType, body: '' });
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status, contentType, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    if (request.payload !== undefined) req.write(request.payload);
    req.end();
  });
}

async function send(
  app: FastifyInstance,
  operation: Operation,
  request: FuzzRequest,
): Promise<FuzzAnswer> {
  if (operation.streams && operation.method === 'GET') return sendOverHttp(request);
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const contentType = res.headers['content-type'];
  return { status: res.statusCode, contentType: contentType?.toString(), body: res.body };
}

/** Seeds that differ per operation and caller, the same on every run. */
function seedOf(text: string): number {
  return [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) | 0, 7);
}

async function fuzz(caller: Caller, build: (operation: Operation) => FuzzRequest[]) {
  const problems = new Map<string, string>();
  const succeeded = new Set<string>();
  const statuses = new Set<number>();
  let sent = 0;
  for (const operation of operations) {
    if (caller !== 'anonymous' && SKIP_SIGNED_IN.has(operation.name)) continue;
    for (const request of build(operation)) {
      const answer = await send(ctx.app, operation, request);
      sent++;
      if (answer.status < 300) succeeded.add(operation.name);
      statuses.add(answer.status);
      const problem = check(operation, request, answer);
      if (!problem && answer.status < 300 && answer.contentType?.includes('json')) {
        knownIds.collect(operation, JSON.parse(answer.body));
      }
      // One line per operation and kind of problem: the first example of each.
      const key = `${operation.name} ${problem?.slice(0, 40)}`;
      if (problem && !problems.has(key)) {
        problems.set(
          key,
          `${operation.name} [${caller}, ${request.kind}] ${request.method} ${request.url.slice(0, 100)} → ${problem}`,
        );
      }
    }
  }
  return { sent, succeeded, statuses, problems: [...problems.values()] };
}

describe('the OpenAPI document', () => {
  it('declares every error status in the JSON error shape, and each success with its own content type', () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses);
      if (!statuses.some((status) => /^[23]\d\d$/.test(status))) {
        wrong.push(`${operation.name}: no success answer`);
      }
      for (const status of statuses.filter((status) => !/^\d{3}$/.test(status))) {
        wrong.push(`${operation.name}: range ${status} instead of its statuses`);
      }
      const expected = [400, 401, 403, 404, 429];
      if (operation.method !== 'GET') expected.push(413, 415);
      if (operation.pathParams.length > 0) expected.push(414);
      for (const status of expected) {
        if (!operation.responses[status]) wrong.push(`${operation.name}: ${status} missing`);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        const media = Object.keys(response.content ?? {});
        if (/^[45]/.test(status) && media.join() !== 'application/json') {
          wrong.push(`${operation.name}: ${status} documented as ${media.join() || 'nothing'}`);
        }
        const description = JSON.stringify(response.content ?? {});
        if (description.includes('text/event-stream:') && !media.includes('text/event-stream')) {
          wrong.push(`${operation.name}: the event stream documented as ${media.join()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The streams and files of issue #29, as they are documented now.
    const mediaOf = (name: string, status: string) =>
      Object.keys(
        operations.find((operation) => operation.name === name)?.responses[status]?.content ?? {},
      );
    expect(mediaOf('GET /api/chat/conversation/events', '200')).toEqual(['text/event-stream']);
    expect(mediaOf('POST /api/theo/conversations/{id}/messages', '200')).toEqual([
      'text/event-stream',
    ]);
    expect(mediaOf('GET /api/contributions.csv', '200')).toEqual(['text/csv']);
    expect(mediaOf('GET /api/contributions.csv', '404')).toEqual(['application/json']);
    expect(mediaOf('GET /api/research/reports/{id}/pdf', '200')).toEqual(['application/pdf']);
    expect(mediaOf('GET /api/admin/audit.csv', '200')).toEqual(['text/csv']);
    expect(mediaOf('GET /api/privacy/export', '429')).toEqual(['application/json']);
    expect(mediaOf('GET /api/billing/invoices/{id}/receipt', '303')).toEqual([]);
    expect(mediaOf('DELETE /api/goals/{id}', '204')).toEqual([]);
  });
});

describe('the error-schemas plugin', () => {
  async function bareApp() {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorSchemas);
    return app;
  }

  it('adds every error status the app answers to a route, in the error shape', async () => {
    const app = await bareApp();
    const schema = {
      params: z.object({ id: z.string() }),
      body: z.object({ n: z.number() }),
      response: { 200: z.object({ ok: z.boolean() }), 404: z.object({ gone: z.literal(true) }) },
    };
    app.post('/api/things/:id', { schema }, async () => ({ ok: true }));
    await app.ready();
    const response = schema.response as Record<string, unknown>;
    for (const status of [400, 401, 403, 409, 413, 414, 415, 422, 429, 500, 503, '4xx', '5xx']) {
      expect(response[status], String(status)).toBe(ZApiError);
    }
    // A status the route declares itself wins.
    expect(response[404]).not.toBe(ZApiError);
    await app.close();
  });

  it('refuses an /api route that declares no success answer', async () => {
    const app = await bareApp();
    expect(() =>
      app.get('/api/file.csv', { schema: { produces: ['text/csv'] } }, async () => 'a;b'),
    ).toThrow(/declares no success response/);
    await app.close();
  });
});

describe('every operation answers as documented', () => {
  it.each(['anonymous', 'investor', 'admin'] as const)(
    'called %s with generated requests',
    async (caller) => {
      const headers = as(callers[caller]);
      const { sent, succeeded, problems } = await fuzz(caller, (operation) => {
        const seed = seedOf(`${caller} ${operation.name}`);
        const requests = fuzzRequests(operation, headers, PER_CALLER, seed);
        // Reads only: a write with a real id (disabling an account, a deletion) would change
        // the callers the rest of the run uses.
        if (operation.method !== 'GET' || operation.pathParams.length === 0) return requests;
        const ids = knownIds.near(operation.path);
        const known = requests
          .filter((request) => request.kind === 'valid')
          .map((request, i) => withKnownIds(operation, request, ids, i));
        return ids.length > 0 ? [...requests, ...known] : requests;
      });
      expect(sent).toBeGreaterThan(operations.length * PER_CALLER);
      // Reaching the routes, not only their guards: a broken sign-in would pass as all 401s.
      expect(succeeded.size).toBeGreaterThanOrEqual(MIN_SUCCEEDED[caller]);
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('refused at the edges (CSRF, size, media type, malformed JSON, long parameter)', async () => {
    const headers = as(callers.investor);
    const { problems, statuses } = await fuzz('investor', (operation) =>
      hostileRequests(operation, headers, ctx.app.initialConfig.bodyLimit ?? 1_048_576),
    );
    expect([...statuses]).toEqual(expect.arrayContaining([400, 403, 413, 414, 415]));
    expect(problems).toEqual([]);
  }, 120_000);
});
