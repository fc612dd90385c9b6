// The audit module's public face (ADR 012): other modules import only from here.
export { recordAudit, type AuditAction, type AuditEntry } from './record-audit.ts';
