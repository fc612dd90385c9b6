import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLog, goals, sessions } from '../src/db/schema/index.ts';
import { as, ORIGIN, PASSWORD, signUpBody, signUpInvestor, type Actor } from './support/actors.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

// Regression tests for the defects of issue #20, each through the whole app.

let ctx: TestContext;
let app: FastifyInstance;
let investor: Actor;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
  investor = await signUpInvestor(app);
});
afterAll(() => ctx.close());

const EVIL = 'http://evil.example';
const GOAL = { name: 'Viagem', targetCents: 500_000, termMonths: 10 };

/** A concrete URL for a registered route pattern. */
function urlOf(pattern: string): string {
  return pattern.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
}

async function goalCount(userId: string): Promise<number> {
  return (await app.database.db.select().from(goals).where(eq(goals.userId, userId))).length;
}

describe('every status a route answers is in the error shape (defect 1)', () => {
  it('answers 429 in the error shape on every API route once the limit is spent', async () => {
    const limited = await createTestApp({
      database: ctx.database,
      env: { RATE_LIMIT_PER_MINUTE: '1', AUTH_RATE_LIMIT_PER_MINUTE: '1' },
    });
    try {
      const failures: string[] = [];
      for (const route of limited.app.apiRoutes) {
        const request = {
          method: route.method as 'GET',
          url: urlOf(route.url),
          headers: as(null),
          remoteAddress: `10.1.0.${limited.app.apiRoutes.indexOf(route)}`,
        };
        await limited.app.inject(request);
        const res = await limited.app.inject(request);
        const body = res.json();
        // Health checks are exempt: a load balancer polls them.
        if (route.url.startsWith('/api/health/') && res.statusCode === 200) continue;
        if (res.statusCode !== 429 || body.error?.code !== 'RATE_LIMITED') {
          failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('GET /api/dashboard answers 429, not 500, past the limit', async () => {
    const limited = await createTestApp({
      database: ctx.database,
      env: { RATE_LIMIT_PER_MINUTE: '2' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'GET',
          url: '/api/dashboard',
          headers: as(investor),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("the build's hashed files are outside the request limit", () => {
  it('serves /assets/ past the limit, while the API still answers 429', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = mkdtempSync(join(tmpdir(), 'algoone-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>AlgoOne</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("algoone");');
    const limited = await createTestApp({
      database: ctx.database,
      env: { RATE_LIMIT_PER_MINUTE: '3', WEB_DIST: dist },
    });
    try {
      const asset = [];
      for (let i = 0; i < 10; i++) {
        asset.push((await limited.app.inject({ url: '/assets/app-abc123.js' })).statusCode);
      }
      // A first visit to a signed-in page fetches ~90 of these files.
      expect(asset).toEqual(Array(10).fill(200));
      const api = [];
      for (let i = 0; i < 4; i++) {
        api.push((await limited.app.inject({ url: '/api/me', headers: as(null) })).statusCode);
      }
      expect(api).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('forwarded headers are believed only from configured proxies (defect 2)', () => {
  it('by default, in production too, a rotating X-Forwarded-For does not escape the per-address limit', async () => {
    const limited = await createTestApp({
      database: ctx.database,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', NODE_ENV: 'production' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { ...as(null), 'x-forwarded-for': `6.6.6.${i}` },
          payload: { email: 'ninguem@exemplo.com', password: 'qualquer coisa 1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('by default, in production too, the session and the audit log record the socket address, not a forged one', async () => {
    const production = await createTestApp({
      database: ctx.database,
      env: { NODE_ENV: 'production' },
    });
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...as(null), 'x-forwarded-for': '6.6.6.6' },
      payload: { email: investor.email, password: PASSWORD },
      remoteAddress: '198.51.100.4',
    });
    await production.close();
    expect(res.statusCode).toBe(200);
    const [session] = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, investor.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(session?.ipAddress).toBe('198.51.100.4');
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, investor.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.ipAddress).toBe('198.51.100.4');
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names, and only from it', async () => {
    const proxied = await createTestApp({
      database: ctx.database,
      env: { TRUST_PROXY: '10.0.0.0/8' },
    });
    try {
      const via = async (remoteAddress: string) => {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { ...as(null), 'x-forwarded-for': '203.0.113.50' },
          payload: { email: investor.email, password: PASSWORD },
          remoteAddress,
        });
        expect(res.statusCode).toBe(200);
        const [session] = await proxied.app.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, investor.id))
          .orderBy(desc(sessions.createdAt))
          .limit(1);
        return session?.ipAddress;
      };
      expect(await via('10.1.2.3')).toBe('203.0.113.50');
      expect(await via('198.51.100.9')).toBe('198.51.100.9');
    } finally {
      await proxied.close();
    }
  });

  it.each([undefined, '127.0.0.1'])(
    'X-Forwarded-Host never makes a foreign Origin pass the CSRF check (production, TRUST_PROXY=%s)',
    async (trust) => {
      const test = await createTestApp({
        database: ctx.database,
        env: { NODE_ENV: 'production', ...(trust ? { TRUST_PROXY: trust } : {}) },
      });
      try {
        const someone = await signUpInvestor(test.app);
        const before = await goalCount(someone.id);
        const res = await test.app.inject({
          method: 'POST',
          url: '/api/goals',
          headers: { cookie: someone.cookie, origin: EVIL, 'x-forwarded-host': 'evil.example' },
          payload: GOAL,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('CSRF_REJECTED');
        expect(await goalCount(someone.id)).toBe(before);
      } finally {
        await test.close();
      }
    },
  );
});

describe('the CSRF check follows the matched route, not the raw URL (defect 3)', () => {
  it.each([
    ['POST', '/%61pi/goals', { origin: EVIL }],
    ['POST', '/%61pi/goals', {}],
    ['POST', '/%2561pi/goals', {}],
    ['POST', '/api/%67oals', { origin: EVIL }],
    ['POST', '/%61pi/brokers/xp/confirm', {}],
  ])('%s %s %j → 403', async (method, url, headers) => {
    const before = await goalCount(investor.id);
    const res = await app.inject({
      method: method as 'POST',
      url,
      headers: { cookie: investor.cookie, ...headers },
      payload: url.includes('goals') ? GOAL : {},
    });
    expect([403, 404]).toContain(res.statusCode);
    if (res.statusCode === 404) expect(url).toContain('%25');
    else expect(res.json().error.code).toBe('CSRF_REJECTED');
    expect(await goalCount(investor.id)).toBe(before);
  });

  it('still accepts the same write from our own origin', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/goals',
      headers: as(investor),
      payload: GOAL,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('a NUL character is refused at the edge with a 400 (defect 6)', () => {
  it.each([
    ['POST', '/api/goals', { ...GOAL, name: 'ab\u0000cd' }],
    ['POST', '/api/brokers/%00/confirm', {}],
    ['DELETE', '/api/brokers/%00/confirm', undefined],
    ['DELETE', '/api/me/sessions/%00', undefined],
    ['GET', '/api/contributions?from=%00', undefined],
    ['POST', '/api/goals', { ...GOAL, ['k\u0000']: 1 }],
  ])('%s %s', async (method, url, payload) => {
    const res = await app.inject({
      method: method as 'POST',
      url,
      headers: as(investor),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'A requisição contém um caractere inválido (NUL).' },
    });
  });

  it('PATCH /api/goals/:id with a NUL in the name', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: as(investor),
      payload: GOAL,
    });
    const id = created.json().goal.id as string;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/goals/${id}`,
      headers: as(investor),
      payload: { name: 'ab\u0000cd' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('sign-up answers per unforgeable address (defect 7, ADR 011)', () => {
  it('limits EMAIL_TAKEN answers per address, whatever X-Forwarded-For says', async () => {
    const limited = await createTestApp({
      database: ctx.database,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '8' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: ORIGIN, 'x-forwarded-for': `6.6.6.${i}` },
          payload: signUpBody({ email: investor.email }),
        });
        statuses.push(res.statusCode);
      }
      // A quarter of the auth budget: 2 a minute here, 5 by default.
      expect(statuses).toEqual([409, 409, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('who may call a route is checked before its body', () => {
  it('answers 401/403, not a 400 listing the schema, to a caller the route refuses', async () => {
    const bad = { amountCents: 1e30, email: 42 };
    const asInvestor = await app.inject({
      method: 'POST',
      url: '/api/admin/cashback/credits',
      headers: as(investor),
      payload: bad,
    });
    expect(asInvestor.statusCode).toBe(403);
    expect(asInvestor.json().error.fields).toBeUndefined();
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: as(null),
      payload: { name: 42 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
