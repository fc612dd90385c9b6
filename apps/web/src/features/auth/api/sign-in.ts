import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type TSignInBody, type TSignInResult } from '@algoone/contracts';
import { api } from '@/lib/api';

export type SignInResult = TSignInResult;

export function signIn(body: TSignInBody): Promise<SignInResult> {
  return api.post<SignInResult>(API_ROUTES.signIn, body);
}

/** Step 1 of signing in: email and password. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
