import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, type TCancelResult } from '@algoone/contracts';
import { cancellationKind, refundRefusal } from '@algoone/domain';
import { billingInvoices, type BillingSubscriptionRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { applyEvent } from './apply-event.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findLiveSubscription } from './subscriptions.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

async function cancellable(deps: BillingDeps, userId: string): Promise<BillingSubscriptionRow> {
  const row = await findLiveSubscription(deps.db, userId);
  if (!row || row.status === 'pending') throw notFound('Você não tem uma assinatura ativa.');
  return row;
}

/**
 * Cancels. Within 7 days of the first payment the guarantee applies: everything paid is refunded
 * through the provider and access ends now. After that, access runs to the end of the paid
 * period and nothing more is charged. `refundOnly` is the explicit "quero o reembolso", which is
 * refused, with the reason, once the guarantee is over.
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
  const row = await cancellable(deps, viewer.id);
  if (options.refundOnly) {
    const refusal = refundRefusal(row.firstPaidAt, now);
    if (refusal) throw new AppError(422, ERROR_CODES.refundNotAllowed, refusal);
  }
  const kind = cancellationKind(row.firstPaidAt, now);
  if (kind === 'period_end' && row.status === 'canceled') {
    throw conflict('Sua assinatura já está cancelada e termina no fim do período pago.');
  }
  if (kind === 'refund') return refund(deps, actorId, row, client, now);

  await deps.provider.cancelAtPeriodEnd(row);
  await deps.db.transaction((tx) =>
    applyEvent(
      tx,
      row,
      { id: `local_cancel_${row.id}`, type: 'cancel_scheduled', occurredAt: now },
      { provider: deps.provider.name, payload: { by: actorId }, appUrl: deps.appUrl },
    ),
  );
  await recordAudit(deps.db, {
    action: 'billing.canceled',
    result: 'success',
    actorId,
    targetType: 'subscription',
    targetId: row.id,
    ...client,
    details: { accessUntil: row.currentPeriodEnd?.toISOString() ?? null },
  });
  return {
    kind: 'period_end',
    accessUntil: row.currentPeriodEnd?.toISOString() ?? null,
    refundedCents: 0,
  };
}

async function refund(
  deps: BillingDeps,
  actorId: string,
  row: BillingSubscriptionRow,
  client: ClientInfo,
  now: Date,
): Promise<TCancelResult> {
  const paid = await deps.db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, row.id), eq(billingInvoices.status, 'paid')));
  const refundedCents = paid.reduce((sum, invoice) => sum + invoice.amountCents, 0);
  // The provider first: if it fails, nothing here changed and the investor can try again.
  await deps.provider.cancelWithRefund(row, paid);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(billingInvoices)
      .set({ status: 'refunded', refundedAt: now })
      .where(and(eq(billingInvoices.subscriptionId, row.id), eq(billingInvoices.status, 'paid')));
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
  });
  await recordAudit(deps.db, {
    action: 'billing.refunded',
    result: 'success',
    actorId,
    targetType: 'subscription',
    targetId: row.id,
    ...client,
    details: { refundedCents },
  });
  return { kind: 'refund', accessUntil: null, refundedCents };
}
