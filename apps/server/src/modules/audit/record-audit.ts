import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditAction =
  | 'auth.sign_up'
  | 'auth.sign_in'
  | 'auth.sign_out'
  | 'auth.account_locked'
  | 'auth.password_changed'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.session_revoked'
  | 'auth.two_factor_enabled'
  | 'auth.two_factor_disabled'
  | 'auth.two_factor_verified'
  | 'admin.role_changed'
  | 'admin.invite_sent'
  | 'admin.created'
  | 'cashback.broker_updated'
  | 'cashback.rate_added'
  | 'cashback.credit_recorded'
  | 'cashback.import_committed'
  | 'chat.inbox_viewed'
  | 'chat.conversation_viewed'
  | 'chat.client_viewed'
  | 'chat.conversation_claimed'
  | 'chat.consultant_assigned'
  | 'admin.theo_settings_updated'
  | 'admin.theo_disconnected'
  | 'theo.consent_granted'
  | 'theo.consent_withdrawn'
  | 'theo.handoff_requested'
  | 'research.report_created'
  | 'research.report_updated'
  | 'research.pdf_uploaded'
  | 'research.pdf_previewed'
  | 'research.report_published'
  | 'research.report_withdrawn'
  | 'research.analyst_updated'
  | 'research.access_granted'
  | 'research.access_revoked'
  | 'billing.checkout_started'
  | 'billing.canceled'
  | 'billing.refunded'
  | 'billing.plan_switched'
  | 'billing.webhook_unmatched'
  | 'privacy.exported'
  | 'privacy.profile_corrected'
  | 'privacy.consent_changed'
  | 'privacy.deletion_requested'
  | 'privacy.deletion_canceled'
  | 'privacy.account_erased'
  | 'privacy.request_created'
  | 'privacy.request_answered'
  | 'privacy.requests_viewed'
  | 'privacy.incident_recorded'
  | 'admin.user_viewed'
  | 'admin.users_listed'
  | 'admin.portfolios_viewed'
  | 'admin.goals_viewed'
  | 'admin.audit_exported'
  | 'admin.user_updated'
  | 'admin.user_disabled'
  | 'admin.user_enabled'
  | 'admin.two_factor_reset'
  | 'admin.password_reset_sent'
  | 'admin.user_exported'
  | 'admin.user_deletion_scheduled'
  | 'admin.clients_reassigned'
  | 'admin.consultant_deactivated'
  | 'admin.account_unlocked'
  | 'admin.session_revoked';

export interface AuditEntry {
  action: AuditAction;
  result: 'success' | 'failure';
  actorId?: string | null;
  targetType?: string;
  targetId?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one row to the audit log; the table itself refuses updates and deletes. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    result: entry.result,
    actorId: entry.actorId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    details: entry.details ?? {},
  });
}
