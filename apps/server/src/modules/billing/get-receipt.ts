import { and, eq } from 'drizzle-orm';
import type { PlanPeriod } from '@algoone/domain';
import { billingInvoices, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { BillingDeps } from './billing-deps.ts';
import { renderDemoReceipt } from './receipt-pdf.ts';

export type Receipt =
  { kind: 'pdf'; fileName: string; content: Buffer } | { kind: 'url'; url: string };

const NOT_FOUND = 'Recibo não encontrado.';

/** An invoice's receipt, for its own investor only: the provider's page, or our demo PDF. */
export async function getReceipt(
  deps: BillingDeps,
  viewer: Viewer,
  invoiceId: string,
): Promise<Receipt> {
  const [found] = await deps.db
    .select({ invoice: billingInvoices, name: users.name, email: users.email })
    .from(billingInvoices)
    .innerJoin(users, eq(users.id, billingInvoices.userId))
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.userId, viewer.id)));
  if (!found || found.invoice.status === 'failed') throw notFound(NOT_FOUND);
  const { invoice } = found;
  if (invoice.receiptUrl) return { kind: 'url', url: invoice.receiptUrl };
  if (!invoice.providerInvoiceId.startsWith('demo_')) throw notFound(NOT_FOUND);
  const number = invoice.id.slice(0, 8).toUpperCase();
  const content = await renderDemoReceipt({
    number,
    name: found.name,
    email: found.email,
    plan: invoice.plan as PlanPeriod,
    amountCents: invoice.amountCents,
    paidAt: invoice.createdAt,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    refunded: invoice.status === 'refunded',
  });
  return { kind: 'pdf', fileName: `recibo-algoone-${number}.pdf`, content };
}
