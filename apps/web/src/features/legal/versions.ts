/**
 * Versions of the legal documents. Consent records the versions a person accepted, so the
 * server must know them too: these belong in packages/contracts once the lead moves them.
 */
export const TERMS_VERSION = '2026-11-21';
export const PRIVACY_VERSION = '2026-11-21';

/** Date shown as "Última atualização" (YYYY-MM-DD). */
export const TERMS_UPDATED_AT = TERMS_VERSION;
export const PRIVACY_UPDATED_AT = PRIVACY_VERSION;
