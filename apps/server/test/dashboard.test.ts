import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  PROFILE_GATE_MESSAGES,
  PORTFOLIO_MESSAGES,
  type TDashboard,
  type TRecommendation,
} from '@algoone/contracts';
import { fromZonedDateTime, toIsoCalendarDate, toZonedDateTime } from '@algoone/domain';
import { cdiRates, recommendations, syncState } from '../src/db/schema/index.ts';
import type { Viewer } from '../src/lib/viewer.ts';
import { getDashboard } from '../src/modules/dashboard/index.ts';
import {
  loadDashboardData,
  toSuitabilityRecord,
} from '../src/modules/dashboard/load-dashboard-data.ts';
import { readCdiSeries, yearStartOf } from '../src/modules/performance/index.ts';
import { addCalendarDays } from '../src/modules/performance/sync-cdi.ts';
import { targetPortfolio } from '../src/modules/portfolio/index.ts';
import {
  latestProfile,
  readProfileGate,
  toProfileGateResponse,
} from '../src/modules/suitability/index.ts';
import { signUpInvestor, type Actor } from './support/actors.ts';
import { insertProfile, monthsAgo } from './support/onboarding.ts';
import {
  insertAportes,
  insertSnapshot,
  onboard,
  openIsolatedDatabase,
  request,
} from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';
import { countQueries } from './support/count-queries.ts';

let ctx: TestContext;
let app: FastifyInstance;
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;

// A database of its own: on PostgreSQL the other test files run alongside, and a change they
// make to shared data (a broker, the CDI) rightly empties every dashboard kept in memory, which
// would fail the tests that count the queries of an answer from memory.
beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ database: isolated.database });
  app = ctx.app;
});
afterAll(async () => {
  await ctx.close();
  await isolated.drop();
});

const viewerOf = (actor: Actor): Viewer => ({
  id: actor.id,
  name: actor.name,
  email: actor.email,
  role: actor.role,
  twoFactorEnabled: false,
  sessionId: 'dashboard-test',
});

