// Privacy self-service under LGPD (docs/decisions/021-privacy.md): /meus-dados and
// /admin/privacidade.
import {
  OPTIONAL_CONSENT_PURPOSES,
  PRIVACY_ANSWER_MAX,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_MESSAGE_MAX,
} from '@algoone/domain';
import { z } from './zod-locale.ts';

export const PRIVACY_API_ROUTES = {
  /** GET: what AlgoOne holds about the person, by category, with counts. */
  summary: '/api/privacy/summary',
  /** GET: everything, as JSON (rate-limited). */
  export: '/api/privacy/export',
  /** PATCH: correct the profile data (name, phone). */
  profile: '/api/privacy/profile',
  /** GET: the consent history; PUT an optional consent. */
  consents: '/api/privacy/consents',
  optionalConsent: '/api/privacy/consents/:purpose',
  /** POST: ask to delete the account (password, and TOTP when on); DELETE: take it back. */
  deletion: '/api/privacy/deletion',
  /** The person's requests to the DPO. */
  requests: '/api/privacy/requests',
  /** Admin: every request, and the answer to one. */
  adminRequests: '/api/admin/privacy/requests',
  adminAnswer: '/api/admin/privacy/requests/:id/answer',
  /** Admin: the incident register (append-only). */
  adminIncidents: '/api/admin/privacy/incidents',
} as const;

export const PRIVACY_MESSAGES = {
  wrongPassword: 'Senha incorreta. Nada foi excluído.',
  codeRequired: 'Informe o código do aplicativo autenticador.',
  wrongCode: 'Código inválido ou já usado. Nada foi excluído.',
  staffDeletion:
    'Contas da equipe são encerradas por um administrador. Fale com o encarregado de dados.',
  exportLimit: 'Você já baixou seus dados várias vezes na última hora. Tente de novo mais tarde.',
} as const;

export const ZPrivacyCategory = z.object({
  id: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** What happens to it when the account is deleted. */
  onDeletion: z.enum(['erased', 'kept_anonymised']),
});

export const ZPrivacySummary = z.object({
  categories: z.array(ZPrivacyCategory),
  /** A deletion asked for and not yet carried out (grace period). */
  deletion: z.object({ requestedAt: z.string(), eraseAfter: z.string() }).nullable(),
  twoFactorEnabled: z.boolean(),
  profile: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
});
export type TPrivacySummary = z.infer<typeof ZPrivacySummary>;

export const ZProfileCorrection = z
  .object({
    name: z
      .string({ error: 'Informe o nome.' })
      .trim()
      .min(2, 'Informe o nome completo.')
      .max(120, 'Use no máximo 120 caracteres.')
      .optional(),
    phone: z
      .string({ error: 'Telefone inválido.' })
      .trim()
      .transform((value) => value.replace(/\D/g, ''))
      .refine((digits) => digits === '' || /^\d{10,11}$/.test(digits), {
        message: 'Informe o telefone com DDD (10 ou 11 dígitos).',
      })
      .optional(),
  })
  .refine((value) => value.name !== undefined || value.phone !== undefined, {
    message: 'Informe o que deseja corrigir.',
    path: ['name'],
  });
export type TProfileCorrection = z.input<typeof ZProfileCorrection>;

export const ZConsentHistory = z.object({
  accepted: z.array(
    z.object({ document: z.string(), version: z.string(), acceptedAt: z.string() }),
  ),
  optional: z.array(
    z.object({
      purpose: z.enum(OPTIONAL_CONSENT_PURPOSES),
      label: z.string(),
      granted: z.boolean(),
      history: z.array(z.object({ granted: z.boolean(), at: z.string() })),
    }),
  ),
  theo: z.array(
    z.object({ provider: z.string(), grantedAt: z.string(), revokedAt: z.string().nullable() }),
  ),
});
export type TConsentHistory = z.infer<typeof ZConsentHistory>;

export const ZOptionalConsentParams = z.object({
  purpose: z.enum(OPTIONAL_CONSENT_PURPOSES, { error: 'Consentimento desconhecido.' }),
});
export const ZOptionalConsentBody = z.object({
  granted: z.boolean({ error: 'Informe se concede ou retira o consentimento.' }),
});

