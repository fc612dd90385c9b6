import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignConsultant, createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';
import { ACTORS, type Cast, type MatrixRow } from './authorization/types.ts';
import { accountRows } from './authorization/accounts.rows.ts';
import { onboardingRows } from './authorization/onboarding.rows.ts';
import { gamificationRows } from './authorization/gamification.rows.ts';
import { goalRows } from './authorization/goals.rows.ts';
import { portfolioRows } from './authorization/portfolio.rows.ts';
import { fingerprint } from './support/fingerprint.ts';
import { openIsolatedDatabase } from './support/portfolio.ts';
import { cashbackRows } from './authorization/cashback.rows.ts';
import { chatRows } from './authorization/chat.rows.ts';
import { theoRows } from './authorization/theo.rows.ts';
import { researchRows } from './authorization/research.rows.ts';
import { billingRows } from './authorization/billing.rows.ts';
import { privacyRows } from './authorization/privacy.rows.ts';
import { adminRows } from './authorization/admin.rows.ts';
import { adminUserRows } from './authorization/admin-users.rows.ts';
import { positionsRows } from './authorization/positions.rows.ts';

// Every capability adds its rows here; a route without a row fails the first test.
const ROWS: MatrixRow[] = [
  ...accountRows,
  ...onboardingRows,
  ...gamificationRows,
  ...goalRows,
  ...portfolioRows,
  ...cashbackRows,
  ...chatRows,
  ...theoRows,
  ...researchRows,
  ...billingRows,
  ...privacyRows,
  ...adminRows,
  ...adminUserRows,
  ...positionsRows,
];

let ctx: TestContext;

async function castFor(): Promise<Cast> {
  const { app } = ctx;
  const [investorA, investorB, consultantOfA, otherConsultant, admin] = await Promise.all([
    signUpInvestor(app, 'Investidora A'),
    signUpInvestor(app, 'Investidor B'),
    createStaff(app, 'consultant'),
    createStaff(app, 'consultant'),
    createStaff(app, 'admin'),
  ]);
  await assignConsultant(app, investorA, consultantOfA);
  return { investorA, investorB, consultantOfA, otherConsultant, admin };
}

let shared: Cast;

beforeAll(async () => {
  ctx = await createTestApp();
  shared = await castFor();
});
afterAll(() => ctx.close());

describe('authorization matrix', () => {
  it('has a row for every API route', () => {
    const known = new Set(ROWS.map((row) => row.route));
    const missing = ctx.app.apiRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !known.has(route));
    expect(missing).toEqual([]);
  });

  it('has no row for a route that does not exist', () => {
    const registered = new Set(ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect(ROWS.map((row) => row.route).filter((route) => !registered.has(route))).toEqual([]);
  });

  describe.each(ROWS)('$route', (row) => {
    it.each(ACTORS)('%s', async (actorName) => {
      const cast = row.fresh ? await castFor() : shared;
      const actor: Actor | null = actorName === 'anonymous' ? null : cast[actorName];
      const request = await row.request({ app: ctx.app, cast, actor });
      const res = await ctx.app.inject(request);
      expect(res.statusCode, `${row.route} as ${actorName}: ${res.body}`).toBe(
        row.expect[actorName],
      );
      if (res.statusCode >= 400) {
        expect(res.json()).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String) },
        });
      }
    });
  });
});

/**
 * Cross-site writes (issue #20): every unsafe route, with investor A's session cookie, refuses
 * each way a page elsewhere (or a forged header) could send one, before anything runs.
 */
describe('cross-site writes and forwarded headers', () => {
  const EVIL = 'http://evil.example';
  const CASES: {
    name: string;
    path?: (url: string) => string;
    headers: Record<string, string>;
    payload?: string;
  }[] = [
    { name: 'foreign Origin', headers: { origin: EVIL } },
    { name: 'no Origin or Referer', headers: {} },
    { name: 'Origin null', headers: { origin: 'null' } },
    { name: 'foreign Referer', headers: { referer: `${EVIL}/pagina` } },
    {
      name: 'Origin null with a foreign Referer',
      headers: { origin: 'null', referer: `${EVIL}/` },
    },
    { name: 'look-alike Origin', headers: { origin: 'http://localhost:3000.evil.example' } },
    {
      name: 'X-Forwarded-Host naming the foreign Origin',
      headers: { origin: EVIL, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    },
    {
      name: 'percent-encoded path',
      path: (url) => url.replace('/api/', '/%61pi/'),
      headers: { origin: EVIL },
    },
    {
      name: 'percent-encoded path, no Origin',
      path: (url) => url.replace('/api/', '/%61%70%69/'),
      headers: {},
    },
    {
      name: 'form body',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x&targetCents=1',
    },
    {
      name: 'text/plain body',
      headers: { origin: EVIL, 'content-type': 'text/plain' },
      payload: '{"name":"x"}',
    },
  ];
  // A database of its own: "nothing written" compares whole tables, which other test files
  // write to at the same time on PostgreSQL.
  let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
  let own: TestContext;
  let investor: Actor;
  beforeAll(async () => {
    isolated = await openIsolatedDatabase();
    own = await createTestApp({ database: isolated.database });
    investor = await signUpInvestor(own.app, 'Investidora isolada');
  });
  afterAll(async () => {
    await own?.close();
    await isolated?.drop();
  });
  const unsafe = () => own.app.apiRoutes.filter((route) => !['GET', 'HEAD'].includes(route.method));

  it('covers every unsafe route', () => {
    expect(unsafe().length).toBeGreaterThan(20);
  });

  it.each(CASES)('$name: 403 CSRF_REJECTED on every unsafe route, nothing written', async (c) => {
    const before = await fingerprint(own.app);
    const wrong: string[] = [];
    for (const route of unsafe()) {
      const url = route.url.replace(/:[a-zA-Z]+/g, 'xp');
      const res = await own.app.inject({
        method: route.method as 'POST',
        url: c.path ? c.path(url) : url,
        headers: {
          cookie: investor.cookie,
          ...(c.payload ? {} : { 'content-type': 'application/json' }),
          ...c.headers,
        },
        payload: c.payload ?? '{}',
      });
      if (res.statusCode !== 403 || res.json().error?.code !== 'CSRF_REJECTED') {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(own.app)).toEqual(before);
  });
});
