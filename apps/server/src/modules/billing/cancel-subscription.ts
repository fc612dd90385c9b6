import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES, type TCancelResult } from '@algoone/contracts';
import { cancellationKind, refundRefusal } from '@algoone/domain';
import { billingInvoices } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { applyEvent } from './apply-event.ts';
import type { BillingDeps } from './billing-deps.ts';
import { releaseClaim, withClaim, type Claim } from './claim-change.ts';
import { findLiveSubscription } from './subscriptions.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

/**
 * Cancels. Within 7 days of the first payment the guarantee applies: everything paid is refunded
 * through the provider and access ends now. After that, access runs to the end of the paid
 * period and nothing more is charged. `refundOnly` is the explicit "quero o reembolso", which is
 * refused, with the reason, once the guarantee is over.
 *
 * One change at a time (claim-change.ts): the subscription is claimed before the provider is
 * called, so parallel requests answer 409 and the provider refunds and cancels once.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  viewer: Viewer,
  client: ClientInfo,
  options: {
    refundOnly?: boolean;
    now?: Date;
    /** Who acted, when not the subscriber: an admin acting on a request to the DPO. */
    actorId?: string;
  } = {},
): Promise<TCancelResult> {
  const now = options.now ?? new Date();
  const actorId = options.actorId ?? viewer.id;
  const live = await findLiveSubscription(deps.db, viewer.id);
  if (!live || live.status === 'pending') throw notFound('Você não tem uma assinatura ativa.');
  return withClaim(deps.db, live.id, async (claim) => {
    const { row } = claim;
    if (options.refundOnly) {
      const refusal = refundRefusal(row.firstPaidAt, now);
      if (refusal) throw new AppError(422, ERROR_CODES.refundNotAllowed, refusal);
    }
    const kind = cancellationKind(row.firstPaidAt, now);
    if (kind === 'period_end' && row.status === 'canceled') {
      throw conflict('Sua assinatura já está cancelada e termina no fim do período pago.');
    }
    if (kind === 'refund') return refund(deps, actorId, claim, client, now);

    // The provider first, under the claim: if it fails, the claim is given back and nothing
    // here changed.
    await deps.provider.cancelAtPeriodEnd(row);
    const accessUntil = row.currentPeriodEnd?.toISOString() ?? null;
    await deps.db.transaction(async (tx) => {
      await applyEvent(
        tx,
        row,
        // One id per claim: cancelling again after reactivating on Stripe's side is a new event.
        { id: `local_cancel_${claim.id}`, type: 'cancel_scheduled', occurredAt: now },
        { provider: deps.provider.name, payload: { by: actorId }, appUrl: deps.appUrl },
      );
      await recordAudit(tx, {
        action: 'billing.canceled',
        result: 'success',
        actorId,
        targetType: 'subscription',
        targetId: row.id,
        ...client,
        details: { accessUntil },
      });
      await releaseClaim(tx, claim);
    });
    return { kind: 'period_end', accessUntil, refundedCents: 0 };
  });
}

async function refund(
  deps: BillingDeps,
  actorId: string,
  claim: Claim,
  client: ClientInfo,
  now: Date,
): Promise<TCancelResult> {
  const { row } = claim;
  const paid = await deps.db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, row.id), eq(billingInvoices.status, 'paid')));
  const refundedCents = paid.reduce((sum, invoice) => sum + invoice.amountCents, 0);
  // The provider first, under the claim: if it fails, the claim is given back, nothing here
  // changed, and the investor can try again.
  await deps.provider.cancelWithRefund(row, paid);
  await deps.db.transaction(async (tx) => {
    // Exactly the invoices the provider refunded, not one a renewal added meanwhile.
    if (paid.length > 0) {
      await tx
        .update(billingInvoices)
        .set({ status: 'refunded', refundedAt: now })
        .where(
          and(
            inArray(
              billingInvoices.id,
              paid.map((invoice) => invoice.id),
            ),
            eq(billingInvoices.status, 'paid'),
          ),
        );
    }
    await applyEvent(
      tx,
      row,
      { id: `local_refund_${row.id}`, type: 'ended', occurredAt: now },
      {
        provider: deps.provider.name,
        payload: { by: actorId, refundedCents },
        refundedCents,
        appUrl: deps.appUrl,
      },
    );
    await recordAudit(tx, {
      action: 'billing.refunded',
      result: 'success',
      actorId,
      targetType: 'subscription',
      targetId: row.id,
      ...client,
      details: { refundedCents },
    });
    await releaseClaim(tx, claim);
  });
  return { kind: 'refund', accessUntil: null, refundedCents };
}
