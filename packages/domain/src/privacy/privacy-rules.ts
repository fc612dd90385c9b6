/**
 * The data subject's rights under LGPD (docs/decisions/021-privacy.md): the requests one may make
 * to the DPO and their deadline, the deletion's grace period, what must be kept after an erasure
 * and for how long, and the optional consents.
 */

/** Requests to the DPO (encarregado), LGPD art. 18. */
export const PRIVACY_REQUEST_KINDS = [
  'access',
  'correction',
  'portability',
  'anonymisation',
  'sharing_info',
  'consent_revocation',
] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_LABELS: Readonly<Record<PrivacyRequestKind, string>> = {
  access: 'Acesso aos meus dados',
  correction: 'Correção de dados',
  portability: 'Portabilidade',
  anonymisation: 'Anonimização, bloqueio ou eliminação',
  sharing_info: 'Com quem meus dados são compartilhados',
  consent_revocation: 'Revogação de consentimento',
};

/** LGPD art. 19, II: a complete answer within 15 days of the request. */
export const PRIVACY_REQUEST_DEADLINE_DAYS = 15;
export const PRIVACY_REQUEST_MESSAGE_MAX = 2_000;
export const PRIVACY_ANSWER_MAX = 5_000;

/** Days between asking to delete the account and the erasure; signing in cancels it. */
export const DELETION_GRACE_DAYS = 7;

/** Full exports a person may download per hour (each reads every table that holds their data). */
export const PRIVACY_EXPORTS_PER_HOUR = 5;

const DAY_MS = 86_400_000;

export function privacyRequestDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PRIVACY_REQUEST_DEADLINE_DAYS * DAY_MS);
}

export function deletionEraseAfter(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);
}

/** 'LGPD-2026-000042': the year the request was made and its number, never reused. */
export function privacyProtocol(year: number, seq: number): string {
  return `LGPD-${year}-${String(seq).padStart(6, '0')}`;
}

/** Optional consents: anything beyond running the service the person signed up for. */
export const OPTIONAL_CONSENT_PURPOSES = ['marketing_email'] as const;
export type OptionalConsentPurpose = (typeof OPTIONAL_CONSENT_PURPOSES)[number];

export const OPTIONAL_CONSENT_LABELS: Readonly<Record<OptionalConsentPurpose, string>> = {
  marketing_email: 'Receber novidades e conteúdos da AlgoOne por email',
};

/**
 * What an erasure keeps, anonymised (tied to an id, no name, email or contact), because a law
 * requires it, and for how long. The privacy policy states this table; the purge follows it.
 */
export const RETAINED_AFTER_DELETION = [
  {
    what: 'Perfis de suitability e recomendações feitas',
    why: 'CVM Res. 30/2021 e Res. 19/2021: comprovar a adequação das recomendações',
    years: 5,
  },
  {
    what: 'Faturas e pagamentos da assinatura',
    why: 'Legislação tributária (CTN art. 173 e 195)',
    years: 5,
  },
  {
    what: 'Créditos de cashback repassados',
    why: 'Registros contábeis e prestação de contas do repasse (CVM Res. 19/2021)',
    years: 5,
  },
  {
    what: 'Consentimentos aceitos e pedidos ao encarregado',
    why: 'LGPD art. 8º, § 2º e art. 37: demonstrar o consentimento e o atendimento dos direitos',
    years: 5,
  },
  {
    what: 'Registro de auditoria (apenas identificadores, ações e datas)',
    why: 'Segurança e Marco Civil da Internet (art. 15: registros de acesso por 6 meses, mantidos por 5 anos pela CVM)',
    years: 5,
  },
] as const;

/** The DPO (encarregado, LGPD art. 41), as the privacy policy and /meus-dados name them. */
export const DPO_CONTACT = {
  name: 'Encarregado de Proteção de Dados da AlgoOne',
  email: 'dpo@algoone.com.br',
} as const;
