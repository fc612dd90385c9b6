import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  type AuditAction,
  type TAuditEntry,
} from '@algoone/contracts';
import { describeAuditDetails } from '@algoone/domain';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

/**
 * One audit entry as a person reads it: what happened, who did it, to whom, and each detail with
 * a pt-BR label. The codes stay in one small line at the end, for support.
 */
export function AuditEntry({ entry }: { entry: TAuditEntry }) {
  const details = describeAuditDetails(entry.details, entry.names, entry.action);
  const targetType = entry.targetType
    ? (AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType)
    : null;
  const support = [
    entry.action,
    `nº ${entry.id}`,
    entry.targetId && `alvo ${entry.targetId}`,
    entry.ipAddress && `IP ${entry.ipAddress}`,
  ].filter(Boolean);
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold wrap-anywhere">
          {AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
          {formatDateTime(entry.at)}
          <Badge variant={entry.result === 'success' ? 'secondary' : 'warning'}>
            {entry.result === 'success' ? 'Sucesso' : 'Falha'}
          </Badge>
        </span>
      </div>
      {/* Emails have no break of their own: they wrap anywhere on a phone. */}
      <p className="text-muted-foreground wrap-anywhere">
        Autor:{' '}
        {entry.actor
          ? `${entry.actor.name} (${entry.actor.email})`
          : entry.actorId
            ? 'pessoa removida'
            : 'sistema'}
        {targetType &&
          ` · Alvo: ${entry.targetName ?? `${targetType} sem nome`}${entry.targetName ? ` (${targetType})` : ''}`}
      </p>
      {details.length > 0 && (
        <dl className="grid gap-x-3 gap-y-0.5 text-xs sm:grid-cols-[max-content_minmax(0,1fr)]">
          {details.map((line) => (
            <div key={line.key} className="contents">
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd className="mb-1 wrap-anywhere sm:mb-0">{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-[0.6875rem] text-muted-foreground/80 wrap-anywhere">
        <span className="sr-only">Códigos para o suporte: </span>
        <code>{support.join(' · ')}</code>
      </p>
    </li>
  );
}
