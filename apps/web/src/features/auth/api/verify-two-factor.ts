import { useMutation } from '@tanstack/react-query';
import { API_ROUTES } from '@algoone/contracts';
import { api } from '@/lib/api';

export type SecondFactor = { kind: 'totp'; code: string } | { kind: 'backup'; code: string };

export function verifySecondFactor(factor: SecondFactor): Promise<{ ok: true }> {
  const path =
    factor.kind === 'totp' ? API_ROUTES.twoFactorVerifyTotp : API_ROUTES.twoFactorVerifyBackupCode;
  return api.post<{ ok: true }>(path, { code: factor.code });
}

/** Step 2 of signing in, when the account has two-factor: a TOTP or a backup code. */
export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
