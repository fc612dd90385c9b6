import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_ROUTES,
  LEGAL_VERSIONS,
  type TSignUpBody,
  type TSignUpResult,
} from '@algoone/contracts';
import { api } from '@/lib/api';
import { refreshSession } from '@/lib/session';

export type SignUpResult = TSignUpResult;

/** The person's data and their acceptance; the document versions are the ones in force. */
export type SignUpInput = Pick<TSignUpBody, 'name' | 'email' | 'password'>;

export function signUp(input: SignUpInput): Promise<SignUpResult> {
  const body: TSignUpBody = {
    ...input,
    acceptTerms: true,
    termsVersion: LEGAL_VERSIONS.terms,
    privacyVersion: LEGAL_VERSIONS.privacy,
  };
  return api.post<SignUpResult>(API_ROUTES.signUp, body);
}

/**
 * Creates an investor account, which also signs them in. For the onboarding's last step: the
 * form there must show the Terms and the Privacy Policy and ask for their acceptance first.
 * Errors: 409 EMAIL_TAKEN (fields.email), 400 VALIDATION_ERROR (fields.password with the reason).
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => refreshSession(queryClient),
  });
}
