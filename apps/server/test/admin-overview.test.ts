import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toIsoCalendarDate } from '@algoone/domain';
import { rowsOf } from '../src/db/prepared-statement.ts';
import { chatConversations } from '../src/db/schema/index.ts';
import { backfillPortfolioDrift } from '../src/modules/portfolio-drift/index.ts';
import { assignConsultant, createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { onboard, openIsolatedDatabase, request } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

// A database of its own: the figures count everyone in it.
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: TestContext;
let app: FastifyInstance;
let admin: Actor;
let carla: Actor;
let davi: Actor;
let ana: Actor;
let bia: Actor;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ database: isolated.database });
  app = ctx.app;
  admin = await createStaff(app, 'admin');
  carla = await createStaff(app, 'consultant');
  davi = await createStaff(app, 'consultant');

  // Carla's clients: Ana (subscribed, cashback, waiting 30 h, a goal at risk) and Bia.
  ana = await signUpInvestor(app, 'Ana Cliente');
  bia = await signUpInvestor(app, 'Bia Cliente');
  // Davi's client: Caio.
  const caio = await signUpInvestor(app, 'Caio Cliente');
  for (const [investor, consultant] of [
    [ana, carla],
    [bia, carla],
    [caio, davi],
  ] as const) {
    await assignConsultant(app, investor, consultant);
    await onboard(app, investor, { patrimonioCents: 5_000_000 });
  }
  await subscribeDemo(app, ana, 'annual');
  const credit = await request(app, admin, 'POST', '/api/admin/cashback/credits', {
    email: ana.email,
    brokerId: 'xp',
    referenceMonth: toIsoCalendarDate(new Date()).slice(0, 7),
    receivedCents: 3_000,
    passedOnCents: 2_500,
    status: 'creditado',
  });
  expect(credit.statusCode, credit.body).toBe(201);
  await request(app, ana, 'POST', '/api/chat/conversation/messages', { text: 'Preciso de ajuda' });
  await app.database.db
    .update(chatConversations)
    .set({ waitingSince: new Date(Date.now() - 30 * 3_600_000) })
    .where(eq(chatConversations.investorId, ana.id));
  const risky = await request(app, ana, 'POST', '/api/goals', {
    name: 'Viagem',
    targetCents: 1_000_000,
    accumulatedCents: 100_000,
    termMonths: 2,
  });
  expect(risky.statusCode, risky.body).toBe(201);
  const fine = await request(app, caio, 'POST', '/api/goals', {
    name: 'Carro',
    targetCents: 1_000_000,
    accumulatedCents: 100_000,
    termMonths: 24,
  });
  expect(fine.statusCode, fine.body).toBe(201);
});
afterAll(async () => {
  await ctx.close();
  await isolated.drop();
});

describe('GET /api/admin/overview', () => {
  it('gives the admin the whole consultancy’s figures', async () => {
    const res = await request(app, admin, 'GET', '/api/admin/overview');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      scope: 'all',
      investors: { total: 3, newThisMonth: 3 },
      profiles: [{ profile: 'Moderado', count: 3 }],
      netWorthCents: 15_000_000,
      subscriptions: { active: 1, mrrCents: 4_158 },
      cashbackCreditedThisMonthCents: 2_500,
      conversations: { open: 1, waitingOver24h: 1 },
      goalsAtRisk: 1,
      computedAt: expect.any(String),
    });
  });

  it('gives a consultant the same figures for their own clients only', async () => {
    const mine = (await request(app, carla, 'GET', '/api/admin/overview')).json();
    expect(mine).toMatchObject({
      scope: 'own_clients',
      investors: { total: 2 },
      netWorthCents: 10_000_000,
      subscriptions: { active: 1 },
      cashbackCreditedThisMonthCents: 2_500,
      conversations: { open: 1, waitingOver24h: 1 },
      goalsAtRisk: 1,
    });
    const other = (await request(app, davi, 'GET', '/api/admin/overview')).json();
    expect(other).toMatchObject({
      scope: 'own_clients',
      investors: { total: 1 },
      netWorthCents: 5_000_000,
      subscriptions: { active: 0, mrrCents: 0 },
      cashbackCreditedThisMonthCents: 0,
      conversations: { open: 0, waitingOver24h: 0 },
      goalsAtRisk: 0,
    });
  });

  it('computes the figures at most once a minute per scope, and says when', async () => {
    const first = (await request(app, admin, 'GET', '/api/admin/overview')).json();
    const bruno = await signUpInvestor(app, 'Bruno Novo');
    const again = (await request(app, admin, 'GET', '/api/admin/overview')).json();
    // The new investor (whom sign-up gives a consultant) shows after the minute, not before
    // (ADR 024); this runs last because it adds them.
    expect(again).toEqual(first);
    expect(again.investors.total).toBe(3);
    expect(Date.now() - Date.parse(again.computedAt)).toBeLessThan(60_000);
    expect(bruno.id).toBeTruthy();
  });
});