export const ZDeletionBody = z.object({
  password: z.string({ error: 'Informe sua senha.' }).min(1, 'Informe sua senha.').max(256),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'O código tem 6 dígitos.')
    .optional(),
});
export const ZDeletionScheduled = z.object({ requestedAt: z.string(), eraseAfter: z.string() });

/**
 * The file of "baixar meus dados" (and of an admin's export on a DPO request): the rows of
 * every personal table, grouped by category label, secrets left out. Rows are the tables' own
 * columns, so they are not typed here.
 */
export const ZPersonalDataExport = z
  .object({
    exportedAt: z.string(),
    controller: z.string(),
    subject: z.object({ id: z.string() }),
    categories: z.record(
      z.string(),
      z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
    ),
  })
  .describe('Arquivo JSON com todos os dados pessoais (anexo)');

export const ZPrivacyRequestInput = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: 'Escolha o tipo de solicitação.' }),
  message: z
    .string({ error: 'Descreva sua solicitação.' })
    .trim()
    .min(10, 'Descreva sua solicitação em pelo menos 10 caracteres.')
    .max(PRIVACY_REQUEST_MESSAGE_MAX, `Use no máximo ${PRIVACY_REQUEST_MESSAGE_MAX} caracteres.`),
});

export const ZPrivacyRequest = z.object({
  id: z.string(),
  protocol: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  message: z.string(),
  status: z.enum(['open', 'answered']),
  createdAt: z.string(),
  dueAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type TPrivacyRequest = z.infer<typeof ZPrivacyRequest>;

export const ZAdminPrivacyRequest = ZPrivacyRequest.extend({
  requester: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  overdue: z.boolean(),
});
export type TAdminPrivacyRequest = z.infer<typeof ZAdminPrivacyRequest>;

export const ZAdminRequestQuery = z.object({
  status: z.enum(['open', 'answered', 'all']).default('open'),
});

export const ZRequestIdParams = z.object({ id: z.uuid({ error: 'Solicitação não encontrada.' }) });

export const ZPrivacyAnswer = z.object({
  answer: z
    .string({ error: 'Escreva a resposta.' })
    .trim()
    .min(10, 'Escreva a resposta em pelo menos 10 caracteres.')
    .max(PRIVACY_ANSWER_MAX, `Use no máximo ${PRIVACY_ANSWER_MAX} caracteres.`),
});

const ZOptionalDate = z.iso
  .datetime({ offset: true, error: 'Data inválida.' })
  .nullable()
  .optional();

export const ZIncidentInput = z.object({
  follows: z.uuid({ error: 'Incidente de referência inválido.' }).nullable().optional(),
  occurredAt: z.iso.datetime({ offset: true, error: 'Informe quando aconteceu.' }),
  description: z
    .string({ error: 'Descreva o incidente.' })
    .trim()
    .min(10, 'Descreva o incidente.')
    .max(5_000),
  dataAffected: z
    .string({ error: 'Informe os dados afetados.' })
    .trim()
    .min(3, 'Informe os dados afetados.')
    .max(2_000),
  peopleAffected: z
    .number({ error: 'Informe quantas pessoas foram afetadas.' })
    .int('Use um número inteiro.')
    .min(0, 'Não pode ser negativo.')
    .max(100_000_000, 'Número alto demais.'),
  measures: z
    .string({ error: 'Descreva as medidas tomadas.' })
    .trim()
    .min(3, 'Descreva as medidas tomadas.')
    .max(5_000),
  authorityNotifiedAt: ZOptionalDate,
  subjectsNotifiedAt: ZOptionalDate,
});
export type TIncidentInput = z.input<typeof ZIncidentInput>;

export const ZIncident = z.object({
  id: z.string(),
  follows: z.string().nullable(),
  occurredAt: z.string(),
  description: z.string(),
  dataAffected: z.string(),
  peopleAffected: z.number().int(),
  measures: z.string(),
  authorityNotifiedAt: z.string().nullable(),
  subjectsNotifiedAt: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type TIncident = z.infer<typeof ZIncident>;
