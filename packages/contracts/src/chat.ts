import { CHAT_MESSAGE_MAX_LENGTH, REVIEW_MAX_PROPOSED_TIMES } from '@algoone/domain';
import { z } from './zod-locale.ts';
import { ZDashboard } from './portfolio.ts';
import { ZGoal } from './goals.ts';

/**
 * The consultant chat (PRODUCT "Dashboard chat", "Agendar Revisão", consultant inbox): one
 * conversation per investor with their assigned consultant, review requests carried as typed
 * messages, and the staff's workspace. Instants are ISO 8601.
 */
export const CHAT_API_ROUTES = {
  /** The investor's own conversation (created on first use), its messages and marks. */
  conversation: '/api/chat/conversation',
  /** POST: the investor writes. */
  messages: '/api/chat/conversation/messages',
  /** POST: the investor has read up to a message. */
  read: '/api/chat/conversation/read',
  /** GET: server-sent events of the investor's conversation (resumes after Last-Event-ID). */
  events: '/api/chat/conversation/events',
  /** POST: a typed request to the consultant (schedule a review, human review, goal review). */
  reviewRequests: '/api/chat/review-requests',
  /** POST (investor): accept the time the consultant proposed. */
  reviewAccept: '/api/chat/review-requests/:id/accept',
  /** POST (staff): confirm a proposed time, propose another, or close the request. */
  reviewDecision: '/api/chat/review-requests/:id/decision',
  /** GET (staff): conversations the viewer may see, longest waiting first. */
  inbox: '/api/chat/inbox',
  /** GET (staff): server-sent events telling the inbox that a conversation changed. */
  inboxEvents: '/api/chat/inbox/events',
  staffConversation: '/api/chat/conversations/:id',
  staffMessages: '/api/chat/conversations/:id/messages',
  staffRead: '/api/chat/conversations/:id/read',
  staffEvents: '/api/chat/conversations/:id/events',
  /** POST (consultant): take a conversation from the shared queue. */
  claim: '/api/chat/conversations/:id/claim',
  /** GET (staff): the client's panel beside the conversation. */
  client: '/api/chat/conversations/:id/client',
  /** PUT (admin): assign an investor to a consultant, or to nobody (the shared queue). */
  assignment: '/api/chat/assignments/:investorId',
} as const;

/** Replaces ':param' segments of a chat API path. */
export function chatApiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ausente: ${name}`);
    return encodeURIComponent(value);
  });
}

export const CHAT_MESSAGES = {
  empty: 'Escreva uma mensagem.',
  tooLong: `A mensagem pode ter no máximo ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  notYours: 'Esta conversa não é sua.',
  claimFirst: 'Assuma a conversa da fila antes de responder.',
  alreadyClaimed: 'Outro consultor já assumiu esta conversa.',
  tooManyStreams: 'Há conexões em tempo real demais abertas. Feche outras abas e tente de novo.',
  tooManyMessages:
    'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente de novo.',
  timesRequired: 'Proponha ao menos um horário.',
  timesTooMany: `Proponha no máximo ${REVIEW_MAX_PROPOSED_TIMES} horários.`,
  timesPast: 'Os horários precisam estar no futuro.',
  timesDuplicate: 'Os horários precisam ser diferentes.',
  timeInvalid: 'Informe uma data e hora válidas.',
  reviewNotPending: 'Este pedido de revisão já foi decidido.',
  nothingToAccept: 'O consultor ainda não propôs outro horário.',
  consultantInvalid: 'Escolha um consultor ativo.',
  goalRequired: 'Escolha o objetivo a revisar.',
  sentTitle: 'Mensagem enviada ao consultor',
  reviewSentTitle: 'Pedido de revisão enviado',
  reviewSent: 'Seu consultor vai confirmar um dos horários ou propor outro.',
} as const;

export const CHAT_AUTHORS = ['investor', 'consultant', 'system'] as const;
export const CHAT_MESSAGE_KINDS = ['text', 'review_request', 'handoff', 'acknowledgement'] as const;
export const REVIEW_KINDS = ['schedule', 'human_review', 'goal_review'] as const;
export const REVIEW_STATUSES = ['pending', 'counter_proposed', 'confirmed', 'closed'] as const;

export const ZChatText = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH * 2, CHAT_MESSAGES.tooLong)
  .describe(
    `Texto da mensagem: aparado; vazio ou só espaços é ignorado; no máximo ${CHAT_MESSAGE_MAX_LENGTH} caracteres`,
  );

export const ZChatSendBody = z.object({ text: ZChatText });
export const ZChatReadBody = z.object({
  seq: z.number().int().min(0).max(2_147_483_647).describe('Lida até esta mensagem'),
});

