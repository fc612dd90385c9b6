import { formatBRL, formatMonth } from '@algoone/domain';
import type { OutboxEmail } from '../../lib/email-outbox.ts';
import { renderEmail } from '../../lib/email-template.ts';

export interface CreditNotice {
  to: string;
  name: string;
  credits: { brokerName: string; referenceMonth: string; passedOnCents: number }[];
}

export function creditEmail(notice: CreditNotice, appUrl: string): OutboxEmail {
  const total = notice.credits.reduce((sum, c) => sum + c.passedOnCents, 0);
  return renderEmail({
    to: notice.to,
    subject: `AlgoOne — cashback de ${formatBRL(total)} creditado`,
    heading: `Cashback de ${formatBRL(total)} creditado`,
    greeting: `Olá, ${notice.name}.`,
    blocks: [
      { kind: 'paragraph', text: 'Registramos um crédito de cashback para você:' },
      {
        kind: 'details',
        tight: true,
        rows: notice.credits.map((c) => ({
          label: c.brokerName,
          detail: `referente a ${formatMonth(c.referenceMonth)}`,
          value: formatBRL(c.passedOnCents),
          text: `• ${c.brokerName}, referente a ${formatMonth(c.referenceMonth)}: ${formatBRL(c.passedOnCents)}`,
        })),
      },
      {
        kind: 'paragraph',
        text: 'É a parte da remuneração que a corretora paga à AlgoOne e que repassamos a você. Você não paga nada a mais por isso.',
      },
      {
        kind: 'button',
        label: 'Ver o extrato',
        url: `${appUrl}/cashback/extrato`,
        text: `Veja o extrato completo em ${appUrl}/cashback/extrato`,
        tight: true,
      },
    ],
  });
}
