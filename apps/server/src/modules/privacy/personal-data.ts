import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/**
 * Every table that holds a person's data, once (docs/decisions/021-privacy.md): how to find
 * their rows, which category /meus-dados shows it under, whether an erasure deletes the rows or
 * keeps them anonymised (tied to the tombstone id) because a law requires it, and which columns
 * never leave the server even in the person's own export (secrets, not data about them).
 * apps/server/test/privacy.test.ts reads the schema and fails when a table with a user column
 * is missing here (or from STAFF_COLUMNS).
 */
export interface PersonalTable {
  table: PgTable;
  name: string;
  category: string;
  /** The rows of person `$1`, as a condition on the table (named by `name`). */
  where: (userId: string) => SQL;
  /** The columns the condition reads, for the completeness test. */
  subjectColumns: readonly string[];
  onDeletion: 'erased' | 'kept_anonymised';
  omit?: readonly string[];
}

const by = (column: string) => (userId: string) => sql`${sql.identifier(column)} = ${userId}`;

export const CATEGORIES = {
  account: 'Conta e acesso',
  consents: 'Consentimentos',
  profile: 'Perfil de investidor e recomendações',
  money: 'Patrimônio, carteira e aportes',
  positions: 'Posições, movimentações e negociações da B3',
  goals: 'Objetivos',
  cashback: 'Cashback',
  conversations: 'Conversas com consultor e Theo',
  progress: 'Progresso e academia',
  research: 'Research',
  billing: 'Assinatura e faturas',
  privacy: 'Pedidos de privacidade',
  audit: 'Registro de auditoria',
} as const;

const t = (
  table: PgTable,
  name: string,
  category: keyof typeof CATEGORIES,
  onDeletion: PersonalTable['onDeletion'],
  subjectColumns: readonly string[] = ['user_id'],
  extra: Partial<Pick<PersonalTable, 'where' | 'omit'>> = {},
): PersonalTable => ({
  table,
  name,
  category: CATEGORIES[category],
  onDeletion,
  subjectColumns,
  where: extra.where ?? by(subjectColumns[0] ?? 'user_id'),
  ...(extra.omit ? { omit: extra.omit } : {}),
});

