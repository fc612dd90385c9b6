import { TOASTS } from '@algoone/domain';
import { z } from './zod-locale.ts';

/**
 * Theo (issue #14, docs/decisions/017-theo.md): the investor's consultant on the server, in
 * Básico (rules and the academy) or AI mode (an OpenAI-compatible provider the admin sets up).
 */
export const THEO_API_ROUTES = {
  /** GET: mode, badge, consent and limits for /theo. */
  status: '/api/theo',
  /** POST: records the consent for the current provider. DELETE: withdraws it. */
  consent: '/api/theo/consent',
  /** GET: the investor's conversations, newest first. POST: starts one ('Nova conversa'). */
  conversations: '/api/theo/conversations',
  /** GET: one of the investor's conversations with its messages. */
  conversation: '/api/theo/conversations/:id',
  /** POST: asks a question; the answer streams back as server-sent events. */
  messages: '/api/theo/conversations/:id/messages',
  /** POST: thumbs up or down on one of Theo's messages. */
  feedback: '/api/theo/messages/:id/feedback',
  /** POST: 'Encaminhar ao consultor' for a flagged message. */
  handoff: '/api/theo/messages/:id/handoff',
  /** POST: answers a question still waiting for the provider in Básico, now. */
  basicNow: '/api/theo/messages/:id/basic',
  /** GET, PUT and DELETE the provider settings (admin). */
  adminSettings: '/api/admin/theo/settings',
  /** POST: 'Testar conexão' with the saved settings (admin). */
  adminTest: '/api/admin/theo/settings/test',
  /** GET: token usage per month (admin). */
  adminUsage: '/api/admin/theo/usage',
} as const;

