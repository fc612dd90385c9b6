import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findCurrentOrLastSubscription } from './subscriptions.ts';

/** Stripe's Customer Portal, where the card is changed (its data never passes through us). */
export async function openPortal(deps: BillingDeps, viewer: Viewer): Promise<{ url: string }> {
  const row = await findCurrentOrLastSubscription(deps.db, viewer.id);
  if (!row) throw notFound('Você ainda não tem uma assinatura.');
  const url = await deps.provider.portalUrl(row, `${deps.appUrl}/conta/assinatura`);
  if (!url) {
    throw conflict('Na demonstração não há cartão a atualizar: nenhuma cobrança real é feita.');
  }
  return { url };
}
