import type { FastifyInstance } from 'fastify';
import { contributions, netWorthSnapshots } from '../../src/db/schema/index.ts';
import { as, type Actor } from '../support/actors.ts';
import { ensureSubscribed } from '../support/billing.ts';
import { insertProfile } from '../support/onboarding.ts';
import { signedIn, type ActorName, type MatrixRow } from './types.ts';

/** The investor's own area: investors get `status`, staff 403, anonymous 401. */
const investorsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  investorA: status,
  investorB: status,
});

/** A row of investor A's: A gets `status`, B (not the owner) 404, staff 403, anonymous 401. */
const ownerOnly = (status: number): Record<ActorName, number> => ({
  ...investorsOnly(status),
  investorB: 404,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor | null,
  payload?: object,
) => ({ method, url, headers: as(actor), ...(payload ? { payload } : {}) });

async function snapshotOf(app: FastifyInstance, owner: Actor): Promise<number> {
  const [row] = await app.database.db
    .insert(netWorthSnapshots)
    .values({ userId: owner.id, amountCents: 1_000_000 })
    .returning({ id: netWorthSnapshots.id });
  if (!row) throw new Error('snapshot not inserted');
  return row.id;
}

async function aporteOf(app: FastifyInstance, owner: Actor): Promise<string> {
  const [row] = await app.database.db
    .insert(contributions)
    .values({
      userId: owner.id,
      amountCents: 10_000,
      contributedOn: '2025-01-10',
      brokerId: 'xp',
      category: 'Renda Fixa',
    })
    .returning({ id: contributions.id });
  if (!row) throw new Error('aporte not inserted');
  return row.id;
}

async function recommendationOf(app: FastifyInstance, owner: Actor): Promise<string> {
  await insertProfile(app, owner.id, new Date());
  const res = await app.inject(call('POST', '/api/recommendations', owner, {}));
  if (res.statusCode !== 201) throw new Error(`recommendation not created: ${res.body}`);
  return res.json().id;
}

export const portfolioRows: MatrixRow[] = [
  {
    // Always the caller's own data: there is no id to point at someone else's.
    route: 'GET /api/dashboard',
    request: ({ actor }) => call('GET', '/api/dashboard', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'PUT /api/dashboard/tracker',
    request: ({ actor }) => call('PUT', '/api/dashboard/tracker', actor, { brokerStepDone: true }),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/portfolio',
    request: ({ actor }) => call('GET', '/api/portfolio', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'PUT /api/portfolio/net-worth',
    request: ({ actor }) => call('PUT', '/api/portfolio/net-worth', actor, { amountCents: 100 }),
    expect: investorsOnly(200),
  },
  {
    route: 'DELETE /api/portfolio/net-worth/:id',
    request: async ({ app, cast, actor }) =>
      call('DELETE', `/api/portfolio/net-worth/${await snapshotOf(app, cast.investorA)}`, actor),
    expect: ownerOnly(204),
  },
  {
    route: 'PUT /api/portfolio/holdings',
    request: ({ actor }) =>
      call('PUT', '/api/portfolio/holdings', actor, { holdings: { 'Renda Fixa': 100 } }),
    expect: investorsOnly(200),
  },
  {
    // Needs a valid profile: each investor gets one first (staff are refused anyway).
    route: 'POST /api/portfolio/simulate',
    request: async ({ app, actor }) => {
      if (actor?.role === 'investor') await insertProfile(app, actor.id, new Date());
      await ensureSubscribed(app, actor); // a plan feature
      return call('POST', '/api/portfolio/simulate', actor, { aporteCents: 100_000 });
    },
    expect: investorsOnly(200),
    // Subscribing changes the investors for later rows (research downloads): own cast.
    fresh: true,
  },
  {
    route: 'GET /api/contributions',
    request: ({ actor }) => call('GET', '/api/contributions', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'POST /api/contributions',
    request: ({ actor }) =>
      call('POST', '/api/contributions', actor, {
        amountCents: 10_000,
        brokerId: 'xp',
        category: 'Renda Fixa',
      }),
    expect: investorsOnly(201),
  },
  {
    route: 'PATCH /api/contributions/:id',
    request: async ({ app, cast, actor }) =>
      call('PATCH', `/api/contributions/${await aporteOf(app, cast.investorA)}`, actor, {
        amountCents: 20_000,
      }),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/contributions/:id',
    request: async ({ app, cast, actor }) =>
      call('DELETE', `/api/contributions/${await aporteOf(app, cast.investorA)}`, actor),
    expect: ownerOnly(204),
  },
  {
    route: 'GET /api/contributions.csv',
    request: ({ actor }) => call('GET', '/api/contributions.csv', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'POST /api/contributions/import',
    request: ({ actor }) =>
      call('POST', '/api/contributions/import', actor, {
        csv: 'Data;Valor;Corretora;Categoria\n10/01/2025;100,00;XP;Renda Fixa\n',
      }),
    expect: investorsOnly(200),
  },
  {
    route: 'POST /api/recommendations/:id/apply',
    request: async ({ app, cast, actor }) =>
      call(
        'POST',
        `/api/recommendations/${await recommendationOf(app, cast.investorA)}/apply`,
        actor,
      ),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/brokers/:id/confirm',
    request: ({ actor }) => call('POST', '/api/brokers/xp/confirm', actor),
    expect: investorsOnly(200),
  },
  {
    // Undoing needs the broker in the caller's selection: investors confirm it first.
    route: 'DELETE /api/brokers/:id/confirm',
    request: async ({ app, actor }) => {
      if (actor?.role === 'investor')
        await app.inject(call('POST', '/api/brokers/btg/confirm', actor));
      return call('DELETE', '/api/brokers/btg/confirm', actor);
    },
    expect: investorsOnly(200),
  },
];
