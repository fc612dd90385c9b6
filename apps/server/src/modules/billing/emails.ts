import { PLANS, SAO_PAULO_TIME_ZONE, formatBRL, type PlanPeriod } from '@algoone/domain';
import type { OutboxEmail } from '../../lib/email-outbox.ts';
import { renderEmail } from '../../lib/email-template.ts';

export interface Recipient {
  email: string;
  name: string;
}

export function day(date: Date): string {
  return date.toLocaleDateString('pt-BR', { timeZone: SAO_PAULO_TIME_ZONE });
}

export function paymentEmail(
  to: Recipient,
  plan: PlanPeriod,
  amountCents: number,
  periodEnd: Date | null,
  appUrl: string,
  demo: boolean,
  paidAt: Date = new Date(),
): OutboxEmail {
  return renderEmail({
    to: to.email,
    subject: `AlgoOne — pagamento de ${formatBRL(amountCents)} confirmado${demo ? ' (demonstração)' : ''}`,
    heading: 'Pagamento confirmado',
    greeting: `Olá, ${to.name}.`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Confirmamos o pagamento do plano ${PLANS[plan].name}: ${formatBRL(amountCents)}.`,
      },
      ...(periodEnd
        ? [
            {
              kind: 'paragraph' as const,
              text: `Seu acesso vale até ${day(periodEnd)}.`,
              tight: true,
            },
          ]
        : []),
      ...(demo
        ? [
            {
              kind: 'note' as const,
              text: 'Esta é uma demonstração: nenhuma cobrança real foi feita.',
              tight: true,
            },
          ]
        : []),
      // The receipt's figures at a glance; the text part already says them in its sentences.
      {
        kind: 'details',
        only: 'html',
        rows: [
          { label: 'Plano', value: `AlgoOne ${PLANS[plan].name}` },
          { label: 'Valor', value: formatBRL(amountCents) },
          { label: 'Data do pagamento', value: day(paidAt) },
          ...(periodEnd ? [{ label: 'Acesso até', value: day(periodEnd) }] : []),
        ],
      },
      {
        kind: 'button',
        label: 'Ver recibo e faturas',
        url: `${appUrl}/conta/assinatura`,
        text: `Recibo e faturas: ${appUrl}/conta/assinatura`,
        tight: true,
      },
    ],
  });
}

export function failedPaymentEmail(to: Recipient, plan: PlanPeriod, appUrl: string): OutboxEmail {
  return renderEmail({
    to: to.email,
    subject: 'AlgoOne — não conseguimos cobrar sua assinatura',
    heading: 'Não conseguimos cobrar sua assinatura',
    greeting: `Olá, ${to.name}.`,
    blocks: [
      {
        kind: 'paragraph',
        text: `O pagamento do plano ${PLANS[plan].name} foi recusado. O provedor tentará de novo nos próximos dias e, enquanto isso, seu acesso continua.`,
      },
      {
        kind: 'button',
        label: 'Trocar o cartão',
        url: `${appUrl}/conta/assinatura`,
        text: `Para trocar o cartão, acesse ${appUrl}/conta/assinatura`,
        tight: true,
      },
    ],
  });
}

export function cancellationEmail(
  to: Recipient,
  refundedCents: number,
  accessUntil: Date | null,
  appUrl: string,
): OutboxEmail {
  return renderEmail({
    to: to.email,
    subject: 'AlgoOne — assinatura cancelada',
    heading: 'Assinatura cancelada',
    greeting: `Olá, ${to.name}.`,
    blocks: [
      { kind: 'paragraph', text: 'Sua assinatura foi cancelada.' },
      {
        kind: 'paragraph',
        tight: true,
        text:
          refundedCents > 0
            ? `Reembolsamos ${formatBRL(refundedCents)} integralmente, como prevê a garantia de 7 dias. O acesso aos recursos do plano terminou.`
            : accessUntil
              ? `Você mantém o acesso aos recursos do plano até ${day(accessUntil)}. Não haverá novas cobranças.`
              : 'Não haverá novas cobranças.',
      },
      {
        kind: 'button',
        label: 'Assinar de novo',
        url: `${appUrl}/billing`,
        text: `Você pode assinar de novo quando quiser em ${appUrl}/billing`,
        tight: true,
      },
    ],
  });
}
