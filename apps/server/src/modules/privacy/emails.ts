import { DELETION_GRACE_DAYS, DPO_CONTACT, SAO_PAULO_TIME_ZONE } from '@algoone/domain';
import type { OutboxEmail } from '../../lib/email-outbox.ts';
import { renderEmail } from '../../lib/email-template.ts';

const day = (date: Date) => date.toLocaleDateString('pt-BR', { timeZone: SAO_PAULO_TIME_ZONE });
const time = (date: Date) =>
  date.toLocaleTimeString('pt-BR', {
    timeZone: SAO_PAULO_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });

/** Signed by the data protection officer (docs/decisions/021-privacy.md), not the team. */
export const PRIVACY_SIGNATURE = 'Encarregado de Proteção de Dados — AlgoOne';

/**
 * A sign-in during the grace period kept the account (ADR 021): said by email too, since the
 * person may not have meant it (a saved password on another device) or it may not have been them.
 */
export function deletionCanceledEmail(input: {
  to: string;
  name: string;
  requestedAt: Date;
  canceledAt: Date;
  appUrl: string;
}): OutboxEmail {
  const { requestedAt, canceledAt, appUrl } = input;
  return renderEmail({
    to: input.to,
    subject: 'AlgoOne — a exclusão da sua conta foi cancelada',
    heading: 'A exclusão da sua conta foi cancelada',
    greeting: `Olá, ${input.name}.`,
    signature: PRIVACY_SIGNATURE,
    blocks: [
      {
        kind: 'paragraph',
        text: `Você pediu a exclusão da sua conta AlgoOne em ${day(requestedAt)}. Houve uma entrada na conta em ${day(canceledAt)} às ${time(canceledAt)} (horário de Brasília), dentro do prazo de ${DELETION_GRACE_DAYS} dias, e por isso a exclusão foi cancelada: sua conta e seus dados continuam guardados.`,
      },
      {
        kind: 'details',
        only: 'html',
        rows: [
          { label: 'Exclusão pedida em', value: day(requestedAt) },
          {
            label: 'Entrada na conta',
            detail: 'horário de Brasília',
            value: `${day(canceledAt)}, ${time(canceledAt)}`,
          },
        ],
      },
      // The HTML says each sentence before its button; the text part keeps the address in it.
      {
        kind: 'paragraph',
        only: 'html',
        text: 'Se quer manter a conta, não precisa fazer nada. Se ainda quer excluí-la, peça de novo em Meus dados.',
      },
      {
        kind: 'button',
        label: 'Abrir Meus dados',
        url: `${appUrl}/meus-dados`,
        text: `Se quer manter a conta, não precisa fazer nada. Se ainda quer excluí-la, peça de novo em ${appUrl}/meus-dados`,
      },
      {
        kind: 'paragraph',
        only: 'html',
        text: `Se não foi você quem entrou, troque sua senha e fale com o encarregado de dados: ${DPO_CONTACT.email}`,
      },
      {
        kind: 'button',
        label: 'Trocar minha senha',
        url: `${appUrl}/esqueci-senha`,
        text: `Se não foi você quem entrou, troque sua senha em ${appUrl}/esqueci-senha e fale com o encarregado de dados: ${DPO_CONTACT.email}`,
      },
    ],
  });
}

/** The answer to a data subject's request (LGPD art. 18), with the protocol it answers. */
export function requestAnsweredEmail(input: {
  to: string;
  name: string;
  protocol: string;
  kindLabel: string;
  /** Typed by staff: shown as text, line breaks kept. */
  answer: string;
  appUrl: string;
}): OutboxEmail {
  return renderEmail({
    to: input.to,
    subject: `AlgoOne — resposta à sua solicitação ${input.protocol}`,
    heading: `Resposta à solicitação ${input.protocol}`,
    greeting: `Olá, ${input.name}.`,
    signature: PRIVACY_SIGNATURE,
    blocks: [
      {
        kind: 'paragraph',
        text: `Respondemos à sua solicitação ${input.protocol} (${input.kindLabel}):`,
      },
      { kind: 'quote', text: input.answer },
      {
        kind: 'button',
        label: 'Ver minhas solicitações',
        url: `${input.appUrl}/meus-dados`,
        text: `Veja suas solicitações em ${input.appUrl}/meus-dados`,
      },
    ],
  });
}
