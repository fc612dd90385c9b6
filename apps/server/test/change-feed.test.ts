import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TDashboard } from '@algoone/contracts';
import { users } from '../src/db/schema/index.ts';
import { as, signUpInvestor, type Actor } from './support/actors.ts';
import { countQueries } from './support/count-queries.ts';
import { onboard, request } from './support/portfolio.ts';
import { createTestApp, driver, type TestContext } from './support/test-app.ts';

// Two nodes of the app on one database, as in production: each keeps resolved sessions and
// dashboards in memory, and must drop them when the other (or anyone) changes the rows.
let nodeA: TestContext;
let nodeB: TestContext;

beforeAll(async () => {
  nodeA = await createTestApp();
  nodeB = await createTestApp({ database: nodeA.database });
});
afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
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
