import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignConsultant, createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';
import { ACTORS, type Cast, type MatrixRow } from './authorization/types.ts';
import { accountRows } from './authorization/accounts.rows.ts';
import { onboardingRows } from './authorization/onboarding.rows.ts';
import { gamificationRows } from './authorization/gamification.rows.ts';
import { goalRows } from './authorization/goals.rows.ts';
import { portfolioRows } from './authorization/portfolio.rows.ts';
import { theoRows } from './authorization/theo.rows.ts';

// Every capability adds its rows here; a route without a row fails the first test.
const ROWS: MatrixRow[] = [
  ...accountRows,
  ...onboardingRows,
  ...gamificationRows,
  ...goalRows,
  ...portfolioRows,
  ...theoRows,
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
