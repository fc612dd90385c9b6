import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, PasswordInput } from '@/components/forms';
import { PasswordRules } from '@/components/password-rules';

/** "Nova senha" with the policy hint and its confirmation, for every form that sets a password. */
export function NewPasswordFields({
  idPrefix,
  newPassword,
  confirmPassword,
  errors,
}: {
  idPrefix: string;
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: string; confirmPassword?: string };
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-nova`}
        label="Nova senha"
        error={errors.newPassword}
        description={<PasswordRules />}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            aria-required="true"
            {...newPassword}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-confirmacao`}
        label="Confirme a nova senha"
        error={errors.confirmPassword}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            aria-required="true"
            {...confirmPassword}
          />
        )}
      </Field>
    </>
  );
}
