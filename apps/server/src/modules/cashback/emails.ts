import { formatBRL, formatMonth } from '@algoone/domain';
import type { OutboxEmail } from '../../lib/email-outbox.ts';

export interface CreditNotice {
  to: string;
  name: string;
  credits: { brokerName: string; referenceMonth: string; passedOnCents: number }[];
}

export function creditEmail(notice: CreditNotice, appUrl: string): OutboxEmail {
  const total = notice.credits.reduce((sum, c) => sum + c.passedOnCents, 0);
  return {
    to: notice.to,
    subject: `AlgoOne — cashback de ${formatBRL(total)} creditado`,
    text: [
      `Olá, ${notice.name}.`,
      '',
      'Registramos um crédito de cashback para você:',
      ...notice.credits.map(
        (c) =>
          `• ${c.brokerName}, referente a ${formatMonth(c.referenceMonth)}: ${formatBRL(c.passedOnCents)}`,
      ),
      '',
      'É a parte da remuneração que a corretora paga à AlgoOne e que repassamos a você. Você não paga nada a mais por isso.',
      `Veja o extrato completo em ${appUrl}/cashback/extrato`,
      '',
      'Equipe AlgoOne',
    ].join('\n'),
  };
}
