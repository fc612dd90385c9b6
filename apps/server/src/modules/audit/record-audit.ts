import type { AuditAction } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** The catalogue of actions, each with its pt-BR label for /admin/logs (contracts). */
export type { AuditAction };

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
