import { z } from './zod-locale.ts';
import { LEGAL_VERSIONS } from './legal.ts';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-policy.ts';
import { ROLES, type Permission } from './permissions.ts';

export const ZEmail = z
  .string({ error: 'Informe o email.' })
  .trim()
  .min(1, 'Informe o email.')
  .max(254, 'Email longo demais.')
  .pipe(z.email({ error: 'Informe um email válido, como nome@exemplo.com.' }))
  .transform((email) => email.toLowerCase());

export const ZPersonName = z
  .string({ error: 'Informe o seu nome.' })
  .trim()
  .min(2, 'Informe o seu nome.')
  .max(120, 'O nome pode ter no máximo 120 caracteres.');

const ZPasswordInput = z
  .string({ error: 'Informe a senha.' })
  .min(1, 'Informe a senha.')
  .max(PASSWORD_MAX_LENGTH, `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

/** A new password: length and strength, with the reason when refused. */
export const ZNewPassword = z.string({ error: 'Informe a senha.' }).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ZSignUpBody = z
  .object({
    name: ZPersonName,
    email: ZEmail,
    password: ZNewPassword,
    acceptTerms: z.literal(true, {
      error: 'Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.',
    }),
    termsVersion: z.literal(LEGAL_VERSIONS.terms, {
      error: 'Os Termos de Uso foram atualizados. Recarregue a página e aceite a versão atual.',
    }),
    privacyVersion: z.literal(LEGAL_VERSIONS.privacy, {
      error:
        'A Política de Privacidade foi atualizada. Recarregue a página e aceite a versão atual.',
    }),
  })
  .superRefine((body, ctx) => {
    const problem = passwordProblem(body.password, body);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type TSignUpBody = z.input<typeof ZSignUpBody>;

export const ZSignInBody = z.object({
  email: ZEmail,
  password: ZPasswordInput,
  rememberMe: z.boolean().optional(),
});
export type TSignInBody = z.input<typeof ZSignInBody>;

export const ZForgotPasswordBody = z.object({ email: ZEmail });
export const ZResetPasswordBody = z.object({
  token: z.string({ error: 'Link inválido.' }).min(8, 'Link inválido.').max(200, 'Link inválido.'),
  newPassword: ZNewPassword,
});
export const ZChangePasswordBody = z.object({
  currentPassword: ZPasswordInput,
  newPassword: ZNewPassword,
  revokeOtherSessions: z.boolean().optional(),
});
export const ZPasswordConfirmBody = z.object({ password: ZPasswordInput });
export const ZTotpCodeBody = z.object({
  code: z
    .string({ error: 'Informe o código.' })
    .trim()
    .regex(/^\d{6}$/, 'O código tem 6 dígitos.'),
  trustDevice: z.boolean().optional(),
});
export const ZBackupCodeBody = z.object({
  code: z
    .string({ error: 'Informe o código de recuperação.' })
    .trim()
    .min(1, 'Informe o código de recuperação.')
    .min(6, 'Confira o código de recuperação.')
    .max(40, 'Confira o código de recuperação.'),
});

export const ZRole = z.enum(ROLES);

// Responses of the account routes.
export const ZOk = z.object({ ok: z.literal(true) });
export const ZAccountUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
});
export type TAccountUser = z.infer<typeof ZAccountUser>;
export const ZSignUpResult = z.object({ user: ZAccountUser });
export type TSignUpResult = z.infer<typeof ZSignUpResult>;
export const ZSignInResult = z.object({
  twoFactorRequired: z.boolean(),
  /**
   * Present when this sign-in cancelled a pending account deletion (a sign-in during the grace
   * period keeps the account, ADR 021): the first page after signing in says so.
   */
  deletionCanceled: z.object({ requestedAt: z.string() }).optional(),
});
export type TSignInResult = z.infer<typeof ZSignInResult>;
export const ZPasswordResetRequested = z.object({ ok: z.literal(true), message: z.string() });
export const ZTwoFactorSetup = z.object({
  totpURI: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;
/** A session of one's own account, by id (better-auth's ids are not UUIDs). */
export const ZSessionParams = z.object({ id: z.string().min(1).max(100) });
export const ZRevokeSessionResult = z.object({ ok: z.literal(true), current: z.boolean() });

export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: ZRole,
    twoFactorEnabled: z.boolean(),
  }),
  /** Set when the role must enrol two-factor before using its area. */
  twoFactorSetupRequired: z.boolean(),
  permissions: z.array(z.string()) as z.ZodType<Permission[]>,
});
export type TMe = z.infer<typeof ZMe>;

export const ZSessionSummary = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const ZSessionList = z.object({ sessions: z.array(ZSessionSummary) });
export type TSessionSummary = z.infer<typeof ZSessionSummary>;

export const ZInviteBody = z.object({
  name: ZPersonName,
  email: ZEmail,
  role: z.enum(['consultant', 'admin'], { error: 'Escolha o papel: consultor ou administrador.' }),
});
export type TInviteBody = z.input<typeof ZInviteBody>;

export const ZDevOutboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const ZDevOutbox = z.object({ emails: z.array(ZDevOutboxEmail) });
