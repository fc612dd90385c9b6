import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, gte } from 'drizzle-orm';
import { accumulatedCdi, toIsoCalendarDate } from '@algoone/domain';
import type { Database } from '../src/db/client.ts';
import { cdiRates, syncState } from '../src/db/schema/index.ts';
import cdiSync from '../src/modules/performance/cdi-sync-plugin.ts';
import { cdiStatusOf } from '../src/modules/performance/cdi-status.ts';
import { readCdiSeries } from '../src/modules/performance/index.ts';
import { SgsError, fetchSgsCdi, sgsCdiUrl } from '../src/modules/performance/sgs-client.ts';
import {
  CDI_BACKFILL_YEARS,
  CDI_OVERLAP_DAYS,
  addCalendarDays,
  syncCdi,
} from '../src/modules/performance/sync-cdi.ts';
import { signUpInvestor } from './support/actors.ts';
import {
  FAKE_CDI_RATE,
  businessDaysSeries,
  startFakeSgs,
  type FakeSgs,
} from './support/fake-sgs.ts';
import { insertSnapshot, openIsolatedDatabase, request } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

// The CDI series and sync_state are shared by the whole server, so this file gets a database
// of its own: nothing another test file does can change what it sees.
let isolated: { database: Database; drop(): Promise<void> };
let db: Database['db'];
let sgs: FakeSgs;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  db = isolated.database.db;
  sgs = await startFakeSgs();
});
afterAll(async () => {
  await sgs.close();
  await isolated.drop();
});
afterEach(async () => {
  sgs.respond((url) => businessDaysSeries(url));
  await db.delete(cdiRates);
  await db.delete(syncState);
  sgs.requests.length = 0;
});

const HOUR = 3_600_000;

describe('fetchSgsCdi (Banco Central SGS series 12 over HTTP)', () => {
  it('asks for the series in SGS’s format and reads its JSON', async () => {
    const rates = await fetchSgsCdi({ baseUrl: sgs.url, from: '2025-01-03', to: '2025-01-07' });
    expect(sgs.requests).toHaveLength(1);
    const url = sgs.requests[0];
    expect(url?.pathname).toBe('/dados/serie/bcdata.sgs.12/dados');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      formato: 'json',
      dataInicial: '03/01/2025',
      dataFinal: '07/01/2025',
    });
    expect(rates).toEqual([
      { date: '2025-01-03', ratePercent: Number(FAKE_CDI_RATE) },
      { date: '2025-01-06', ratePercent: Number(FAKE_CDI_RATE) },
      { date: '2025-01-07', ratePercent: Number(FAKE_CDI_RATE) },
    ]);
    expect(sgsCdiUrl('https://api.bcb.gov.br/', '2025-12-01', '2025-12-31')).toBe(
      'https://api.bcb.gov.br/dados/serie/bcdata.sgs.12/dados?formato=json&dataInicial=01%2F12%2F2025&dataFinal=31%2F12%2F2025',
    );
  });

  it.each([
    ['a 500', { status: 500, body: 'Internal Server Error' }, /SGS respondeu 500/],
    [
      'the 10-year-window refusal',
      {
        status: 406,
        body: '{"error":"O sistema aceita uma janela de consulta de, no máximo, 10 anos"}',
      },
      /SGS respondeu 406/,
    ],
    [
      'an HTML page',
      { status: 200, body: '<html>manutenção</html>', contentType: 'text/html' },
      /não é JSON/,
    ],
    ['truncated JSON', { status: 200, body: '[{"data":"02/01/2025","valor":"0.04"' }, /não é JSON/],
    ['an object', { status: 200, body: '{"data":"02/01/2025"}' }, /não é uma lista/],
    [
      'a bad value',
      { status: 200, body: '[{"data":"02/01/2025","valor":"0,04"}]' },
      /valor inválido/,
    ],
    [
      'a bad date',
      { status: 200, body: '[{"data":"2025-01-02","valor":"0.04"}]' },
      /data inválida/,
    ],
  ])('refuses %s with an SgsError', async (_label, reply, reason) => {
    sgs.respond(() => reply);
    await expect(
      fetchSgsCdi({ baseUrl: sgs.url, from: '2025-01-02', to: '2025-01-03' }),
    ).rejects.toThrow(reason);
    await expect(
      fetchSgsCdi({ baseUrl: sgs.url, from: '2025-01-02', to: '2025-01-03' }),
    ).rejects.toBeInstanceOf(SgsError);
  });

  it('gives up on a server that does not answer in time, or cannot be reached', async () => {
    sgs.respond(() => new Promise(() => undefined));
    await expect(
      fetchSgsCdi({ baseUrl: sgs.url, from: '2025-01-02', to: '2025-01-03', timeoutMs: 200 }),
    ).rejects.toThrow(/SGS inacessível/);
    await expect(
      fetchSgsCdi({ baseUrl: 'http://127.0.0.1:9', from: '2025-01-02', to: '2025-01-03' }),
    ).rejects.toThrow(/SGS inacessível/);
  });
});