export const ZChatReceipts = z.object({
  investorDeliveredSeq: z.number().int(),
  investorReadSeq: z.number().int(),
  staffDeliveredSeq: z.number().int(),
  staffReadSeq: z.number().int(),
});
export type TChatReceipts = z.infer<typeof ZChatReceipts>;

export const ZReviewRequest = z.object({
  id: z.string(),
  kind: z.enum(REVIEW_KINDS),
  status: z.enum(REVIEW_STATUSES),
  proposedTimes: z.array(z.string()),
  counterTime: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  goalId: z.string().nullable(),
  createdAt: z.string(),
});
export type TReviewRequest = z.infer<typeof ZReviewRequest>;

export const ZChatMessage = z.object({
  id: z.string(),
  /** Order within the conversation; the event stream's id. */
  seq: z.number().int(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  author: z.enum(CHAT_AUTHORS),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  reviewRequest: ZReviewRequest.nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatPerson = z.object({ id: z.string(), name: z.string() });

export const ZChatConversation = z.object({
  id: z.string(),
  investor: ZChatPerson,
  /** Null while the conversation waits in the shared queue. */
  consultant: ZChatPerson.nullable(),
  receipts: ZChatReceipts,
  /** Messages from the other side the viewer has not read. */
  unreadCount: z.number().int(),
  /** The latest messages, oldest first. */
  messages: z.array(ZChatMessage),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

/** An empty text is ignored (docs/product.md): `message` is null then. */
export const ZChatSendResult = z.object({ message: ZChatMessage.nullable() });
export type TChatSendResult = z.infer<typeof ZChatSendResult>;

export const ZChatReadResult = z.object({ receipts: ZChatReceipts });

const ZInstant = z.iso.datetime({ offset: true, message: CHAT_MESSAGES.timeInvalid });

export const ZReviewRequestBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('schedule'),
    times: z
      .array(ZInstant)
      .min(1, CHAT_MESSAGES.timesRequired)
      .max(REVIEW_MAX_PROPOSED_TIMES, CHAT_MESSAGES.timesTooMany),
    note: ZChatText.optional(),
  }),
  z.object({
    kind: z.literal('human_review'),
    note: ZChatText.optional(),
  }),
  z.object({
    kind: z.literal('goal_review'),
    goalId: z.string().min(1, CHAT_MESSAGES.goalRequired),
  }),
]);
export type TReviewRequestBody = z.infer<typeof ZReviewRequestBody>;

export const ZReviewDecisionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm'), time: ZInstant }),
  z.object({ action: z.literal('propose'), time: ZInstant }),
  z.object({ action: z.literal('close') }),
]);
export type TReviewDecisionBody = z.infer<typeof ZReviewDecisionBody>;

export const ZReviewResult = z.object({ reviewRequest: ZReviewRequest });
export type TReviewResult = z.infer<typeof ZReviewResult>;

export const CHAT_INBOX_FILTERS = ['all', 'unread', 'waiting', 'reviews'] as const;
export const ZInboxQuery = z.object({
  filter: z.enum(CHAT_INBOX_FILTERS).default('all'),
});
export type TInboxFilter = (typeof CHAT_INBOX_FILTERS)[number];

export const ZInboxItem = z.object({
  id: z.string(),
  investor: ZChatPerson,
  consultant: ZChatPerson.nullable(),
  lastMessage: z
    .object({ text: z.string(), author: z.enum(CHAT_AUTHORS), createdAt: z.string() })
    .nullable(),
  unreadCount: z.number().int(),
  /** Since when the investor waits for an answer; null when answered. */
  waitingSince: z.string().nullable(),
  waitingTooLong: z.boolean(),
  openReviewRequests: z.number().int(),
});
export type TInboxItem = z.infer<typeof ZInboxItem>;

export const ZInbox = z.object({ items: z.array(ZInboxItem) });
export type TInbox = z.infer<typeof ZInbox>;

export const ZChatIdParams = z.object({ id: z.string() });
export const ZAssignmentParams = z.object({ investorId: z.string() });
export const ZAssignmentBody = z.object({
  consultantId: z.string().nullable().describe('Null devolve o investidor à fila compartilhada'),
});
export const ZAssignmentResult = z.object({
  investorId: z.string(),
  consultant: ZChatPerson.nullable(),
});
export type TAssignmentResult = z.infer<typeof ZAssignmentResult>;

export const ZClaimResult = z.object({ consultant: ZChatPerson });

/** The client's panel beside a conversation: the same read models the investor's pages use. */
export const ZChatClientPanel = z.object({
  investor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  dashboard: ZDashboard,
  /** Goals whose status is not on track, as /objetivos evaluates them. */
  goalsAtRisk: z.array(ZGoal),
});
export type TChatClientPanel = z.infer<typeof ZChatClientPanel>;

/** The live stream starts after this seq (the last the browser has); Last-Event-ID wins. */
export const ZChatEventsQuery = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
