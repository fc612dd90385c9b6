import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingSubscriptions, type BillingSubscriptionRow } from '../../db/schema/index.ts';
import { ERROR_CODES } from '@algoone/contracts';
import { AppError } from '../../lib/app-error.ts';

export const CHANGE_IN_PROGRESS = 'Este plano já está sendo alterado. Atualize a página.';

/**
 * The 409 of a subscription another request is changing right now. Its own class because it
 * does not mean "already done": a caller that must see the plan ended (an account deletion)
 * cannot take it for "nothing to cancel".
 */
export class ChangeInProgressError extends AppError {
  constructor() {
    super(409, ERROR_CODES.conflict, CHANGE_IN_PROGRESS);
  }
}

/**
 * How long a claim holds when nobody settles it (the node died during the provider call).
 * Longer than any provider sequence we make: Stripe's SDK gives up on a call after 15 s and two
 * retries (under a minute), and a refund is a few calls. Past it, the investor can try again.
 */
const CLAIM_TTL = sql`interval '10 minutes'`;

/** The statuses a cancellation, refund or plan switch can start from (a checkout is not paid). */
const CHANGEABLE = ['active', 'past_due', 'canceled'] as const;

/** True when no change holds the subscription (or the one that did was abandoned). */
export function claimIsFree(): SQL {
  return or(
    isNull(billingSubscriptions.changeClaimId),
    lt(billingSubscriptions.changeClaimedAt, sql`now() - ${CLAIM_TTL}`),
  ) as SQL;
}

export interface Claim {
  /** The subscription as it is now, read in the same statement that claimed it. */
  row: BillingSubscriptionRow;
  id: string;
}

/**
 * Takes the subscription for one change, atomically (docs/decisions/019-billing.md): one
 * conditional UPDATE … RETURNING, so of parallel requests (two tabs, a double click, an admin
 * and the investor) exactly one gets it and the others answer 409 without reaching the
 * provider. The caller decides from the returned row, never from what it read before.
 */
export async function claimChange(db: Db, subscriptionId: string): Promise<Claim> {
  const id = randomUUID();
  const [row] = await db
    .update(billingSubscriptions)
    .set({ changeClaimId: id, changeClaimedAt: sql`now()` })
    .where(
      and(
        eq(billingSubscriptions.id, subscriptionId),
        inArray(billingSubscriptions.status, [...CHANGEABLE]),
        claimIsFree(),
      ),
    )
    .returning();
  if (!row) throw new ChangeInProgressError();
  return { row, id };
}

/** Gives the subscription back unchanged (the provider failed, or the change was refused). */
export async function releaseClaim(db: Db, claim: Claim): Promise<void> {
  await db
    .update(billingSubscriptions)
    .set({ changeClaimId: null, changeClaimedAt: null })
    .where(
      and(
        eq(billingSubscriptions.id, claim.row.id),
        eq(billingSubscriptions.changeClaimId, claim.id),
      ),
    );
}

/**
 * Runs a change under a claim: `work` calls the provider and then settles in one transaction
 * that records the outcome, writes the audit row and releases the claim (`releaseClaim(tx, …)`).
 * If anything throws before that commits, the claim is given back so the investor can try again.
 */
export async function withClaim<T>(
  db: Db,
  subscriptionId: string,
  work: (claim: Claim) => Promise<T>,
): Promise<T> {
  const claim = await claimChange(db, subscriptionId);
  try {
    return await work(claim);
  } catch (error) {
    // The original error is what the investor must see; a failed release ends with the TTL.
    await releaseClaim(db, claim).catch(() => undefined);
    throw error;
  }
}
