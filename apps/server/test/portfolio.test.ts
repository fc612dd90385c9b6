import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PORTFOLIO_MESSAGES, PROFILE_GATE_MESSAGES } from '@algoone/contracts';
import {
  planContributionFirst,
  planFullRebalance,
  splitContribution,
  type Allocation,
} from '@algoone/domain';
import { netWorthSnapshots, portfolioHoldings } from '../src/db/schema/index.ts';
import { signUpInvestor } from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { countRows, insertSnapshot, onboard, request } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

const ids = (achievements: { id: string }[]) => achievements.map((a) => a.id);

describe('PUT /api/portfolio/net-worth', () => {
  it('adds a dated snapshot to the history and completes update-patrimonio', async () => {
    const investor = await signUpInvestor(app);
    await onboard(app, investor);
    const res = await request(app, investor, 'PUT', '/api/portfolio/net-worth', {
      amountCents: 6_543_210,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().snapshot).toMatchObject({ amountCents: 6_543_210, id: expect.any(Number) });
    expect(ids(res.json().achievements)).toEqual([
      expect.stringMatching(/^mission:update-patrimonio:/),
    ]);
    expect(await countRows(app, netWorthSnapshots, investor.id)).toBe(2);

    // Zero is a valid net worth; a second update this week earns nothing new.
    const zero = await request(app, investor, 'PUT', '/api/portfolio/net-worth', {
      amountCents: 0,
    });
    expect(zero.statusCode).toBe(200);
    expect(zero.json().achievements).toEqual([]);
    const dashboard = await request(app, investor, 'GET', '/api/dashboard');
    expect(dashboard.json().netWorth.amountCents).toBe(0);
  });

  it.each([
    ['negative', -1],
    ['a string', '50.000,00'],
    ['NaN-ish text', 'NaN'],
    ['null', null],
    ['a fraction of a centavo', 10.5],
    ['missing', undefined],
  ])('refuses %s with the product’s message and saves nothing', async (_label, amountCents) => {
    const investor = await signUpInvestor(app);
    const res = await request(app, investor, 'PUT', '/api/portfolio/net-worth', {
      ...(amountCents === undefined ? {} : { amountCents }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Valor inválido',
      fields: { amountCents: 'Por favor, insira um valor válido.' },
    });
    expect(await countRows(app, netWorthSnapshots, investor.id)).toBe(0);
  });
});

describe('DELETE /api/portfolio/net-worth/:id', () => {
  it('removes the investor’s own snapshot; another investor gets 404 and nothing changes', async () => {
    const a = await signUpInvestor(app);
    const b = await signUpInvestor(app);
    const created = await request(app, a, 'PUT', '/api/portfolio/net-worth', {
      amountCents: 100_000,
    });
    const id = created.json().snapshot.id as number;

    const other = await request(app, b, 'DELETE', `/api/portfolio/net-worth/${id}`);
    expect(other.statusCode).toBe(404);
    expect(await countRows(app, netWorthSnapshots, a.id)).toBe(1);

    for (const bad of ['abc', '0', '-1', '99999999999999999999']) {
      expect((await request(app, a, 'DELETE', `/api/portfolio/net-worth/${bad}`)).statusCode).toBe(
        404,
      );
    }
    const own = await request(app, a, 'DELETE', `/api/portfolio/net-worth/${id}`);
    expect(own.statusCode).toBe(204);
    expect(await countRows(app, netWorthSnapshots, a.id)).toBe(0);
  });
});

describe('PUT /api/portfolio/holdings', () => {
  it('saves every portfolio category (left out = 0), folded into classes', async () => {
    const investor = await signUpInvestor(app);
    const res = await request(app, investor, 'PUT', '/api/portfolio/holdings', {
      holdings: { 'Renda Fixa': 600_000, FIIs: 200_000, 'Ações Brasil': 200_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { holdings } = res.json();
    expect(holdings.recorded).toBe(true);
    expect(holdings.totalCents).toBe(1_000_000);
    expect(holdings.byCategory).toEqual([
      { category: 'Renda Fixa', amountCents: 600_000, percent: 60 },
      { category: 'Ações Brasil', amountCents: 200_000, percent: 20 },
      { category: 'Internacional', amountCents: 0, percent: 0 },
      { category: 'Cripto', amountCents: 0, percent: 0 },
      { category: 'FIIs', amountCents: 200_000, percent: 20 },
      { category: 'Multimercado', amountCents: 0, percent: 0 },
    ]);
    expect(holdings.byAssetClass).toContainEqual({
      assetClass: 'Ações Brasil',
      amountCents: 400_000,
      percent: 40,
    });
    // review-portfolio; no Internacional, so no global-investor.
    expect(ids(res.json().achievements)).toEqual([
      expect.stringMatching(/^mission:review-portfolio:/),
    ]);
    expect(await countRows(app, portfolioHoldings, investor.id)).toBe(6);

    // A second save replaces the first.
    const again = await request(app, investor, 'PUT', '/api/portfolio/holdings', {
      holdings: { Internacional: 50_000 },
    });
    expect(again.json().holdings.totalCents).toBe(50_000);
    expect(ids(again.json().achievements)).toEqual(['badge:global-investor']);
  });

  it.each([
    [{ Poupança: 100 }, 'holdings.Poupança', PORTFOLIO_MESSAGES.unknownCategory],
    [{ Previdência: 100 }, 'holdings.Previdência', PORTFOLIO_MESSAGES.pensionNotInPortfolio],
    [{ Cripto: -5 }, 'holdings.Cripto', PORTFOLIO_MESSAGES.invalidValue],
    [{ Cripto: 'abc' }, 'holdings.Cripto', PORTFOLIO_MESSAGES.invalidValue],
    [{ Cripto: 1.5 }, 'holdings.Cripto', PORTFOLIO_MESSAGES.invalidValue],
  ])(
    'refuses %j (the API is strict; the web turns bad input into 0)',
    async (holdings, field, message) => {
      const investor = await signUpInvestor(app);
      const res = await request(app, investor, 'PUT', '/api/portfolio/holdings', {
        holdings: { 'Renda Fixa': 1_000, ...holdings },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
      expect(await countRows(app, portfolioHoldings, investor.id)).toBe(0);
    },
  );

  it('reports an unknown category and a bad amount together', async () => {
    const investor = await signUpInvestor(app);
    const res = await request(app, investor, 'PUT', '/api/portfolio/holdings', {
      holdings: { Ouro: 1, Cripto: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Valor inválido');
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'holdings.Cripto',
      'holdings.Ouro',
    ]);
  });
});

describe('GET /api/portfolio', () => {
  it('shows holdings, the target with each class’s role, the drift and the history', async () => {
    const investor = await signUpInvestor(app);
    await onboard(app, investor);
    await insertSnapshot(app, investor.id, 4_000_000, new Date(Date.now() - 86_400_000 * 400));
    await request(app, investor, 'PUT', '/api/portfolio/net-worth', { amountCents: 6_000_000 });
    await request(app, investor, 'PUT', '/api/portfolio/holdings', {
      holdings: { 'Renda Fixa': 3_000_000, Multimercado: 1_500_000, 'Ações Brasil': 1_500_000 },
    });
    const res = await request(app, investor, 'GET', '/api/portfolio');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.riskProfile).toBe('Moderado');
    expect(body.profileGate.status).toBe('valid');
    expect(body.netWorthHistory.map((s: { amountCents: number }) => s.amountCents)).toEqual([
      4_000_000, 5_000_000, 6_000_000,
    ]);
    expect(body.target.roles['Renda Fixa']).toMatch(/estabilidade/);
    expect(body.target.netWorthCents).toBe(6_000_000);
    const internacional = body.drift.rows.find(
      (row: { assetClass: string }) => row.assetClass === 'Internacional',
    );
    expect(internacional).toMatchObject({
      currentCents: 0,
      targetPercent: 5,
      targetCents: 300_000,
      outOfBand: true,
    });
    expect(body.drift.outOfProfile).toBe(true);
  });

  it('without a profile: holdings and history, no target', async () => {
    const investor = await signUpInvestor(app);
    const res = await request(app, investor, 'GET', '/api/portfolio');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      riskProfile: null,
      target: null,
      drift: null,
      netWorthHistory: [],
      profileGate: { status: 'missing' },
    });
  });
});

describe('POST /api/portfolio/simulate', () => {
  it('is a plan feature: an investor without one gets 403 PLAN_REQUIRED', async () => {
    const investor = await signUpInvestor(app);
    await onboard(app, investor);
    const res = await request(app, investor, 'POST', '/api/portfolio/simulate', {
      aporteCents: 1_000,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAN_REQUIRED');
  });

  it('returns the wallet split, the contribution-first plan and the full rebalance (domain)', async () => {
    const investor = await signUpInvestor(app);
    await subscribeDemo(app, investor);
    await onboard(app, investor);
    await request(app, investor, 'PUT', '/api/portfolio/holdings', {
      holdings: { 'Renda Fixa': 4_000_000, 'Ações Brasil': 1_000_000 },
    });
    const res = await request(app, investor, 'POST', '/api/portfolio/simulate', {
      aporteCents: 1_000_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const target: Allocation = {
      'Renda Fixa': 50,
      Multimercado: 25,
      'Ações Brasil': 20,
      Internacional: 5,
      Cripto: 0,
    };
    const current = { 'Renda Fixa': 4_000_000, 'Ações Brasil': 1_000_000 };
    expect(body.target).toEqual(target);
    expect(body.currentTotalCents).toBe(5_000_000);
    expect(body.split.map((r: { newCents: number }) => r.newCents)).toEqual(
      splitContribution(current, target, 1_000_000).map((r) => r.newValue),
    );
    expect(body.split.map((r: { assetClass: string }) => r.assetClass)).not.toContain('Cripto');
    const buys = body.contributionFirst.map((r: { buyCents: number }) => r.buyCents);
    expect(buys).toEqual(planContributionFirst(current, target, 1_000_000).map((r) => r.buy));
    expect(buys.reduce((a: number, b: number) => a + b, 0)).toBe(1_000_000);
    expect(body.fullRebalance.map((r: { moveCents: number }) => r.moveCents)).toEqual(
      planFullRebalance(current, target, 1_000_000).map((r) => r.move),
    );
  });

  it('needs a valid profile (409) and a positive aporte (400)', async () => {
    const investor = await signUpInvestor(app);
    await subscribeDemo(app, investor);
    const gate = await request(app, investor, 'POST', '/api/portfolio/simulate', {
      aporteCents: 1_000,
    });
    expect(gate.statusCode).toBe(409);
    expect(gate.json().error.message).toBe(PROFILE_GATE_MESSAGES.missing);
    for (const aporteCents of [0, -1, 'mil']) {
      const res = await request(app, investor, 'POST', '/api/portfolio/simulate', { aporteCents });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ aporteCents: PORTFOLIO_MESSAGES.invalidValue });
    }
  });
});
