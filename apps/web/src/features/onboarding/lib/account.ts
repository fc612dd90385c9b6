import { ZEmail, passwordProblem } from '@algoone/contracts';

export const CONSENT_REQUIRED_MESSAGE =
  'Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.';

export type AccountField = 'email' | 'password' | 'consent';

/**
 * The account created at step 5: the same checks the server makes (email format, password
 * policy with the person's name and email, consent), so most mistakes are caught before a
 * request. The server still decides.
 */
export function accountErrors(input: {
  name: string;
  email: string;
  password: string;
  consent: boolean;
}): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  const email = ZEmail.safeParse(input.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? 'Informe o email.';
  if (input.password === '') errors.password = 'Crie uma senha para a sua conta.';
  else {
    const problem = passwordProblem(input.password, {
      name: input.name,
      email: email.success ? email.data : input.email,
    });
    if (problem) errors.password = problem;
  }
  if (!input.consent) errors.consent = CONSENT_REQUIRED_MESSAGE;
  return errors;
}
