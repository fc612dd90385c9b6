import { PLANS, SAO_PAULO_TIME_ZONE, formatBRL, type PlanPeriod } from '@algoone/domain';
import type { OutboxEmail } from '../../lib/email-outbox.ts';

export interface Recipient {
  email: string;
  name: string;
}

export function day(date: Date): string {
  return date.toLocaleDateString('pt-BR', { timeZone: SAO_PAULO_TIME_ZONE });
}

const signature = ['', 'Equipe AlgoOne'];

export function paymentEmail(
  to: Recipient,
  plan: PlanPeriod,
  amountCents: number,
  periodEnd: Date | null,
  appUrl: string,
  demo: boolean,
): OutboxEmail {
  return {
    to: to.email,
    subject: `AlgoOne — pagamento de ${formatBRL(amountCents)} confirmado${demo ? ' (demonstração)' : ''}`,
    text: [
      `Olá, ${to.name}.`,
      '',
      `Confirmamos o pagamento do plano ${PLANS[plan].name}: ${formatBRL(amountCents)}.`,
      ...(periodEnd ? [`Seu acesso vale até ${day(periodEnd)}.`] : []),
      ...(demo ? ['Esta é uma demonstração: nenhuma cobrança real foi feita.'] : []),
      `Recibo e faturas: ${appUrl}/conta/assinatura`,
      ...signature,
    ].join('\n'),
  };
}

export function failedPaymentEmail(to: Recipient, plan: PlanPeriod, appUrl: string): OutboxEmail {
  return {
    to: to.email,
    subject: 'AlgoOne — não conseguimos cobrar sua assinatura',
    text: [
      `Olá, ${to.name}.`,
      '',
      `O pagamento do plano ${PLANS[plan].name} foi recusado. O provedor tentará de novo nos próximos dias e, enquanto isso, seu acesso continua.`,
      `Para trocar o cartão, acesse ${appUrl}/conta/assinatura`,
      ...signature,
    ].join('\n'),
  };
}

export function cancellationEmail(
  to: Recipient,
  refundedCents: number,
  accessUntil: Date | null,
  appUrl: string,
): OutboxEmail {
  return {
    to: to.email,
    subject: 'AlgoOne — assinatura cancelada',
    text: [
      `Olá, ${to.name}.`,
      '',
      'Sua assinatura foi cancelada.',
      refundedCents > 0
        ? `Reembolsamos ${formatBRL(refundedCents)} integralmente, como prevê a garantia de 7 dias. O acesso aos recursos do plano terminou.`
        : accessUntil
          ? `Você mantém o acesso aos recursos do plano até ${day(accessUntil)}. Não haverá novas cobranças.`
          : 'Não haverá novas cobranças.',
      `Você pode assinar de novo quando quiser em ${appUrl}/billing`,
      ...signature,
    ].join('\n'),
  };
}