describe('syncCdi', () => {
  it('backfills five years on the first sync, then skips until 20 hours have passed', async () => {
    const now = new Date('2026-03-10T12:00:00-03:00');
    const first = await syncCdi(db, { baseUrl: sgs.url, now });
    expect(first).toMatchObject({
      status: 'synced',
      from: `${2026 - CDI_BACKFILL_YEARS}-01-01`,
      to: '2026-03-10',
    });
    const stored = await db.select().from(cdiRates).orderBy(asc(cdiRates.date));
    expect(stored.length).toBeGreaterThan(1_200);
    expect(stored.at(-1)).toMatchObject({ date: '2026-03-10', ratePercent: Number(FAKE_CDI_RATE) });
    const [state] = await db.select().from(syncState);
    expect(state).toMatchObject({
      key: 'cdi',
      lastSuccessAt: now,
      lastError: null,
      leaseUntil: null,
      coverageFrom: '2021-01-01',
    });

    expect(
      await syncCdi(db, { baseUrl: sgs.url, now: new Date(now.getTime() + 19 * HOUR) }),
    ).toEqual({
      status: 'skipped',
    });
    expect(sgs.requests).toHaveLength(1);

    // A day later: only the last days again (revisions overwrite, nothing is duplicated).
    sgs.respond((url) => businessDaysSeries(url, '0.050000'));
    const later = new Date(now.getTime() + 24 * HOUR);
    const second = await syncCdi(db, { baseUrl: sgs.url, now: later });
    expect(second).toMatchObject({
      status: 'synced',
      from: addCalendarDays('2026-03-10', -CDI_OVERLAP_DAYS),
      to: '2026-03-11',
    });
    const after = await db.select().from(cdiRates).orderBy(asc(cdiRates.date));
    expect(after.length).toBe(stored.length + 1);
    expect(after.find((r) => r.date === '2026-03-10')?.ratePercent).toBe(0.05);
    expect(after.find((r) => r.date === '2026-02-02')?.ratePercent).toBe(Number(FAKE_CDI_RATE));
    const [state2] = await db.select().from(syncState);
    expect(state2?.coverageFrom).toBe('2021-01-01');
  });

  it('of several nodes starting together, only one calls Banco Central', async () => {
    const now = new Date('2026-03-10T12:00:00-03:00');
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => syncCdi(db, { baseUrl: sgs.url, now })),
    );
    expect(outcomes.filter((o) => o.status === 'synced')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'skipped')).toHaveLength(3);
    expect(sgs.requests).toHaveLength(1);
  });

  it('records a failure, keeps what it had, releases the job and retries next time', async () => {
    const now = new Date('2026-03-10T12:00:00-03:00');
    sgs.respond(() => ({ status: 503, body: 'Serviço indisponível' }));
    const failed = await syncCdi(db, { baseUrl: sgs.url, now });
    expect(failed).toEqual({ status: 'failed', error: 'SGS respondeu 503: Serviço indisponível' });
    const [state] = await db.select().from(syncState).where(eq(syncState.key, 'cdi'));
    expect(state).toMatchObject({ lastSuccessAt: null, leaseUntil: null, lastAttemptAt: now });
    expect(state?.lastError).toMatch(/503/);
    expect(await db.select().from(cdiRates)).toEqual([]);

    sgs.respond((url) => businessDaysSeries(url));
    const retried = await syncCdi(db, { baseUrl: sgs.url, now: new Date(now.getTime() + HOUR) });
    expect(retried.status).toBe('synced');
  });

  it('does not take over a job another node holds, unless its lease expired', async () => {
    const now = new Date('2026-03-10T12:00:00-03:00');
    await db.insert(syncState).values({ key: 'cdi', leaseUntil: new Date(now.getTime() + 60_000) });
    expect((await syncCdi(db, { baseUrl: sgs.url, now })).status).toBe('skipped');
    const afterLease = new Date(now.getTime() + 120_000);
    expect((await syncCdi(db, { baseUrl: sgs.url, now: afterLease })).status).toBe('synced');
  });
});