const ofConversation = (userId: string) =>
  sql`conversation_id in (select id from chat_conversations where investor_id = ${userId})`;

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  t(schema.users, 'users', 'account', 'kept_anonymised', ['id'], { where: by('id') }),
  t(schema.accounts, 'accounts', 'account', 'erased', ['user_id'], {
    omit: ['password', 'access_token', 'refresh_token', 'id_token'],
  }),
  t(schema.sessions, 'sessions', 'account', 'erased', ['user_id'], { omit: ['token'] }),
  t(schema.twoFactors, 'two_factors', 'account', 'erased', ['user_id'], {
    omit: ['secret', 'backup_codes'],
  }),
  t(schema.usedTotpCodes, 'used_totp_codes', 'account', 'erased', ['user_id'], { omit: ['code'] }),
  t(schema.consents, 'consents', 'consents', 'kept_anonymised'),
  t(schema.optionalConsents, 'optional_consents', 'consents', 'erased'),
  t(schema.theoConsents, 'theo_consents', 'consents', 'erased'),
  t(schema.investorProfiles, 'investor_profiles', 'profile', 'erased'),
  t(schema.investorBrokers, 'investor_brokers', 'profile', 'erased'),
  t(schema.suitabilityRecords, 'suitability_records', 'profile', 'kept_anonymised'),
  t(schema.recommendations, 'recommendations', 'profile', 'kept_anonymised'),
  t(schema.netWorthSnapshots, 'net_worth_snapshots', 'money', 'erased'),
  t(schema.portfolioHoldings, 'portfolio_holdings', 'money', 'erased'),
  // Derived from the two above for /admin/carteiras (ADR 024).
  t(schema.portfolioDrift, 'portfolio_drift', 'money', 'erased'),
  t(schema.contributions, 'contributions', 'money', 'erased'),
  // The B3 files' lines (ADR 027). The holder's CPF is only a keyed hash, of no use to anyone.
  t(schema.b3Imports, 'b3_imports', 'positions', 'erased', ['user_id'], {
    omit: ['holder_cpf_hash'],
  }),
  t(schema.securityHoldings, 'security_holdings', 'positions', 'erased'),
  t(schema.securityChoices, 'security_choices', 'positions', 'erased'),
  t(schema.securityMovements, 'security_movements', 'positions', 'erased'),
  t(schema.securityTrades, 'security_trades', 'positions', 'erased'),
  t(schema.goals, 'goals', 'goals', 'erased'),
  t(schema.cashbackEntries, 'cashback_entries', 'cashback', 'kept_anonymised'),
  t(schema.chatConversations, 'chat_conversations', 'conversations', 'erased', ['investor_id']),
  t(schema.chatMessages, 'chat_messages', 'conversations', 'erased', ['author_id'], {
    where: ofConversation,
  }),
  t(schema.chatReviewRequests, 'chat_review_requests', 'conversations', 'erased', [], {
    where: ofConversation,
  }),
  t(schema.chatPresence, 'chat_presence', 'conversations', 'erased'),
  t(schema.theoConversations, 'theo_conversations', 'conversations', 'erased'),
  t(schema.theoMessages, 'theo_messages', 'conversations', 'erased'),
  t(schema.theoHandoffs, 'theo_handoffs', 'conversations', 'erased'),
  t(schema.theoUsage, 'theo_usage', 'conversations', 'erased'),
  t(schema.activityEvents, 'activity_events', 'progress', 'erased'),
  t(schema.progressGrants, 'progress_grants', 'progress', 'erased'),
  t(schema.lessonCompletions, 'lesson_completions', 'progress', 'erased'),
  t(schema.researchDownloads, 'research_downloads', 'research', 'erased'),
  t(schema.researchGrants, 'research_grants', 'research', 'erased'),
  t(schema.researchAnalysts, 'research_analysts', 'research', 'erased'),
  t(schema.billingSubscriptions, 'billing_subscriptions', 'billing', 'kept_anonymised'),
  t(schema.billingInvoices, 'billing_invoices', 'billing', 'kept_anonymised'),
  // The provider's events about their subscriptions (payloads blanked on erasure).
  t(schema.billingEvents, 'billing_events', 'billing', 'kept_anonymised', [], {
    where: (userId) =>
      sql`subscription_id in (select id from billing_subscriptions where user_id = ${userId})`,
  }),
  t(schema.privacyRequests, 'privacy_requests', 'privacy', 'kept_anonymised'),
  t(schema.privacyDeletions, 'privacy_deletions', 'privacy', 'kept_anonymised'),
  // Keyed by the email, not the id: sign-in failures and the emails sent to the person.
  t(schema.signInThrottles, 'sign_in_throttles', 'account', 'erased', [], {
    where: (userId) => sql`email = (select email from users where id = ${userId})`,
  }),
  t(schema.emailOutbox, 'email_outbox', 'account', 'erased', [], {
    where: (userId) => sql`"to" = (select email from users where id = ${userId})`,
  }),
  t(schema.auditLog, 'audit_log', 'audit', 'kept_anonymised', ['actor_id', 'target_id'], {
    where: (userId) => sql`(actor_id = ${userId} or target_id = ${userId})`,
    omit: ['ip_address', 'user_agent'],
  }),
];

/**
 * Columns that name a person acting as staff (who recorded, decided, published) rather than the
 * person the row is about: not part of that staff member's data subject export, with the reason.
 */
export const STAFF_COLUMNS: Readonly<Record<string, string>> = {
  'users.consultant_id': 'o consultor designado para o cliente (dado do cliente)',
  'cashback_entries.recorded_by': 'quem da equipe lançou o crédito',
  'cashback_imports.created_by': 'quem da equipe importou o arquivo',
  'cashback_rates.created_by': 'quem da equipe alterou a taxa',
  'security_catalogue.updated_by': 'quem da equipe corrigiu o catálogo de ativos',
  'chat_review_requests.decided_by': 'o consultor que decidiu a revisão',
  'research_analysts.updated_by': 'quem da equipe registrou o CNPI',
  'research_grants.granted_by': 'quem da equipe concedeu o acesso',
  'research_report_files.uploaded_by': 'o analista que enviou o PDF',
  'research_reports.created_by': 'o analista que escreveu o relatório',
  'theo_settings.updated_by': 'quem da equipe configurou o provedor',
  'theo_handoffs.consultant_id': 'o consultor que recebeu o encaminhamento',
  'privacy_requests.answered_by': 'o encarregado que respondeu',
  'privacy_incidents.recorded_by': 'quem da equipe registrou o incidente',
};
