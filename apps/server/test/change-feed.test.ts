import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { TDashboard } from '@algoone/contracts';
import { users } from '../src/db/schema/index.ts';
import { as, signUpInvestor, type Actor } from './support/actors.ts';
import { countQueries } from './support/count-queries.ts';
import { insertProfile } from './support/onboarding.ts';
import {
  insertAportes,
  insertSnapshot,
  onboard,
  openIsolatedDatabase,
  request,
} from './support/portfolio.ts';
import { createTestApp, driver, type TestContext } from './support/test-app.ts';

// Two nodes of the app on one database, as in production: each keeps resolved sessions and
// dashboards in memory, and must drop them when the other (or anyone) changes the rows.
// A database of their own: on PostgreSQL the other test files run alongside, and their changes
// to shared data would empty these caches at any moment.
let nodeA: TestContext;
let nodeB: TestContext;
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  nodeA = await createTestApp({ database: isolated.database });
  nodeB = await createTestApp({ database: isolated.database });
});
afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
  await isolated.drop();
});

async function dashboardOn(node: TestContext, actor: Actor): Promise<TDashboard> {
  const res = await request(node.app, actor, 'GET', '/api/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function meOn(node: TestContext, actor: Actor) {
  return node.app.inject({ method: 'GET', url: '/api/me', headers: as(actor) });
}

describe('in-process caches on several nodes', () => {
  it('a dashboard kept in memory on one node shows an aporte registered on the other', async () => {
    const investor = await signUpInvestor(nodeA.app);
    await onboard(nodeA.app, investor);
    expect((await dashboardOn(nodeB, investor)).contributions.count).toBe(0);
    // Asked again, node B answers from memory.
    const again = countQueries(nodeB.database);
    expect((await dashboardOn(nodeB, investor)).contributions.count).toBe(0);
    again.restore();
    expect(again.count()).toBe(0);

    const created = await request(nodeA.app, investor, 'POST', '/api/contributions', {
      amountCents: 123_400,
      brokerId: 'xp',
      category: 'FIIs',
    });
    expect(created.statusCode, created.body).toBe(201);

    const after = await dashboardOn(nodeB, investor);
    expect(after.contributions.count).toBe(1);
    expect(after.contributions.totalCents).toBe(123_400);
  });

  it('a session signed out on one node is refused on the other', async () => {
    const investor = await signUpInvestor(nodeA.app);
    expect((await meOn(nodeB, investor)).statusCode).toBe(200);
    expect((await meOn(nodeB, investor)).statusCode).toBe(200);

    const out = await nodeA.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(investor),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await meOn(nodeB, investor)).statusCode).toBe(401);
  });

  it('a change made straight in the database reaches what both nodes keep', async () => {
    const investor = await signUpInvestor(nodeA.app, 'Nome Antigo');
    await onboard(nodeA.app, investor);
    expect((await meOn(nodeA, investor)).json().user.name).toBe('Nome Antigo');
    expect((await dashboardOn(nodeB, investor)).greeting.name).toBe('Nome Antigo');

    // As a staff script or another service would: no request to either node.
    await nodeA.database.db
      .update(users)
      .set({ name: 'Nome Novo' })
      .where(eq(users.id, investor.id));

    expect((await meOn(nodeA, investor)).json().user.name).toBe('Nome Novo');
    expect((await dashboardOn(nodeB, investor)).greeting.name).toBe('Nome Novo');
  });

  it('a change to data every investor shares (the CDI) drops every kept dashboard', async () => {
    const investor = await signUpInvestor(nodeA.app);
    await onboard(nodeA.app, investor);
    await dashboardOn(nodeB, investor);

    await nodeA.database.db.execute(
      sql`insert into cdi_rates (date, rate_percent) values ('1999-01-04', 0.1) on conflict do nothing`,
    );

    const next = countQueries(nodeB.database);
    await dashboardOn(nodeB, investor);
    next.restore();
    expect(next.count()).toBeGreaterThan(0);
  });

  // Each table a cached answer reads must tell the caches when it changes (migrations 0010 and
  // 0011): a direct write to any of them makes node B read the database again.
  const execute = (statement: SQL) => nodeA.database.db.execute(statement);
  const writes: [string, (investor: Actor) => Promise<unknown>][] = [
    ['users', (i) => execute(sql`update users set name = 'Outro Nome' where id = ${i.id}`)],
    [
      'sessions',
      (i) => execute(sql`update sessions set updated_at = now() where user_id = ${i.id}`),
    ],
    [
      'investor_profiles',
      (i) =>
        execute(
          sql`update investor_profiles set broker_step_done = not broker_step_done where user_id = ${i.id}`,
        ),
    ],
    [
      'investor_brokers',
      (i) =>
        execute(
          sql`update investor_brokers set account_confirmed_at = now() where user_id = ${i.id}`,
        ),
    ],
    ['net_worth_snapshots', (i) => insertSnapshot(nodeA.app, i.id, 7_000_000, new Date())],
    ['contributions', (i) => insertAportes(nodeA.app, i.id, [{ date: '2026-01-05' }])],
    [
      'portfolio_holdings',
      (i) =>
        execute(
          sql`insert into portfolio_holdings (user_id, category, amount_cents)
              values (${i.id}, 'FIIs', 500000)
              on conflict (user_id, category) do update set amount_cents = 500001`,
        ),
    ],
    [
      'security_holdings (the B3 Posição, ADR 027)',
      (i) =>
        execute(
          sql`insert into security_holdings (user_id, security_key, institution, family, ticker,
                name, quantity, value_cents, category, category_source, category_reason, as_of)
              values (${i.id}, 'PETR4', 'XP', 'acoes', 'PETR4', 'Petrobras', 10, 38000,
                'Ações Brasil', 'rule', 'Ação brasileira', '2026-11-24')`,
        ),
    ],
    ['suitability_records', (i) => insertProfile(nodeA.app, i.id, new Date())],
    [
      'recommendations',
      (i) => execute(sql`update recommendations set applied_at = now() where user_id = ${i.id}`),
    ],
    ['brokers (shared)', () => execute(sql`update brokers set name = name where id = 'xp'`)],
    [
      'cashback_entries',
      (i) =>
        execute(
          sql`insert into cashback_entries (user_id, broker_id, reference_month, received_cents,
                passed_on_cents, status, credited_at, entry_key)
              values (${i.id}, 'xp', '2026-01-01', 1000, 800, 'creditado', now(), ${`feed-${i.id}`})`,
        ),
    ],
    [
      'cashback_rates (shared)',
      () =>
        execute(
          sql`insert into cashback_rates (broker_id, effective_month, annual_bps)
              values ('btg', '2001-01-01', 50) on conflict do nothing`,
        ),
    ],
    [
      'sync_state, when the CDI was synced (shared)',
      () =>
        execute(
          sql`insert into sync_state (key, last_success_at) values ('cdi', now())
              on conflict (key) do update set last_success_at = now()`,
        ),
    ],
  ];

  it.each(writes)('a direct write to %s drops the kept dashboard', async (_table, write) => {
    const investor = await signUpInvestor(nodeA.app);
    await onboard(nodeA.app, investor);
    await dashboardOn(nodeB, investor);
    const kept = countQueries(nodeB.database);
    await dashboardOn(nodeB, investor);
    kept.restore();
    expect(kept.count()).toBe(0);

    await write(investor);

    const next = countQueries(nodeB.database);
    await dashboardOn(nodeB, investor);
    next.restore();
    expect(next.count()).toBeGreaterThan(0);
  });

  it('a CDI sync that changes nothing the dashboard shows keeps what is kept', async () => {
    const knownRate = sql`insert into cdi_rates (date, rate_percent) values ('1999-01-05', 0.1)
                          on conflict do nothing`;
    await execute(knownRate);
    const investor = await signUpInvestor(nodeA.app);
    await onboard(nodeA.app, investor);
    await dashboardOn(nodeB, investor);
    // What every sync run does first: take the lease, and re-insert rates it already has.
    await execute(
      sql`insert into sync_state (key, lease_until) values ('cdi', now() + interval '1 minute')
          on conflict (key) do update set lease_until = now() + interval '1 minute'`,
    );
    await execute(knownRate);
    const kept = countQueries(nodeB.database);
    await dashboardOn(nodeB, investor);
    kept.restore();
    expect(kept.count()).toBe(0);
  });

  it("the node that served a write forgets the writer's entries before answering", async () => {
    // Without waiting for the change feed (on PostgreSQL it arrives a moment later).
    const investor = await signUpInvestor(nodeA.app);
    const now = nodeA.injectWithoutSettling;
    expect((await now({ method: 'GET', url: '/api/me', headers: as(investor) })).statusCode).toBe(
      200,
    );
    const out = await now({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(investor),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await now({ method: 'GET', url: '/api/me', headers: as(investor) })).statusCode).toBe(
      401,
    );
  });

  it('any write by a signed-in person drops their entries on that node, even one that changed nothing', async () => {
    // A write that finds nothing to change touches no row, so no notification comes: only the access plugin's own
    // invalidation can make the next call read the database again.
    const investor = await signUpInvestor(nodeA.app);
    await meOn(nodeA, investor);
    const kept = countQueries(nodeA.database);
    await meOn(nodeA, investor);
    kept.restore();
    expect(kept.count()).toBe(0);

    const refused = await request(
      nodeA.app,
      investor,
      'DELETE',
      '/api/contributions/00000000-0000-4000-8000-000000000000',
    );
    expect(refused.statusCode).toBe(404);

    const next = countQueries(nodeA.database);
    expect((await meOn(nodeA, investor)).statusCode).toBe(200);
    next.restore();
    expect(next.count()).toBeGreaterThan(0);
  });

  it.skipIf(driver !== 'postgres')(
    'while the change feed is lost nothing is served from memory, and caching resumes after',
    async () => {
      const investor = await signUpInvestor(nodeA.app);
      await meOn(nodeB, investor);
      expect(nodeB.app.changeFeed.live).toBe(true);

      await nodeA.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = 'algoone-change-feed'`,
      );
      await vi.waitFor(() => expect(nodeB.app.changeFeed.live).toBe(false));
      const deaf = countQueries(nodeB.database);
      expect((await meOn(nodeB, investor)).statusCode).toBe(200);
      expect((await meOn(nodeB, investor)).statusCode).toBe(200);
      deaf.restore();
      expect(deaf.count()).toBeGreaterThanOrEqual(2);

      await vi.waitFor(() => expect(nodeB.app.changeFeed.live).toBe(true), { timeout: 10_000 });
      await meOn(nodeB, investor);
      const heard = countQueries(nodeB.database);
      expect((await meOn(nodeB, investor)).statusCode).toBe(200);
      heard.restore();
      expect(heard.count()).toBe(0);
    },
  );
});