describe('GET /api/admin/goals', () => {
  it('lists goals at risk first; a consultant sees their own clients’ only', async () => {
    const all = (await request(app, admin, 'GET', '/api/admin/goals')).json();
    expect(all.goals.map((g: { name: string; atRisk: boolean }) => [g.name, g.atRisk])).toEqual([
      ['Viagem', true],
      ['Carro', false],
    ]);
    expect(all.goals[0]).toMatchObject({ investor: { name: 'Ana Cliente' }, progressPercent: 10 });
    const risky = (await request(app, admin, 'GET', '/api/admin/goals?status=at_risk')).json();
    expect(risky.goals.map((g: { name: string }) => g.name)).toEqual(['Viagem']);
    const carlas = (await request(app, carla, 'GET', '/api/admin/goals')).json();
    expect(carlas).toMatchObject({ scope: 'own_clients' });
    expect(carlas.goals.map((g: { name: string }) => g.name)).toEqual(['Viagem']);
    const davis = (await request(app, davi, 'GET', '/api/admin/goals')).json();
    expect(davis.goals.map((g: { name: string }) => g.name)).toEqual(['Carro']);
    expect((await request(app, admin, 'GET', '/api/admin/goals?status=perdidos')).statusCode).toBe(
      400,
    );
  });
});

/** Every page of a list, following `next` with `limit` rows a page. */
async function allPages(actor: Actor, path: string, key: 'goals' | 'portfolios', limit: number) {
  const pages: string[][] = [];
  let after: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const res = await request(
      app,
      actor,
      'GET',
      `${path}${separator}limit=${limit}${after ? `&after=${after}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    pages.push(
      body[key].map((row: { name?: string; investor: { name: string } }) =>
        key === 'goals' ? row.name : row.investor.name,
      ),
    );
    after = body.next;
  } while (after && pages.length < 10);
  return pages;
}

