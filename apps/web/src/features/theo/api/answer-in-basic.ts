import { THEO_API_ROUTES, theoApiPath, type TTheoBasicNowResult } from '@algoone/contracts';
import { api } from '@/lib/api';

/**
 * 'Ver resposta do modo básico': Básico's answer to a question still waiting for the provider,
 * stored as its reply (or the reply already stored, if the provider's arrived first).
 */
export function answerInBasic(questionId: string): Promise<TTheoBasicNowResult> {
  return api.post<TTheoBasicNowResult>(theoApiPath(THEO_API_ROUTES.basicNow, { id: questionId }));
}
