import { useState, type FormEvent } from 'react';
import { FileWarning, Inbox } from 'lucide-react';
import type { TAdminPrivacyRequest } from '@algoone/contracts';
import { PRIVACY_REQUEST_LABELS } from '@algoone/domain';
import { Field } from '@/components/forms';
import { PageError, PageStatus, SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { toastSuccess } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import {
  useAdminPrivacyRequests,
  useAnswerPrivacyRequest,
  useIncidents,
  useRecordIncident,
} from '../api/privacy';
import { fieldError } from '../lib/field-error';

/** /admin/privacidade: the DPO's requests (answered, audited) and the art. 48 incident register. */
export function AdminPrivacyPage() {
  useDocumentTitle('Privacidade');
  const [status, setStatus] = useState<'open' | 'answered' | 'all'>('open');
  const requests = useAdminPrivacyRequests(status);
  if (requests.isPending) return <PageStatus>Carregando as solicitações...</PageStatus>;
  if (requests.isError) {
    return (
      <PageError
        title="Não foi possível abrir a privacidade"
        onRetry={() => void requests.refetch()}
      >
        {errorMessage(requests.error)}
      </PageError>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Privacidade</h1>
        <p className="max-w-2xl text-muted-foreground">
          Solicitações dos titulares ao encarregado (LGPD, art. 18), com prazo legal de 15 dias, e o
          registro de incidentes de segurança (art. 48). Cada resposta fica no registro de
          auditoria.
        </p>
      </header>
      <SectionCard
        id="solicitacoes"
        icon={Inbox}
        title="Solicitações"
        description="As de prazo mais próximo primeiro."
      >
        <div className="mb-4 grid max-w-xs gap-2">
          <Label htmlFor="filtro-solicitacoes">Situação</Label>
          <NativeSelect
            id="filtro-solicitacoes"
            value={status}
            onChange={(event) => setStatus(event.target.value as typeof status)}
          >
            <option value="open">Abertas</option>
            <option value="answered">Respondidas</option>
            <option value="all">Todas</option>
          </NativeSelect>
        </div>
        {requests.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma solicitação nesta situação.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Solicitações">
            {requests.data.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </SectionCard>
      <IncidentsSection />
    </div>
  );
}

function RequestRow({ request }: { request: TAdminPrivacyRequest }) {
  const [answer, setAnswer] = useState('');
  const answerRequest = useAnswerPrivacyRequest();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The promise, not mutate's callbacks: the row leaves the "open" list when it is answered.
    answerRequest
      .mutateAsync({ id: request.id, answer })
      .then(() =>
        toastSuccess({
          title: 'Resposta enviada',
          description: `${request.protocol}: o titular recebe a resposta por email.`,
        }),
      )
      .catch(() => undefined);
  };
  const id = `resposta-${request.id}`;
  return (
    <li className="grid gap-2 rounded-lg border p-4 text-sm" aria-label={request.protocol}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-all">{request.protocol}</span>
        {request.status === 'answered' ? (
          <Badge variant="secondary">Respondida</Badge>
        ) : (
          <Badge variant={request.overdue ? 'default' : 'warning'}>
            {request.overdue ? 'Prazo vencido' : `Prazo: ${formatDate(request.dueAt)}`}
          </Badge>
        )}
      </div>
      {/* The requester's email has no break of its own: it wraps anywhere on a phone. */}
      <span className="text-muted-foreground wrap-anywhere">
        {PRIVACY_REQUEST_LABELS[request.kind]} · {request.requester.name} ({request.requester.email}
        ) · {formatDateTime(request.createdAt)}
      </span>
      <p className="wrap-anywhere">{request.message}</p>
      {request.answer ? (
        <p className="rounded-md bg-secondary p-3">
          <span className="font-medium">Resposta:</span> {request.answer}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-2">
          <Label htmlFor={id}>Resposta ao titular</Label>
          <textarea
            id={id}
            rows={3}
            className={cn(inputClassName, 'h-auto py-2')}
            aria-invalid={fieldError(answerRequest.error, 'answer') ? true : undefined}
            aria-describedby={fieldError(answerRequest.error, 'answer') ? `${id}-erro` : undefined}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
          {answerRequest.isError && (
            <p id={`${id}-erro`} role="alert" className="text-destructive">
              {fieldError(answerRequest.error, 'answer') ?? errorMessage(answerRequest.error)}
            </p>
          )}
          <Button
            type="submit"
            size="sm"
            className="justify-self-start"
            busy={answerRequest.isPending}
          >
            Responder
          </Button>
        </form>
      )}
    </li>
  );
}

const EMPTY = {
  occurredAt: '',
  description: '',
  dataAffected: '',
  peopleAffected: '',
  measures: '',
  authorityNotifiedAt: '',
  subjectsNotifiedAt: '',
};

/** A local date-time field's value ('2026-11-20T10:00') as an instant in São Paulo time. */
const toIso = (value: string) => (value ? `${value}:00-03:00` : null);

function IncidentsSection() {
  const incidents = useIncidents();
  const record = useRecordIncident();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm({ ...form, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      {
        occurredAt: toIso(form.occurredAt) ?? '',
        description: form.description,
        dataAffected: form.dataAffected,
        peopleAffected: form.peopleAffected === '' ? Number.NaN : Number(form.peopleAffected),
        measures: form.measures,
        authorityNotifiedAt: toIso(form.authorityNotifiedAt),
        subjectsNotifiedAt: toIso(form.subjectsNotifiedAt),
      },
      {
        onSuccess: () => {
          setForm(EMPTY);
          toastSuccess({
            title: 'Incidente registrado',
            description: 'O registro não pode ser alterado.',
          });
        },
      },
    );
  };
  const text = (key: keyof typeof EMPTY, label: string, type = 'text') => (
    <Field id={`incidente-${key}`} label={label} error={fieldError(record.error, key)}>
      {(control) => (
        <Input
          {...control}
          type={type}
          value={form[key]}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <SectionCard
      id="incidentes"
      icon={FileWarning}
      title="Registro de incidentes"
      description="Somente inclusão: uma correção ou comunicação posterior é um novo registro."
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {text('occurredAt', 'Quando aconteceu', 'datetime-local')}
        {text('peopleAffected', 'Pessoas afetadas', 'number')}
        {text('description', 'Descrição')}
        {text('dataAffected', 'Dados afetados')}
        {text('measures', 'Medidas tomadas')}
        {text('authorityNotifiedAt', 'ANPD comunicada em (opcional)', 'datetime-local')}
        {text('subjectsNotifiedAt', 'Titulares comunicados em (opcional)', 'datetime-local')}
        <Button type="submit" className="self-end justify-self-start" busy={record.isPending}>
          Registrar incidente
        </Button>
      </form>
      {incidents.isError ? (
        <SectionError onRetry={() => void incidents.refetch()}>
          {errorMessage(incidents.error)}
        </SectionError>
      ) : (
        incidents.data &&
        incidents.data.length > 0 && (
          <ul className="mt-6 grid gap-3" aria-label="Incidentes registrados">
            {incidents.data.map((incident) => (
              <li key={incident.id} className="grid gap-1 rounded-lg border p-4 text-sm">
                <span className="font-semibold">
                  {formatDateTime(incident.occurredAt)} · {incident.peopleAffected}{' '}
                  {incident.peopleAffected === 1 ? 'pessoa' : 'pessoas'}
                </span>
                <p>{incident.description}</p>
                <p className="text-muted-foreground">
                  Dados: {incident.dataAffected}. Medidas: {incident.measures}
                </p>
                <p className="text-muted-foreground">
                  ANPD:{' '}
                  {incident.authorityNotifiedAt
                    ? formatDate(incident.authorityNotifiedAt)
                    : 'não comunicada'}{' '}
                  · Titulares:{' '}
                  {incident.subjectsNotifiedAt
                    ? formatDate(incident.subjectsNotifiedAt)
                    : 'não comunicados'}
                  {incident.follows ? ' · complementa um registro anterior' : ''}
                </p>
              </li>
            ))}
          </ul>
        )
      )}
    </SectionCard>
  );
}