describe('the CDI in the API', () => {
  let ctx: TestContext;
  const cdiStatus = async () =>
    cdiStatusOf((await readCdiSeries(db)).state, toIsoCalendarDate(new Date()));

  beforeAll(async () => {
    ctx = await createTestApp({ database: isolated.database });
  });
  afterAll(() => ctx.close());

  it('is "indisponível" until a sync, then the dashboard shows the CDI from SGS', async () => {
    const { app } = ctx;
    const before = await cdiStatus();
    expect(before).toEqual({
      status: 'indisponivel',
      lastRateDate: null,
      coverageFrom: null,
      lastSyncedAt: null,
    });
    const investor = await signUpInvestor(app);
    const noCdi = await request(app, investor, 'GET', '/api/dashboard');
    expect(noCdi.json().performance.cdi).toMatchObject({
      status: 'indisponivel',
      value: null,
      message: 'CDI indisponível',
    });

    const now = new Date();
    expect((await syncCdi(db, { baseUrl: sgs.url, now })).status).toBe('synced');
    expect(await cdiStatus()).toMatchObject({ status: 'ok', lastSyncedAt: now.toISOString() });

    // A net worth at the start of the year and one now: the return and its CDI comparison.
    const year = Number(toIsoCalendarDate(now).slice(0, 4));
    const start = new Date(`${year}-01-01T00:00:00-03:00`);
    await insertSnapshot(app, investor.id, 1_000_000, start);
    await insertSnapshot(app, investor.id, 1_100_000, new Date(now.getTime() - 1_000));
    const res = await request(app, investor, 'GET', '/api/dashboard');
    const performance = res.json().performance;
    const rates = (await db.select().from(cdiRates)).map((r) => ({
      date: r.date,
      ratePercent: r.ratePercent,
    }));
    const expected = accumulatedCdi(rates, `${year}-01-01`, toIsoCalendarDate(now));
    expect(performance.cdi.status).toBe('ok');
    expect(performance.cdi.value).toBeCloseTo(expected ?? Number.NaN, 12);
    expect(performance.return.value).toBeCloseTo(0.1, 12);
    expect(performance.percentOfCdi).toBeCloseTo((0.1 / (expected ?? 1)) * 100, 9);

    // The series is kept in memory (performance/cdi-series.ts); a rate Banco Central revises,
    // written by any node, reaches the next dashboard through the change feed.
    const [first] = await db
      .select()
      .from(cdiRates)
      .where(gte(cdiRates.date, `${year}-01-01`))
      .orderBy(asc(cdiRates.date))
      .limit(1);
    if (!first) throw new Error('no rate this year');
    await db
      .update(cdiRates)
      .set({ ratePercent: first.ratePercent + 0.5 })
      .where(eq(cdiRates.date, first.date));
    const revised = await request(app, investor, 'GET', '/api/dashboard');
    const revisedRates = rates.map((rate) =>
      rate.date === first.date ? { ...rate, ratePercent: first.ratePercent + 0.5 } : rate,
    );
    const revisedExpected = accumulatedCdi(revisedRates, `${year}-01-01`, toIsoCalendarDate(now));
    expect(revisedExpected).not.toBeCloseTo(expected ?? Number.NaN, 6);
    expect(revised.json().performance.cdi.value).toBeCloseTo(revisedExpected ?? Number.NaN, 12);
  });

  it('the sync plugin syncs shortly after start, and stops cleanly on close', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { testEnv } = await import('./support/test-app.ts');
    const start = async () => {
      const app = await buildApp({
        env: testEnv(),
        database: isolated.database,
        migrated: true,
        logger: false,
      });
      await app.register(cdiSync, { baseUrl: sgs.url, initialDelayMs: 0, checkIntervalMs: 60_000 });
      await app.ready();
      return app;
    };
    const status = async () => (await cdiStatus()).status;

    const app = await start();
    for (let i = 0; i < 250 && (await status()) !== 'ok'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await status()).toBe('ok');
    expect(sgs.requests).toHaveLength(1);
    await app.close();

    // Closing while Banco Central does not answer aborts the request instead of hanging.
    await db.delete(syncState);
    sgs.respond(() => new Promise(() => undefined));
    const stuck = await start();
    for (let i = 0; i < 250 && sgs.requests.length < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sgs.requests).toHaveLength(2);
    const closing = performance.now();
    await stuck.close();
    expect(performance.now() - closing).toBeLessThan(2_000);
  });

  it('a failing SGS never breaks the server: the plugin logs and carries on', async () => {
    sgs.respond(() => ({ status: 500, body: 'erro' }));
    const { buildApp } = await import('../src/app.ts');
    const { testEnv } = await import('./support/test-app.ts');
    const app = await buildApp({
      env: testEnv(),
      database: isolated.database,
      migrated: true,
      logger: false,
    });
    await app.register(cdiSync, { baseUrl: sgs.url, initialDelayMs: 0, checkIntervalMs: 60_000 });
    await app.ready();
    for (let i = 0; i < 100 && sgs.requests.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});
