import type { Ref } from 'react';
import { CalendarCheck2, RefreshCcw, ShieldAlert, UserRoundSearch } from 'lucide-react';
import { PROFILE_GATE_MESSAGES, type TSuitabilityRecord } from '@algoone/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { PROFILE_DESCRIPTIONS, questionnaireLabel, validityStatus } from '../lib/labels';

/**
 * The profile in force: the latest record (only the latest counts, ADR 005), its horizon, its
 * validity ("válido até dd/mm/aaaa") and, once expired, why it must be redone.
 */
export function CurrentProfile({
  record,
  onRedo,
  ref,
}: {
  record: TSuitabilityRecord | null;
  /** Opens the questionnaire from the prompts to redo it. */
  onRedo: () => void;
  /** Focus lands here after a redo, so the new profile is read out. */
  ref?: Ref<HTMLDivElement>;
}) {
  if (!record) {
    return (
      <div ref={ref} tabIndex={-1} className="grid gap-3 outline-none">
        <div className="flex items-start gap-3 rounded-lg bg-muted/60 p-4">
          <UserRoundSearch className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-semibold">Você ainda não tem um perfil de investidor</p>
            <p className="mt-1 text-sm text-muted-foreground">{PROFILE_GATE_MESSAGES.missing}</p>
            <Button type="button" size="sm" className="mt-3" onClick={onRedo}>
              Responder agora
            </Button>
          </div>
        </div>
      </div>
    );
  }

  const status = validityStatus(record, new Date());
  const until = formatDate(record.validUntil);
  return (
    <div ref={ref} tabIndex={-1} className="grid gap-5 outline-none">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <div>
          <p className="text-sm text-muted-foreground">Seu perfil</p>
          <p className="mt-0.5 text-3xl font-bold tracking-tight text-primary">{record.profile}</p>
          <p className="mt-2 max-w-prose text-sm text-muted-foreground">
            {PROFILE_DESCRIPTIONS[record.profile]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {status === 'expired' ? (
            <Badge variant="warning">Vencido em {until}</Badge>
          ) : (
            <Badge variant={status === 'expiring' ? 'warning' : 'secondary'}>
              <CalendarCheck2 aria-hidden="true" />
              válido até {until}
            </Badge>
          )}
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          { label: 'Prazo dos investimentos', value: record.timeHorizon },
          { label: 'Respondido em', value: formatDate(record.completedAt) },
          { label: 'Questionário', value: questionnaireLabel(record.questionnaireId) },
        ].map((row) => (
          <div key={row.label} className="grid gap-1 rounded-lg bg-muted/60 px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {row.label}
            </dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      {status === 'expired' && (
        <Alert variant="warning">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>Seu perfil venceu: refaça o questionário</AlertTitle>
          <AlertDescription>
            <p>
              {PROFILE_GATE_MESSAGES.expired} A Resolução CVM 30/2021 pede que o perfil seja
              atualizado a cada 24 meses, no máximo.
            </p>
            <Button type="button" size="sm" className="w-fit" onClick={onRedo}>
              <RefreshCcw aria-hidden="true" />
              Refazer agora
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {status === 'expiring' && (
        <Alert variant="warning">
          <ShieldAlert aria-hidden="true" />
          <AlertDescription>
            <p>
              Seu perfil vence em {until}. Refaça o questionário antes disso para continuar
              recebendo recomendações (Resolução CVM 30/2021).
            </p>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
