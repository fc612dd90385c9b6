import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  ZBackupCodeBody,
  ZChangePasswordBody,
  ZForgotPasswordBody,
  ZOk,
  ZPasswordResetRequested,
  ZPasswordConfirmBody,
  ZResetPasswordBody,
  ZSignInBody,
  ZSignInResult,
  ZSignUpBody,
  ZSignUpResult,
  ZTotpCodeBody,
  ZTwoFactorSetup,
} from '@algoone/contracts';
import { changePassword } from './change-password.ts';
import { requestPasswordReset, resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { signUp } from './sign-up.ts';
import { disableTwoFactor, enableTwoFactor, verifyBackupCode, verifyTotp } from './two-factor.ts';

export interface AuthRoutesOptions {
  /**
   * Whether the sign-in that began at `since` cancelled a pending account deletion (the privacy
   * module's session hook, ADR 021), for the sign-in's answer; given by app.ts so that auth never
   * imports privacy.
   */
  deletionCanceledSince?: (userId: string, since: Date) => Promise<{ requestedAt: string } | null>;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const tags = ['auth'];
  // Tighter per-IP budgets on the routes that guess passwords or send email.
  const perMinute = app.env.AUTH_RATE_LIMIT_PER_MINUTE;
  const strict = { max: perMinute, timeWindow: '1 minute' };
  const emailing = { max: Math.max(1, Math.floor(perMinute / 4)), timeWindow: '1 minute' };

  app.post(
    API_ROUTES.signUp,
    {
      // Its 409 EMAIL_TAKEN tells whether an email has an account: ADR 011 keeps it and limits
      // it per (unforgeable, TRUST_PROXY) address to the email routes' budget.
      config: { access: 'public', rateLimit: emailing },
      schema: {
        tags,
        summary: 'Cria a conta de investidor e registra o aceite dos termos',
        body: ZSignUpBody,
        response: { 201: ZSignUpResult },
      },
    },
    async (request, reply) => reply.status(201).send(await signUp(request, reply, request.body)),
  );

  app.post(
    API_ROUTES.signIn,
    {
      config: { access: 'public', rateLimit: strict },
      schema: {
        tags,
        summary: 'Entra com email e senha',
        body: ZSignInBody,
        response: { 200: ZSignInResult },
      },
    },
    async (request, reply) => signIn(request, reply, request.body, options.deletionCanceledSince),
  );

  app.post(
    API_ROUTES.signOut,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sai da conta', response: { 200: ZOk } },
    },
    async (request, reply) => signOut(request, reply),
  );

  app.post(
    API_ROUTES.forgotPassword,
    {
      config: { access: 'public', rateLimit: emailing },
      schema: {
        tags,
        summary: 'Envia um link de redefinição de senha, se o email tiver conta',
        body: ZForgotPasswordBody,
        response: { 200: ZPasswordResetRequested },
      },
    },
    async (request, reply) => requestPasswordReset(request, reply, request.body),
  );

  app.post(
    API_ROUTES.resetPassword,
    {
      config: { access: 'public', rateLimit: strict },
      schema: {
        tags,
        summary: 'Define a nova senha com um link de uso único',
        body: ZResetPasswordBody,
        response: { 200: ZOk },
      },
    },
    async (request, reply) => resetPassword(request, reply, request.body),
  );

  app.post(
    API_ROUTES.changePassword,
    {
      config: { access: 'accountSelf', rateLimit: strict },
      schema: { tags, summary: 'Troca a senha', body: ZChangePasswordBody, response: { 200: ZOk } },
    },
    async (request, reply) => changePassword(request, reply, request.body),
  );

  app.post(
    API_ROUTES.twoFactorEnable,
    {
      config: { access: 'accountSelf', rateLimit: strict },
      schema: {
        tags,
        summary: 'Inicia a ativação do TOTP: segredo, QR code e códigos de recuperação',
        body: ZPasswordConfirmBody,
        response: { 200: ZTwoFactorSetup },
      },
    },
    async (request, reply) => enableTwoFactor(request, reply, request.body),
  );

  app.post(
    API_ROUTES.twoFactorVerifyTotp,
    {
      // Public: the second step of a sign-in has no session yet, only better-auth's
      // short-lived two-factor cookie, which better-auth checks.
      config: { access: 'public', rateLimit: strict },
      schema: {
        tags,
        summary: 'Confirma um código TOTP (ativação ou segunda etapa da entrada)',
        body: ZTotpCodeBody,
        response: { 200: ZOk },
      },
    },
    async (request, reply) => verifyTotp(request, reply, request.body),
  );

  app.post(
    API_ROUTES.twoFactorVerifyBackupCode,
    {
      config: { access: 'public', rateLimit: strict },
      schema: {
        tags,
        summary: 'Conclui a entrada com um código de recuperação',
        body: ZBackupCodeBody,
        response: { 200: ZOk },
      },
    },
    async (request, reply) => verifyBackupCode(request, reply, request.body),
  );

  app.post(
    API_ROUTES.twoFactorDisable,
    {
      config: { access: 'accountSelf', rateLimit: strict },
      schema: {
        tags,
        summary: 'Desativa a verificação em duas etapas',
        body: ZPasswordConfirmBody,
        response: { 200: ZOk },
      },
    },
    async (request, reply) => disableTwoFactor(request, reply, request.body),
  );
};

export default authRoutes;
