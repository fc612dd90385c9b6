import { FALLBACK_ERROR_MESSAGE, isApiError } from '@/lib/api';

/**
 * What the message box says when a send fails, in the server's pt-BR: the text's own problem
 * (too long), else the answer's message — the per-person sending limit's 429 ("Você enviou
 * muitas mensagens…"), a conversation that is not yours, a lost connection.
 */
export function sendErrorMessage(failure: unknown): string {
  if (!isApiError(failure)) return FALLBACK_ERROR_MESSAGE;
  return failure.fields?.text ?? failure.message;
}