/** Replaces ':param' segments of a Theo API path. */
export function theoApiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ausente: ${name}`);
    return encodeURIComponent(value);
  });
}

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export const THEO_MESSAGES = {
  questionRequired: 'Digite sua dúvida.',
  /** The one message for a question over the configured limit: the API's and the composer's. */
  questionTooLong: (max: number) => `Use no máximo ${integer.format(max)} caracteres por pergunta.`,
  conversationNotFound: 'Conversa não encontrada.',
  messageNotFound: 'Mensagem não encontrada.',
  notFlagged: 'Só respostas que sugerem um consultor humano podem ser encaminhadas.',
  alreadyForwarded: 'Esta mensagem já foi encaminhada ao consultor.',
  rateLimited: (perMinute: number) =>
    `Você enviou muitas perguntas seguidas. O Theo responde até ${perMinute} por minuto; aguarde um instante.`,
  budgetReached:
    'Você atingiu o limite mensal de uso do Theo com inteligência artificial. Até o dia 1º do próximo mês ele responde no modo básico.',
  interrupted:
    'A conexão com o provedor caiu no meio da resposta. O texto acima é o que chegou e pode estar incompleto.',
  consentRequired:
    'Para usar a inteligência artificial, autorize o envio dos seus dados ao provedor. Enquanto isso, o Theo responde no modo básico.',
  noProvider: 'O Theo com inteligência artificial não está configurado.',
  slowTitle: 'A resposta está demorando',
  slowDescription:
    'O provedor de inteligência artificial ainda não respondeu. Você pode continuar esperando ou ver agora a resposta do modo básico.',
  alreadyAnswered: 'Esta pergunta já foi respondida.',
  consentGranted: 'Autorização registrada',
  consentWithdrawn: 'Autorização retirada. O Theo voltou ao modo básico.',
  // The product's toasts.
  connectivity: TOASTS.connectivityError,
  escalated: TOASTS.escalatedToConsultant,
  feedbackUp: TOASTS.feedbackThanks,
  feedbackDown: TOASTS.feedbackRecorded,
  apiKeyRequired: TOASTS.apiKeyRequired,
  apiConfigError: TOASTS.apiConfigError,
  aiDisconnected: TOASTS.aiDisconnected,
  baseUrlInvalid: 'Informe uma URL http(s), como https://api.openai.com/v1.',
  baseUrlPrivate:
    'Esta URL aponta para um endereço local ou de rede privada. Use o endereço público do provedor.',
  modelRequired: 'Informe o modelo, como gpt-4.1-2025-04-14.',
} as const;

export const THEO_MODES = ['ai', 'basic'] as const;
export type TheoMode = (typeof THEO_MODES)[number];

export const ZTheoIdParams = z.object({ id: z.string() });

export const ZTheoStatus = z.object({
  /** What answers the next question: 'ai' needs a provider, the consent and budget left. */
  mode: z.enum(THEO_MODES),
  /** The product's badge: the model's name in AI mode ('GPT 4.1'), 'Básico' otherwise. */
  badge: z.string(),
  /** The provider the investor's data would go to; null when none is configured. */
  provider: z.object({ host: z.string(), model: z.string(), label: z.string() }).nullable(),
  consent: z.object({
    granted: z.boolean(),
    grantedAt: z.string().nullable(),
  }),
  /** The first name Theo greets. */
  firstName: z.string(),
  budgetReached: z.boolean(),
  limits: z.object({ maxQuestionChars: z.number().int() }),
});
export type TTheoStatus = z.infer<typeof ZTheoStatus>;

export const THEO_FEEDBACK = ['up', 'down'] as const;

export const ZTheoMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'theo']),
  content: z.string(),
  /** Which mode answered (null for the investor's own messages). */
  mode: z.enum(THEO_MODES).nullable(),
  /** docs/product.md: a reply that mentions 'consultor humano'. */
  needsEscalation: z.boolean(),
  /** The stream was cut midway: the content is what arrived. */
  interrupted: z.boolean(),
  feedback: z.enum(THEO_FEEDBACK).nullable(),
  forwardedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTheoMessage = z.infer<typeof ZTheoMessage>;

export const ZTheoConversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTheoConversationSummary = z.infer<typeof ZTheoConversationSummary>;

export const ZTheoConversationList = z.object({
  conversations: z.array(ZTheoConversationSummary),
});
export type TTheoConversationList = z.infer<typeof ZTheoConversationList>;

export const ZTheoConversation = ZTheoConversationSummary.extend({
  messages: z.array(ZTheoMessage),
});
export type TTheoConversation = z.infer<typeof ZTheoConversation>;

/**
 * The most THEO_MAX_QUESTION_CHARS may be set to. The limit itself is the server's
 * configuration, sent to the web in `ZTheoStatus.limits` and applied by `theoAskBody`.
 */
export const THEO_MAX_QUESTION_CHARS = 4_000;

/** How a question is measured, here and in the composer's counter: trimmed, in characters. */
export function theoQuestionLength(text: string): number {
  return text.trim().length;
}

/**
 * The question's body for a configured limit (issue #30: a fixed cap in the contract answered
 * before the configured one, with another number). The route builds it from the environment.
 */
export function theoAskBody(maxChars: number) {
  return z.object({
    content: z
      .string({ error: THEO_MESSAGES.questionRequired })
      .trim()
      .min(1, THEO_MESSAGES.questionRequired)
      .max(maxChars, THEO_MESSAGES.questionTooLong(maxChars)),
  });
}
export type TTheoAskBody = { content: string };

/**
 * The answer's server-sent events, in order: `start` (the stored question), any number of
 * `delta` (text to append) and `notice` (a toast or a note), then exactly one `done` (the stored
 * reply) or `error`. Tool calls and their payloads are never sent.
 */
export const ZTheoStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), question: ZTheoMessage, mode: z.enum(THEO_MODES) }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('notice'),
    /** 'slow': no text from the provider yet after a few seconds; the Básico answer is offered. */
    kind: z.enum(['connectivity', 'interrupted', 'budget', 'consent', 'slow']),
    title: z.string(),
    description: z.string(),
  }),
  z.object({ type: z.literal('done'), message: ZTheoMessage }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type TTheoStreamEvent = z.infer<typeof ZTheoStreamEvent>;

export const ZTheoFeedbackBody = z.object({
  rating: z.enum(THEO_FEEDBACK, { error: 'Escolha gostei ou não gostei.' }),
});
export const ZTheoFeedbackResult = z.object({
  message: ZTheoMessage,
  toast: z.object({ title: z.string(), description: z.string() }),
});

/** The reply stored for 'Ver resposta do modo básico' (or the one that arrived first). */
export const ZTheoBasicNowResult = z.object({ message: ZTheoMessage });
export type TTheoBasicNowResult = z.infer<typeof ZTheoBasicNowResult>;

export const ZTheoHandoffResult = z.object({
  handoff: z.object({
    id: z.string(),
    status: z.enum(['pending', 'delivered']),
    hasConsultant: z.boolean(),
    createdAt: z.string(),
  }),
  message: ZTheoMessage,
  toast: z.object({ title: z.string(), description: z.string() }),
});
export type TTheoHandoffResult = z.infer<typeof ZTheoHandoffResult>;

export const ZTheoConsentResult = z.object({ status: ZTheoStatus });

// ---- Admin ----

export const ZTheoSettings = z.object({
  /** 'admin': saved on the admin page; 'environment': THEO_* variables; 'none': Básico. */
  source: z.enum(['admin', 'environment', 'none']),
  baseUrl: z.string().nullable(),
  model: z.string(),
  /** Only ever masked: '••••••••1234'. */
  apiKeyMasked: z.string().nullable(),
  label: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Whether private addresses are allowed (THEO_ALLOW_PRIVATE_BASE_URL). */
  allowPrivateBaseUrl: z.boolean(),
});
export type TTheoSettings = z.infer<typeof ZTheoSettings>;

export const ZTheoSettingsBody = z.object({
  baseUrl: z
    .string({ error: THEO_MESSAGES.baseUrlInvalid })
    .trim()
    .max(500, THEO_MESSAGES.baseUrlInvalid)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), THEO_MESSAGES.baseUrlInvalid),
  model: z
    .string({ error: THEO_MESSAGES.modelRequired })
    .trim()
    .min(1, THEO_MESSAGES.modelRequired)
    .max(200, THEO_MESSAGES.modelRequired),
  /** Blank keeps the saved key; the first save needs one ('API Key necessária'). */
  apiKey: z.string().trim().max(500, 'Chave longa demais.').optional(),
});
export type TTheoSettingsBody = z.input<typeof ZTheoSettingsBody>;

export const ZTheoSettingsResult = z.object({
  settings: ZTheoSettings,
  toast: z.object({ title: z.string(), description: z.string() }),
});

export const ZTheoConnectionTest = z.object({
  ok: z.boolean(),
  /** pt-BR: success, or the provider's error. */
  message: z.string(),
});
export type TTheoConnectionTest = z.infer<typeof ZTheoConnectionTest>;

export const ZTheoUsage = z.object({
  months: z.array(
    z.object({
      /** 'YYYY-MM', São Paulo. */
      month: z.string(),
      investors: z.number().int(),
      requests: z.number().int(),
      promptTokens: z.number().int(),
      completionTokens: z.number().int(),
    }),
  ),
  monthlyBudgetPerInvestor: z.number().int(),
});
export type TTheoUsage = z.infer<typeof ZTheoUsage>;
