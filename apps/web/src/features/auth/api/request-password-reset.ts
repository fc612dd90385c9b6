import { useMutation } from '@tanstack/react-query';
import { API_ROUTES } from '@algoone/contracts';
import { api } from '@/lib/api';

export function requestPasswordReset(body: { email: string }) {
  return api.post<{ ok: true; message: string }>(API_ROUTES.forgotPassword, body);
}

/** "Esqueci minha senha": the answer is the same whether the email has an account or not. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
