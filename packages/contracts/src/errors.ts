import { z } from './zod-locale.ts';

/** The one error shape every API response uses. `fields` maps a field path to its message. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  malformedJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  csrf: 'CSRF_REJECTED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountLocked: 'ACCOUNT_LOCKED',
  emailTaken: 'EMAIL_TAKEN',
  invalidToken: 'INVALID_TOKEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  /** A signed-in person whose plan does not include research downloads (the web shows plans). */
  researchPlanRequired: 'RESEARCH_PLAN_REQUIRED',
  /** A feature of the plans (rebalancing simulator, consultant chat) asked for without one. */
  planRequired: 'PLAN_REQUIRED',
  /** A refund asked for after the guarantee; the message says why. */
  refundNotAllowed: 'REFUND_NOT_ALLOWED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Alguns dados estão inválidos. Verifique os campos destacados.',
  BAD_REQUEST: 'Requisição inválida.',
  MALFORMED_JSON: 'O corpo da requisição não é um JSON válido.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie application/json.',
  PAYLOAD_TOO_LARGE: 'O conteúdo enviado é grande demais.',
  UNAUTHENTICATED: 'Você precisa entrar na sua conta para continuar.',
  FORBIDDEN: 'Você não tem permissão para fazer isso.',
  TWO_FACTOR_REQUIRED: 'Ative a verificação em duas etapas para continuar.',
  CSRF_REJECTED: 'Requisição bloqueada por segurança. Recarregue a página e tente de novo.',
  INVALID_CREDENTIALS: 'Email ou senha incorretos. Tente novamente.',
  ACCOUNT_LOCKED:
    'Muitas tentativas sem sucesso. Por segurança, o acesso a esta conta foi bloqueado por 15 minutos.',
  EMAIL_TAKEN: 'Já existe uma conta com este email. Entre na sua conta ou recupere a senha.',
  INVALID_TOKEN: 'Este link é inválido, expirou ou já foi usado. Peça um novo link.',
  NOT_FOUND: 'Recurso não encontrado.',
  CONFLICT: 'Esta operação conflita com dados existentes.',
  RATE_LIMITED: 'Muitas requisições em pouco tempo. Aguarde um instante e tente novamente.',
  SERVICE_UNAVAILABLE: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  INTERNAL_ERROR: 'Erro interno. Tente novamente mais tarde.',
  RESEARCH_PLAN_REQUIRED:
    'O download dos relatórios faz parte dos planos AlgoOne. Assine um plano para baixar.',
  PLAN_REQUIRED: 'Este recurso faz parte dos planos AlgoOne. Assine um plano para usar.',
  REFUND_NOT_ALLOWED: 'O reembolso não está disponível para esta assinatura.',
};