async function dashboard(actor: Actor, query = ''): Promise<TDashboard> {
  const res = await request(app, actor, 'GET', `/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const yearStartDay = () => `${toZonedDateTime(new Date()).year}-01-01`;

describe('GET /api/dashboard', () => {
  it('a brand-new investor sees only empty, honest figures: no placeholders', async () => {
    const investor = await signUpInvestor(app, 'Nova Investidora');
    const body = await dashboard(investor);
    expect(body.greeting).toEqual({
      name: 'Nova Investidora',
      riskProfile: null,
      timeHorizon: null,
    });
    expect(body.profileGate).toEqual({
      status: 'missing',
      message: PROFILE_GATE_MESSAGES.missing,
      validUntil: null,
    });
    expect(body.tracker.nextStep).toBe('Perfil');
    expect(body.tracker.steps.map((s) => s.done)).toEqual([false, false, false, false]);
    expect(body.netWorth).toEqual({ amountCents: null, recordedAt: null });
    expect(body.performance.return).toBeNull();
    expect(body.performance.returnUnavailableReason).toBe(PORTFOLIO_MESSAGES.returnUnavailable);
    expect(body.performance.percentOfCdi).toBeNull();
    expect(body.target).toBeNull();
    expect(body.drift).toBeNull();
    expect(body.lastRecommendation).toBeNull();
    expect(body.holdings.recorded).toBe(false);
    expect(body.contributions).toEqual({
      count: 0,
      totalCents: 0,
      yearToDateCount: 0,
      yearToDateCents: 0,
      recent: [],
    });
    expect(body.cashback).toMatchObject({ isEstimate: true, brokerId: 'xp', monthlyCents: 0 });
  });

  it('after the onboarding: greeting, tracker, net worth, reading-B target and cashback', async () => {
    const investor = await signUpInvestor(app, 'Ana Souza');
    const onboarding = await onboard(app, investor);
    const body = await dashboard(investor);

    expect(body.greeting).toEqual({
      name: 'Ana Souza',
      riskProfile: 'Moderado',
      timeHorizon: 'Médio',
    });
    expect(body.profileGate.status).toBe('valid');
    expect(body.tracker.steps).toEqual([
      { step: 'Perfil', done: true, automatic: true, manual: null },
      { step: 'Estratégia', done: true, automatic: true, manual: null },
      { step: 'Corretora', done: false, automatic: false, manual: false },
      { step: 'Alocação', done: false, automatic: false, manual: false },
    ]);
    expect(body.tracker.nextStep).toBe('Corretora');
    expect(body.netWorth.amountCents).toBe(5_000_000);
    // docs/product.md §9 Moderado / Médio, reading B, R$ 50.000,00, no preferences.
    expect(body.target?.allocation).toEqual({
      'Renda Fixa': 50,
      Multimercado: 25,
      'Ações Brasil': 20,
      Internacional: 5,
      Cripto: 0,
    });
    expect(body.target?.netWorthCents).toBe(5_000_000);
    expect(Object.keys(body.target?.roles ?? {})).toEqual([
      'Renda Fixa',
      'Multimercado',
      'Ações Brasil',
      'Internacional',
    ]);
    // XP first in the selection: 0,6% a year of R$ 50.000,00 = R$ 300,00; R$ 25,00 a month.
    expect(body.cashback).toMatchObject({
      brokerId: 'xp',
      annualRatePercent: 0.6,
      annualCents: 30_000,
      monthlyCents: 2_500,
      netWorthCents: 5_000_000,
    });
    expect(body.lastRecommendation).toMatchObject({
      id: (onboarding.recommendation as TRecommendation).id,
      status: 'pendente',
      appliedAt: null,
    });
    expect(body.brokerAccounts.map((a) => a.brokerId)).toEqual(['xp', 'btg']);
  });

  it('switches the cashback broker with ?broker= and refuses an unknown one', async () => {
    const investor = await signUpInvestor(app);
    await onboard(app, investor);
    const btg = await dashboard(investor, '?broker=btg');
    expect(btg.cashback).toMatchObject({
      brokerId: 'btg',
      annualRatePercent: 0.5,
      annualCents: 25_000,
    });

    const res = await request(app, investor, 'GET', '/api/dashboard?broker=corretora-x');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ broker: PORTFOLIO_MESSAGES.unknownBroker });
  });

  it('computes the year-to-date return by Modified Dietz and compares it with the CDI', async () => {
    const investor = await signUpInvestor(app);
    const now = new Date();
    const { year } = toZonedDateTime(now);
    const lastYearEnd = fromZonedDateTime({
      year: year - 1,
      month: 12,
      day: 31,
      hour: 12,
      minute: 0,
      second: 0,
      millisecond: 0,
    });
    const end = new Date(now.getTime() - 60_000);
    const endDay = toIsoCalendarDate(end);
    // An older figure that the later one on 31 December replaces as the start.
    await insertSnapshot(
      app,
      investor.id,
      9_000_000,
      new Date(lastYearEnd.getTime() - 20 * 86_400_000),
    );
    await insertSnapshot(app, investor.id, 10_000_000, lastYearEnd);
    await insertSnapshot(app, investor.id, 11_500_000, end);
    await insertAportes(app, investor.id, [
      { date: endDay, amountCents: 600_000 },
      { date: endDay, amountCents: 400_000, category: 'FIIs' },
      // Before the start snapshot: already in it, so not a flow of the period.
      { date: `${year - 1}-12-20`, amountCents: 777_700 },
    ]);

    // The CDI: every calendar day from last December on at 0,04% (the sum is what matters).
    const firstRateDay = `${year - 1}-12-01`;
    const days: string[] = [];
    for (let day = firstRateDay; day <= endDay; day = addCalendarDays(day, 1)) days.push(day);
    await app.database.db
      .insert(cdiRates)
      .values(days.map((date) => ({ date, ratePercent: 0.04 })))
      .onConflictDoNothing();
    await app.database.db
      .insert(syncState)
      .values({ key: 'cdi', lastSuccessAt: now, coverageFrom: `${year - 5}-01-01` })
      .onConflictDoUpdate({
        target: syncState.key,
        set: { lastSuccessAt: now, coverageFrom: `${year - 5}-01-01` },
      });

    const body = await dashboard(investor);
    const performance = body.performance;

    // Hand-computed: R = (end − start − flows) / (start + w·flows), w = (end − t) / (end − start).
    const flowAt = fromZonedDateTime({
      ...toZonedDateTime(end),
      hour: 0,
      minute: 0,
      second: 0,
      millisecond: 0,
    });
    const weight = (end.getTime() - flowAt.getTime()) / (end.getTime() - lastYearEnd.getTime());
    const expected = (11_500_000 - 10_000_000 - 1_000_000) / (10_000_000 + weight * 1_000_000);
    expect(performance.return).toMatchObject({
      start: lastYearEnd.toISOString(),
      end: end.toISOString(),
      startValueCents: 10_000_000,
      endValueCents: 11_500_000,
      netFlowsCents: 1_000_000,
    });
    expect(performance.return?.value).toBeCloseTo(expected, 12);
    expect(performance.returnUnavailableReason).toBeNull();

    // CDI over the same period: days from 31/12 (start) to the end day, the end day excluded.
    const cdiDays = days.filter((day) => day >= `${year - 1}-12-31` && day < endDay).length;
    const expectedCdi = 1.0004 ** cdiDays - 1;
    expect(performance.cdi).toMatchObject({
      status: 'ok',
      from: `${year - 1}-12-31`,
      to: endDay,
      lastRateDate: endDay,
      message: null,
    });
    expect(performance.cdi.value).toBeCloseTo(expectedCdi, 12);
    expect(performance.percentOfCdi).toBeCloseTo((expected / expectedCdi) * 100, 9);
    expect(performance.yearStart).toBe(yearStartDay());

    // The aportes summary counts all three, the year's two.
    expect(body.contributions).toMatchObject({
      count: 3,
      totalCents: 1_777_700,
      yearToDateCount: 2,
      yearToDateCents: 1_000_000,
    });
    expect(body.contributions.recent).toHaveLength(3);
    expect(body.contributions.recent[2]).toMatchObject({ date: `${year - 1}-12-20` });
  });

  it('flags classes outside their band and raises the out-of-profile alert', async () => {
    const investor = await signUpInvestor(app);
    await onboard(app, investor);
    const saved = await request(app, investor, 'PUT', '/api/portfolio/holdings', {
      holdings: { 'Renda Fixa': 1_000_000, Cripto: 4_000_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await dashboard(investor);
    expect(body.drift?.outOfProfile).toBe(true);
    const cripto = body.drift?.rows.find((row) => row.assetClass === 'Cripto');
    expect(cripto).toMatchObject({ currentPercent: 80, targetPercent: 0, outOfBand: true });
    expect(body.drift?.alert).toMatch(/^Sua carteira saiu do perfil Moderado: .*Cripto/);
    expect(body.tracker.steps[3]).toMatchObject({ step: 'Alocação', done: true, automatic: true });

    // On target: no alert.
    await request(app, investor, 'PUT', '/api/portfolio/holdings', {
      holdings: {
        'Renda Fixa': 2_500_000,
        Multimercado: 1_250_000,
        'Ações Brasil': 500_000,
        FIIs: 500_000,
        Internacional: 250_000,
      },
    });
    const onTarget = await dashboard(investor);
    expect(onTarget.drift?.outOfProfile).toBe(false);
    expect(onTarget.drift?.alert).toBeNull();
  });

  it('with a profile older than 24 months: greeting kept, no target, the gate says why', async () => {
    const investor = await signUpInvestor(app);
    await insertProfile(app, investor.id, monthsAgo(25));
    const body = await dashboard(investor);
    expect(body.greeting.riskProfile).toBe('Moderado');
    expect(body.profileGate).toEqual({
      status: 'expired',
      message: PROFILE_GATE_MESSAGES.expired,
      validUntil: null,
    });
    expect(body.target).toBeNull();
    expect(body.tracker.steps[0]).toMatchObject({ step: 'Perfil', done: false });
  });

  it('runs a fixed number of statements whatever the number of aportes', async () => {
    const investor = await signUpInvestor(app);
    await onboard(app, investor);
    const today = toIsoCalendarDate(new Date());
    await insertAportes(app, investor.id, [{ date: today }]);
    await dashboard(investor); // warm-up (prepared statements)

    // Each measured call is a first one: what the in-process cache would answer is forgotten.
    app.changeFeed.changed(investor.id);
    const one = countQueries(ctx.database);
    await dashboard(investor);
    one.restore();

    await insertAportes(
      app,
      investor.id,
      Array.from({ length: 49 }, (_, index) => ({
        date: addCalendarDays(today, -index * 3),
        amountCents: 1_000 + index,
      })),
    );
    app.changeFeed.changed(investor.id);
    const fifty = countQueries(ctx.database);
    const body = await dashboard(investor);
    fifty.restore();

    expect(body.contributions.count).toBe(50);
    expect(fifty.count()).toBe(one.count());
    // The session lookup plus the aggregate, which reads the suitability gate's record too.
    expect(one.count()).toBeGreaterThanOrEqual(2);
    expect(one.count()).toBeLessThanOrEqual(5);
    expect(one.texts().filter((text) => text.includes('suitability_records'))).toHaveLength(1);

    // Asked again with nothing changed, the answer comes from memory: no statement at all.
    const again = countQueries(ctx.database);
    expect(await dashboard(investor)).toEqual(body);
    again.restore();
    expect(again.count()).toBe(0);
  });

  it('decides the gate and the target from the aggregate’s record as the suitability module would', async () => {
    const { db } = app.database;
    const missing = await signUpInvestor(app);
    const expired = await signUpInvestor(app);
    await insertProfile(app, expired.id, monthsAgo(25));
    const valid = await signUpInvestor(app);
    await onboard(app, valid);
    // A later profile, with PostgreSQL's microseconds and jsonb's own key order: the latest counts.
    await db.execute(sql`
      insert into suitability_records (user_id, questionnaire_id, answers, total_points, profile,
        allocation_profile, time_horizon, completed_at, valid_until)
      values (${valid.id}, 'rapido-v1', '{"q2": "b", "q10": "a", "q1": "c"}'::jsonb, 3,
        'Conservador', 'Conservador', 'Curto', now() + interval '1 second',
        now() + interval '24 months 1 second')`);

    const now = new Date(Date.now() + 2_000);
    for (const actor of [missing, expired, valid]) {
      const data = await loadDashboardData(db, actor.id, yearStartOf(now));
      const record = await latestProfile(db, actor.id);
      expect(data.profile && toSuitabilityRecord(data.profile)).toEqual(record);

      const gate = await readProfileGate(db, actor.id, now);
      const body = await getDashboard(
        { db, cdiSeries: () => readCdiSeries(db) },
        viewerOf(actor),
        {},
        now,
      );
      expect(body.profileGate).toEqual(toProfileGateResponse(gate));
      expect(body.greeting.riskProfile).toBe(record?.profile ?? null);
      expect(body.target).toEqual(
        gate.status === 'valid'
          ? targetPortfolio(
              gate.record,
              data.investor?.preferences ?? null,
              data.latestSnapshot?.amountCents ?? null,
            )
          : null,
      );
    }
    const latest = await getDashboard(
      { db, cdiSeries: () => readCdiSeries(db) },
      viewerOf(valid),
      {},
      now,
    );
    expect(latest.profileGate.status).toBe('valid');
    expect(latest.target?.profile).toBe('Conservador');

    // The gate closes at exactly 24 months (the domain's isProfileValid), on the dashboard too.
    const dated = await signUpInvestor(app);
    const profile = await insertProfile(app, dated.id, new Date('2024-03-10T15:00:00Z'));
    const before = new Date(profile.validUntil.getTime() - 1);
    const open = await getDashboard(
      { db, cdiSeries: () => readCdiSeries(db) },
      viewerOf(dated),
      {},
      before,
    );
    expect(open.profileGate).toEqual({
      status: 'valid',
      message: null,
      validUntil: profile.validUntil.toISOString(),
    });
    expect(open.target?.allocation).toEqual(targetPortfolio(profile, null, null).allocation);
    const closed = await getDashboard(
      { db, cdiSeries: () => readCdiSeries(db) },
      viewerOf(dated),
      {},
      profile.validUntil,
    );
    expect(closed.profileGate.status).toBe('expired');
    expect(closed.target).toBeNull();
    expect(closed.tracker.steps[0]).toMatchObject({ step: 'Perfil', done: false });
  });

  it('uses only the viewer’s rows', async () => {
    const a = await signUpInvestor(app);
    const b = await signUpInvestor(app);
    await onboard(app, a);
    await insertAportes(app, a.id, [{ date: toIsoCalendarDate(new Date()), amountCents: 123_456 }]);
    const body = await dashboard(b);
    expect(body.netWorth.amountCents).toBeNull();
    expect(body.contributions.count).toBe(0);
    expect(body.lastRecommendation).toBeNull();
  });
});

describe('PUT /api/dashboard/tracker', () => {
  it('toggles steps 3 and 4 by hand, and a step done by real state stays done', async () => {
    const investor = await signUpInvestor(app);
    await onboard(app, investor);
    const on = await request(app, investor, 'PUT', '/api/dashboard/tracker', {
      brokerStepDone: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().steps[2]).toEqual({
      step: 'Corretora',
      done: true,
      automatic: false,
      manual: true,
    });
    expect(on.json().nextStep).toBe('Alocação');

    const both = await request(app, investor, 'PUT', '/api/dashboard/tracker', {
      allocationStepDone: true,
    });
    expect(both.json().nextStep).toBeNull();

    const off = await request(app, investor, 'PUT', '/api/dashboard/tracker', {
      brokerStepDone: false,
      allocationStepDone: false,
    });
    expect(off.json().nextStep).toBe('Corretora');
    expect((await dashboard(investor)).tracker).toEqual(off.json());
  });

  it('works before the onboarding and refuses an empty or malformed body', async () => {
    const investor = await signUpInvestor(app);
    const res = await request(app, investor, 'PUT', '/api/dashboard/tracker', {
      allocationStepDone: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().nextStep).toBe('Perfil');

    const empty = await request(app, investor, 'PUT', '/api/dashboard/tracker', {});
    expect(empty.statusCode).toBe(400);
    const bad = await request(app, investor, 'PUT', '/api/dashboard/tracker', {
      brokerStepDone: 'sim',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('brokerStepDone');
  });
});

describe('POST/DELETE /api/brokers/:id/confirm', () => {
  it('confirms an account (the Corretora step), keeps the first date, and undoes it', async () => {
    const investor = await signUpInvestor(app);
    await onboard(app, investor);
    const first = await request(app, investor, 'POST', '/api/brokers/btg/confirm');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().account).toMatchObject({ brokerId: 'btg', name: 'BTG Pactual' });
    expect(first.json().account.accountConfirmedAt).toEqual(expect.any(String));
    expect(first.json().tracker.steps[2]).toMatchObject({ done: true, automatic: true });

    const again = await request(app, investor, 'POST', '/api/brokers/btg/confirm');
    expect(again.json().account.accountConfirmedAt).toBe(first.json().account.accountConfirmedAt);

    const body = await dashboard(investor);
    expect(body.cashback.brokerId).toBe('btg');
    expect(
      body.brokerAccounts.find((a) => a.brokerId === 'btg')?.accountConfirmedAt,
    ).not.toBeNull();

    const undo = await request(app, investor, 'DELETE', '/api/brokers/btg/confirm');
    expect(undo.statusCode).toBe(200);
    expect(undo.json().account.accountConfirmedAt).toBeNull();
    expect(undo.json().tracker.steps[2]).toMatchObject({ done: false });
  });

  it('adds a broker outside the selection; unknown brokers and undoing an absent one are 404', async () => {
    const investor = await signUpInvestor(app);
    const res = await request(app, investor, 'POST', '/api/brokers/agora/confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json().account.brokerId).toBe('agora');

    expect(
      (await request(app, investor, 'POST', '/api/brokers/nao-existe/confirm')).statusCode,
    ).toBe(404);
    expect((await request(app, investor, 'POST', '/api/brokers/outra/confirm')).statusCode).toBe(
      404,
    );
    expect((await request(app, investor, 'DELETE', '/api/brokers/rico/confirm')).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/recommendations/:id/apply', () => {
  it('marks the investor’s own recommendation as applied, once, and grants the badge', async () => {
    const investor = await signUpInvestor(app);
    const { recommendation } = (await onboard(app, investor)) as {
      recommendation: TRecommendation;
    };
    const res = await request(
      app,
      investor,
      'POST',
      `/api/recommendations/${recommendation.id}/apply`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recommendation).toMatchObject({ id: recommendation.id, status: 'aplicada' });
    expect(res.json().recommendation.appliedAt).toEqual(expect.any(String));
    expect(res.json().achievements.map((a: { id: string }) => a.id)).toContain(
      'badge:portfolio-rebalanced',
    );

    const again = await request(
      app,
      investor,
      'POST',
      `/api/recommendations/${recommendation.id}/apply`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().achievements).toEqual([]);
    expect(again.json().recommendation.appliedAt).toBe(res.json().recommendation.appliedAt);

    const body = await dashboard(investor);
    expect(body.lastRecommendation).toMatchObject({ status: 'aplicada' });
  });

  it('answers 404 for another investor’s recommendation and for ids that are not one', async () => {
    const a = await signUpInvestor(app);
    const b = await signUpInvestor(app);
    const { recommendation } = (await onboard(app, a)) as { recommendation: TRecommendation };
    const res = await request(app, b, 'POST', `/api/recommendations/${recommendation.id}/apply`);
    expect(res.statusCode).toBe(404);
    const [row] = await app.database.db
      .select({ status: recommendations.status })
      .from(recommendations)
      .where(sql`${recommendations.id} = ${recommendation.id}`);
    expect(row?.status).toBe('pendente');
    for (const id of ['nao-e-um-uuid', '00000000-0000-4000-8000-000000000000', "1'; drop"]) {
      const probe = await request(
        app,
        b,
        'POST',
        `/api/recommendations/${encodeURIComponent(id)}/apply`,
      );
      expect(probe.statusCode).toBe(404);
    }
  });
});
