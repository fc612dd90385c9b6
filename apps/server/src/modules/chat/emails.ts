import { createEvent } from 'ics';
import { REVIEW_DURATION_MINUTES } from '@algoone/domain';
import type { OutboxEmail } from '../../lib/email-outbox.ts';
import { renderEmail } from '../../lib/email-template.ts';

const WHEN = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** '01/12/2026, 10:00' in São Paulo time, as people here read it. */
export function formatWhen(at: Date | string): string {
  return WHEN.format(new Date(at));
}

export function consultantNewMessageEmail(input: {
  to: string;
  investorName: string;
  link: string;
}): OutboxEmail {
  return renderEmail({
    to: input.to,
    subject: `Nova mensagem de ${input.investorName} no AlgoOne`,
    heading: 'Nova mensagem',
    signature: null,
    blocks: [
      {
        kind: 'paragraph',
        text: `${input.investorName} escreveu para você no AlgoOne enquanto você estava fora.`,
      },
      { kind: 'button', label: 'Responder', url: input.link, text: `Responda em: ${input.link}` },
      { kind: 'note', text: 'Você recebe no máximo um aviso por hora para cada conversa.' },
    ],
  });
}

export function investorAnswerEmail(input: {
  to: string;
  consultantName: string;
  link: string;
}): OutboxEmail {
  return renderEmail({
    to: input.to,
    subject: 'Seu consultor respondeu no AlgoOne',
    heading: 'Seu consultor respondeu',
    signature: null,
    blocks: [
      { kind: 'paragraph', text: `${input.consultantName} respondeu à sua mensagem no AlgoOne.` },
      {
        kind: 'button',
        label: 'Abrir a conversa',
        url: input.link,
        text: `Leia e continue a conversa em: ${input.link}`,
      },
    ],
  });
}

/**
 * The confirmed review as an iCalendar invite (RFC 5545), one per request: the same UID in
 * both emails, so calendars treat them as one meeting.
 */
export function reviewInvite(input: {
  requestId: string;
  startsAt: Date;
  investor: { name: string; email: string };
  consultant: { name: string; email: string };
  link: string;
}): string {
  const { error, value } = createEvent({
    uid: `${input.requestId}@algoone`,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: REVIEW_DURATION_MINUTES },
    title: 'Revisão da carteira — AlgoOne',
    description: `Revisão do plano de ${input.investor.name} com ${input.consultant.name}. Conversa: ${input.link}`,
    method: 'REQUEST',
    status: 'CONFIRMED',
    organizer: { name: input.consultant.name, email: input.consultant.email },
    attendees: [
      { name: input.investor.name, email: input.investor.email, rsvp: true },
      { name: input.consultant.name, email: input.consultant.email, rsvp: false },
    ],
  });
  if (error || !value) throw error ?? new Error('invite not created');
  return value;
}

export function reviewConfirmedEmails(input: {
  requestId: string;
  startsAt: Date;
  investor: { name: string; email: string };
  consultant: { name: string; email: string };
  investorLink: string;
  consultantLink: string;
}): OutboxEmail[] {
  const when = formatWhen(input.startsAt);
  const ics = reviewInvite({ ...input, link: input.investorLink });
  const confirmed = (to: string, subject: string, sentence: string, link: string) =>
    renderEmail({
      to,
      subject,
      heading: 'Revisão confirmada',
      signature: null,
      blocks: [
        { kind: 'paragraph', text: sentence },
        {
          kind: 'details',
          only: 'html',
          rows: [
            { label: 'Quando', detail: 'horário de Brasília', value: when },
            { label: 'Duração', value: `${REVIEW_DURATION_MINUTES} minutos` },
          ],
        },
        { kind: 'paragraph', text: 'O convite para o seu calendário está em anexo.' },
        {
          kind: 'button',
          label: 'Abrir a conversa',
          url: link,
          text: `Conversa: ${link}`,
          tight: true,
        },
      ],
      ics,
    });
  return [
    confirmed(
      input.investor.email,
      `Revisão confirmada: ${when}`,
      `Sua revisão com ${input.consultant.name} está confirmada para ${when} (horário de Brasília).`,
      input.investorLink,
    ),
    confirmed(
      input.consultant.email,
      `Revisão confirmada com ${input.investor.name}: ${when}`,
      `Revisão com ${input.investor.name} confirmada para ${when} (horário de Brasília).`,
      input.consultantLink,
    ),
  ];
}
