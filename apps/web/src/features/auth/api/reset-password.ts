import { useMutation } from '@tanstack/react-query';
import { API_ROUTES } from '@algoone/contracts';
import { api } from '@/lib/api';

export function resetPassword(body: { token: string; newPassword: string }) {
  return api.post<{ ok: true }>(API_ROUTES.resetPassword, body);
}

/** Sets a new password from a single-use emailed link (reset or staff invite). */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
