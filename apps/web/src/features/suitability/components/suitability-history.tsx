import type { TSuitabilityRecord } from '@algoone/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { questionnaireLabel } from '../lib/labels';

/** Every completed profile, latest first: kept for good, as CVM Res. 30/2021 asks. */
export function SuitabilityHistory({
  records,
  labelledBy,
}: {
  records: readonly TSuitabilityRecord[];
  labelledBy: string;
}) {
  if (records.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhum perfil respondido ainda.</p>;
  }
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-3">
      {records.map((record, index) => (
        <li key={record.id} className="grid gap-3 rounded-lg border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold tabular-nums">
              {formatDate(record.completedAt)}
              <span className="font-normal text-muted-foreground">
                {' '}
                · {questionnaireLabel(record.questionnaireId)}
              </span>
            </p>
            <div className="flex gap-2">
              {index === 0 && <Badge variant="secondary">Atual</Badge>}
              {!record.valid && <Badge variant="warning">Vencido</Badge>}
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Perfil</dt>
              <dd className="font-medium">{record.profile}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Pontuação</dt>
              <dd className="font-medium tabular-nums">{record.totalPoints} pontos</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Válido até</dt>
              <dd className="font-medium tabular-nums">{formatDate(record.validUntil)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