describe('GET /api/admin/goals, page by page', () => {
  it('walks every goal once, at risk first, for the admin and for a consultant', async () => {
    for (const goal of [
      { name: 'Curso', termMonths: 1 },
      { name: 'Casa', termMonths: 36 },
    ]) {
      const res = await request(app, bia, 'POST', '/api/goals', {
        ...goal,
        targetCents: 1_000_000,
        accumulatedCents: 10_000,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await allPages(admin, '/api/admin/goals', 'goals', 1)).toEqual([
      ['Curso'],
      ['Viagem'],
      ['Carro'],
      ['Casa'],
    ]);
    expect(await allPages(admin, '/api/admin/goals', 'goals', 3)).toEqual([
      ['Curso', 'Viagem', 'Carro'],
      ['Casa'],
    ]);
    expect(await allPages(admin, '/api/admin/goals?status=at_risk', 'goals', 1)).toEqual([
      ['Curso'],
      ['Viagem'],
    ]);
    expect(await allPages(carla, '/api/admin/goals', 'goals', 2)).toEqual([
      ['Curso', 'Viagem'],
      ['Casa'],
    ]);
    const uuid = '0b6f1c1e-6a55-4c1e-9a51-2b6a3e1c9d10';
    for (const cursor of [
      [true, 'amanhã', uuid],
      [true, '2024-02-30', uuid],
      [false, '2024-01-01', 'x'],
    ]) {
      const forged = Buffer.from(JSON.stringify(cursor)).toString('base64url');
      const bad = await request(app, admin, 'GET', `/api/admin/goals?after=${forged}`);
      expect(bad.statusCode, JSON.stringify(cursor)).toBe(400);
      expect(bad.json().error.fields.after).toBe('Cursor inválido.');
    }
    expect((await request(app, admin, 'GET', '/api/admin/goals?limit=201')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/portfolios', () => {
  it('puts out-of-profile clients first, with the domain’s drift bands, scoped for a consultant', async () => {
    // Ana all in fixed income (out of profile); Bia on her 50/25/20/5 target.
    await request(app, ana, 'PUT', '/api/portfolio/holdings', {
      holdings: { 'Renda Fixa': 1_000_000 },
    });
    await request(app, bia, 'PUT', '/api/portfolio/holdings', {
      holdings: {
        'Renda Fixa': 500_000,
        Multimercado: 250_000,
        'Ações Brasil': 200_000,
        Internacional: 50_000,
      },
    });
    const all = await request(app, admin, 'GET', '/api/admin/portfolios');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ scope: 'all', total: 2, outOfProfile: 1 });
    expect(
      body.portfolios.map((p: { investor: { name: string }; outOfProfile: boolean }) => [
        p.investor.name,
        p.outOfProfile,
      ]),
    ).toEqual([
      ['Ana Cliente', true],
      ['Bia Cliente', false],
    ]);
    expect(
      body.portfolios[0].classes.find((c: { assetClass: string }) => c.assetClass === 'Renda Fixa'),
    ).toMatchObject({
      currentPercent: 100,
      targetPercent: 50,
      outOfBand: true,
    });
    expect(body.consultants.map((c: { id: string }) => c.id).sort()).toEqual(
      [carla.id, davi.id].sort(),
    );
    const davis = (
      await request(app, admin, 'GET', `/api/admin/portfolios?consultant=${davi.id}`)
    ).json();
    expect(davis.total).toBe(0);
    const conservative = (
      await request(app, admin, 'GET', '/api/admin/portfolios?profile=Conservador')
    ).json();
    expect(conservative.total).toBe(0);
    const carlas = (
      await request(app, carla, 'GET', `/api/admin/portfolios?consultant=${davi.id}`)
    ).json();
    // A consultant's filter cannot reach another consultant's clients: the scope wins.
    expect(carlas).toMatchObject({ scope: 'own_clients', total: 2, consultants: [] });
    expect((await request(app, davi, 'GET', '/api/admin/portfolios')).json().total).toBe(0);
    expect(
      (await request(app, admin, 'GET', '/api/admin/portfolios?profile=Ousado')).statusCode,
    ).toBe(400);
    // Page by page, in the same order, each client once.
    expect(await allPages(admin, '/api/admin/portfolios', 'portfolios', 1)).toEqual([
      ['Ana Cliente'],
      ['Bia Cliente'],
    ]);
    expect(await allPages(carla, '/api/admin/portfolios', 'portfolios', 1)).toEqual([
      ['Ana Cliente'],
      ['Bia Cliente'],
    ]);
    const forged = Buffer.from(JSON.stringify([true, 'longe', 'x'])).toString('base64url');
    expect(
      (await request(app, admin, 'GET', `/api/admin/portfolios?after=${forged}`)).statusCode,
    ).toBe(400);
  });
});

describe('stored drift (ADR 024)', () => {
  it('follows a new recommendation, and the start-up backfill writes only missing rows', async () => {
    // A sentinel in Ana's row: a new recommendation from her profile on file rewrites it.
    await app.database.db.execute(
      sql`update portfolio_drift set distance_pp = -1 where user_id = ${ana.id}`,
    );
    const fresh = await request(app, ana, 'POST', '/api/recommendations');
    expect(fresh.statusCode, fresh.body).toBe(201);
    const [row] = rowsOf<{ distance_pp: number; out_of_profile: boolean }>(
      await app.database.db.execute(
        sql`select distance_pp, out_of_profile from portfolio_drift where user_id = ${ana.id}`,
      ),
    );
    expect(row).toMatchObject({ out_of_profile: true });
    expect(row?.distance_pp).toBeGreaterThan(0);

    // Caio's holdings written by a script (no drift row): the backfill evaluates him; the rows
    // saves wrote are left as they are.
    const caio = (await request(app, admin, 'GET', `/api/admin/users?q=Caio`)).json().items[0];
    await app.database.db.execute(
      sql`insert into portfolio_holdings (user_id, category, amount_cents)
          values (${caio.id}, 'Cripto', 100000)`,
    );
    await app.database.db.execute(
      sql`update portfolio_drift set distance_pp = -1 where user_id = ${ana.id}`,
    );
    expect(await backfillPortfolioDrift(app.database.db)).toBe(1);
    const after = (await request(app, admin, 'GET', '/api/admin/portfolios')).json();
    const caios = after.portfolios.find(
      (p: { investor: { id: string } }) => p.investor.id === caio.id,
    );
    expect(caios).toMatchObject({ outOfProfile: true, totalCents: 100_000 });
    expect(
      after.portfolios.find((p: { investor: { id: string } }) => p.investor.id === ana.id)
        .distancePp,
    ).toBe(-1);
    expect(await backfillPortfolioDrift(app.database.db)).toBe(0);
  });

  it('drops a client who empties their portfolio, and never lists a disabled account', async () => {
    const ids = async () =>
      (await request(app, admin, 'GET', '/api/admin/portfolios'))
        .json()
        .portfolios.map((p: { investor: { id: string } }) => p.investor.id);
    expect(await ids()).toContain(bia.id);
    const emptied = await request(app, bia, 'PUT', '/api/portfolio/holdings', { holdings: {} });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await ids()).not.toContain(bia.id);
    const [left] = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as n from portfolio_drift where user_id = ${bia.id}`,
      ),
    );
    expect(left?.n).toBe(0);

    expect(await ids()).toContain(ana.id);
    const disabled = await request(app, admin, 'POST', `/api/admin/users/${ana.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    const after = (await request(app, admin, 'GET', '/api/admin/portfolios')).json();
    expect(after.portfolios.map((p: { investor: { id: string } }) => p.investor.id)).not.toContain(
      ana.id,
    );
    expect(after.total).toBe(after.portfolios.length);
    await request(app, admin, 'POST', `/api/admin/users/${ana.id}/enable`);
  });
});
