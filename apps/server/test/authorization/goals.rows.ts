import type { FastifyInstance } from 'fastify';
import { as, type Actor } from '../support/actors.ts';
import { signedIn, type ActorName, type MatrixRow } from './types.ts';

/** The investor's own area: investors get `status`, staff 403, anonymous 401. */
const investorsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  investorA: status,
  investorB: status,
});

/** A goal of investor A's: A gets `status`, B (not the owner) 404, staff 403, anonymous 401. */
const ownerOnly = (status: number): Record<ActorName, number> => ({
  ...investorsOnly(status),
  investorB: 404,
});

const GOAL = { name: 'Reserva de emergência', targetCents: 1_200_000, termMonths: 12 };

/** Creates a goal for `owner` through the API and returns its id. */
async function goalOf(app: FastifyInstance, owner: Actor): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/goals',
    headers: as(owner),
    payload: GOAL,
  });
  if (res.statusCode !== 201) throw new Error(`goal not created: ${res.body}`);
  return res.json().goal.id;
}

export const goalRows: MatrixRow[] = [
  {
    // Always the caller's own goals: there is no id to point at someone else's.
    route: 'GET /api/goals',
    request: ({ actor }) => ({ method: 'GET', url: '/api/goals', headers: as(actor) }),
    expect: investorsOnly(200),
  },
  {
    route: 'POST /api/goals',
    request: ({ actor }) => ({
      method: 'POST',
      url: '/api/goals',
      headers: as(actor),
      payload: GOAL,
    }),
    expect: investorsOnly(201),
  },
  {
    route: 'GET /api/goals/:id',
    request: async ({ app, cast, actor }) => ({
      method: 'GET',
      url: `/api/goals/${await goalOf(app, cast.investorA)}`,
      headers: as(actor),
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'PATCH /api/goals/:id',
    request: async ({ app, cast, actor }) => ({
      method: 'PATCH',
      url: `/api/goals/${await goalOf(app, cast.investorA)}`,
      headers: as(actor),
      payload: { accumulatedCents: 300_000 },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/goals/:id',
    request: async ({ app, cast, actor }) => ({
      method: 'DELETE',
      url: `/api/goals/${await goalOf(app, cast.investorA)}`,
      headers: as(actor),
    }),
    expect: ownerOnly(204),
  },
];
