import { formatBRL, formatMonth } from '@algoone/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Email, Mailer } from '../../lib/mailer.ts';

export interface CreditNotice {
  to: string;
  name: string;
  credits: { brokerName: string; referenceMonth: string; passedOnCents: number }[];
}

export function creditEmail(notice: CreditNotice, appUrl: string): Email {
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

/**
 * Sends the notices after the credits are committed, one email per investor. A failed email
 * is logged and does not undo a credit (the ledger, not the email, is the record).
 */
export async function sendCreditEmails(
  mailer: Mailer,
  log: FastifyBaseLogger,
  appUrl: string,
  notices: readonly CreditNotice[],
): Promise<number> {
  let sent = 0;
  for (const notice of notices) {
    try {
      await mailer.send(creditEmail(notice, appUrl));
      sent += 1;
    } catch (error) {
      log.error({ err: error }, 'cashback credit email not sent');
    }
  }
  return sent;
}
