import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type TSignInBody } from '@algoone/contracts';
import { api } from '@/lib/api';

export interface SignInResult {
  twoFactorRequired: boolean;
}

export function signIn(body: TSignInBody): Promise<SignInResult> {
  return api.post<SignInResult>(API_ROUTES.signIn, body);
}

/** Step 1 of signing in: email and password. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
