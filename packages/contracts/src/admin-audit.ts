// /admin/logs (issue #18): the audit log, filtered, paged and exported.
import { ZCalendarDay } from './portfolio.ts';
import { z } from './zod-locale.ts';

export const ADMIN_AUDIT_ROUTES = {
  list: '/api/admin/audit',
  csv: '/api/admin/audit.csv',
} as const;

/**
 * Every action the audit log records, with how /admin/logs reads it. The server's `AuditAction`
 * is this catalogue's keys, so a new action cannot be written without its pt-BR label.
 */
export const AUDIT_ACTION_LABELS = {
  'auth.sign_up': 'Cadastro',
  'auth.sign_in': 'Tentativa de entrada',
  'auth.sign_out': 'Saída',
  'auth.account_locked': 'Acesso bloqueado por falhas',
  'auth.password_changed': 'Senha alterada',
  'auth.password_reset_requested': 'Pedido de nova senha',
  'auth.password_reset': 'Senha redefinida',
  'auth.session_revoked': 'Sessão encerrada pela pessoa',
  'auth.two_factor_enabled': 'Duas etapas ativadas',
  'auth.two_factor_disabled': 'Duas etapas desativadas',
  'auth.two_factor_verified': 'Código de duas etapas confirmado',
  'admin.role_changed': 'Papel alterado',
  'admin.invite_sent': 'Convite enviado',
  'admin.invite_resent': 'Convite enviado de novo',
  'admin.invite_revoked': 'Convite cancelado',
  'admin.created': 'Administrador criado',
  'positions.imported': 'Arquivo da B3 importado',
  'positions.security_saved': 'Ativo do catálogo salvo',
  'cashback.broker_updated': 'Corretora alterada',
  'cashback.rate_added': 'Taxa de cashback registrada',
  'cashback.credit_recorded': 'Crédito de cashback lançado',
  'cashback.import_committed': 'Extrato de cashback importado',
  'chat.inbox_viewed': 'Atendimento consultado',
  'chat.conversation_viewed': 'Conversa consultada',
  'chat.client_viewed': 'Dados do cliente consultados',
  'chat.conversation_claimed': 'Conversa assumida',
  'chat.consultant_assigned': 'Consultor atribuído',
  'admin.theo_settings_updated': 'Provedor de IA alterado',
  'admin.theo_disconnected': 'Provedor de IA desconectado',
  'theo.consent_granted': 'Consentimento do Theo dado',
  'theo.consent_withdrawn': 'Consentimento do Theo retirado',
  'theo.handoff_requested': 'Encaminhado ao consultor pelo Theo',
  'research.report_created': 'Relatório criado',
  'research.report_updated': 'Relatório alterado',
  'research.pdf_uploaded': 'PDF de relatório enviado',
  'research.pdf_previewed': 'PDF de relatório visto antes de publicar',
  'research.report_published': 'Relatório publicado',
  'research.report_withdrawn': 'Relatório retirado',
  'research.analyst_updated': 'Analista (CNPI) alterado',
  'research.access_granted': 'Acesso a research concedido',
  'research.access_revoked': 'Acesso a research retirado',
  'billing.checkout_started': 'Assinatura iniciada',
  'billing.canceled': 'Assinatura cancelada',
  'billing.refunded': 'Assinatura reembolsada',
  'billing.plan_switched': 'Plano trocado',
  'billing.webhook_unmatched': 'Aviso de pagamento sem cliente',
  'privacy.exported': 'Dados pessoais exportados',
  'privacy.profile_corrected': 'Dados pessoais corrigidos',
  'privacy.consent_changed': 'Consentimento alterado',
  'privacy.deletion_requested': 'Exclusão da conta agendada',
  'privacy.deletion_canceled': 'Exclusão da conta cancelada',
  'privacy.account_erased': 'Conta apagada',
  'privacy.request_created': 'Pedido ao encarregado aberto',
  'privacy.request_answered': 'Pedido ao encarregado respondido',
  'privacy.requests_viewed': 'Pedidos ao encarregado consultados',
  'privacy.incident_recorded': 'Incidente registrado',
  'admin.user_viewed': 'Conta consultada',
  'admin.users_listed': 'Lista de usuários consultada',
  'admin.portfolios_viewed': 'Carteiras dos clientes consultadas',
  'admin.goals_viewed': 'Objetivos dos clientes consultados',
  'admin.audit_exported': 'Registro de auditoria exportado',
  'admin.user_updated': 'Papel ou consultor alterado',
  'admin.user_disabled': 'Conta desativada',
  'admin.user_enabled': 'Conta reativada',
  'admin.two_factor_reset': 'Duas etapas removidas por um administrador',
  'admin.password_reset_sent': 'Link de nova senha enviado',
  'admin.user_exported': 'Dados de uma pessoa exportados',
  'admin.user_deletion_scheduled': 'Exclusão agendada por um administrador',
  'admin.clients_reassigned': 'Clientes transferidos',
  'admin.consultant_deactivated': 'Consultor desativado',
  'admin.account_unlocked': 'Acesso desbloqueado',
  'admin.session_revoked': 'Sessão da equipe encerrada',
  'admin.email_retried': 'Email não entregue enviado de novo',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** What an entry acted on, as /admin/logs names it. */
export const AUDIT_TARGET_LABELS: Readonly<Record<string, string>> = {
  user: 'pessoa',
  email: 'email',
  email_outbox: 'email não entregue',
  list: 'lista',
  session: 'sessão',
  subscription: 'assinatura',
  broker: 'corretora',
  cashback_entry: 'lançamento de cashback',
  cashback_import: 'importação de cashback',
  chat_inbox: 'atendimento',
  privacy_incident: 'incidente',
  privacy_request: 'pedido ao encarregado',
  research_report: 'relatório',
  stripe_event: 'aviso do Stripe',
  theo_consent: 'consentimento do Theo',
  theo_handoff: 'encaminhamento do Theo',
  theo_provider: 'provedor de IA',
  theo_settings: 'provedor de IA',
};

export const ADMIN_AUDIT_PAGE_SIZE = 50;
/** The CSV carries at most this many rows (the newest first); narrow the filters for more. */
export const ADMIN_AUDIT_CSV_MAX = 10_000;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .optional()
    .transform((value) => value || undefined);

// A real calendar day: '2026-02-30' is refused here, not by the database.
const day = ZCalendarDay.optional();

export const ZAuditQuery = z.object({
  /** Who acted: part of a name or email, or an id. */
  actor: text(100),
  /** An action, or its prefix ('billing.' for every billing action). */
  action: text(60),
  /** What was acted on: an id, or a person's email. */
  target: text(100),
  result: z.enum(['success', 'failure'], { error: 'Resultado inválido.' }).optional(),
  from: day,
  to: day,
  /** The id the previous page ended at. */
  before: z.coerce
    .number({ error: 'Cursor inválido.' })
    .int('Cursor inválido.')
    .positive('Cursor inválido.')
    .max(Number.MAX_SAFE_INTEGER, 'Cursor inválido.')
    .optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  result: z.enum(['success', 'failure']),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  actorId: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What the target is called: a person's name, a DPO request's protocol and requester, a title. */
  targetName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The names of the people the details point to by id (consultants, investors). */
  names: z.record(z.string(), z.string()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  next: z.number().int().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
