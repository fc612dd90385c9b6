import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Actor } from '../support/actors.ts';

export const ACTORS = [
  'anonymous',
  'investorA',
  'investorB',
  'consultantOfA',
  'otherConsultant',
  'admin',
] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Cast {
  investorA: Actor;
  investorB: Actor;
  consultantOfA: Actor;
  otherConsultant: Actor;
  admin: Actor;
}

/**
 * One row of the authorization matrix: how to call the route (always a valid request, so
 * the outcome is about who calls it), and the status each actor must get.
 */
export interface MatrixRow {
  /** `METHOD /api/path`, exactly as the route is registered. */
  route: string;
  /** Builds the request; may prepare data first. `actor` is null for anonymous. */
  request(ctx: {
    app: FastifyInstance;
    cast: Cast;
    actor: Actor | null;
  }): Promise<InjectOptions> | InjectOptions;
  expect: Record<ActorName, number>;
  /** The call changes the caller's own session or account: give each cell a fresh cast. */
  fresh?: boolean;
}

export const everyone = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  investorA: status,
  investorB: status,
  consultantOfA: status,
  otherConsultant: status,
  admin: status,
});

export const signedIn = (status: number): Record<ActorName, number> => ({
  ...everyone(status),
  anonymous: 401,
});
