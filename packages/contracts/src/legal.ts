/**
 * Versions of the documents a person accepts at sign-up. Bump a version when its text
 * changes: consent is recorded against the version in force, so a new one is asked again.
 */
export const LEGAL_VERSIONS = {
  terms: '2026-11-21',
  privacy: '2026-11-21',
} as const;

export const DPO_EMAIL = 'dpo@algoone.com.br';
