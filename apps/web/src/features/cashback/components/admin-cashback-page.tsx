import { useId, useState, type FormEvent } from 'react';
import { Download, FileUp, HandCoins, Landmark, Table2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  CASHBACK_STATUSES,
  CASHBACK_STATUS_LABELS,
  parseBRL,
  toIsoCalendarDate,
} from '@algoone/domain';
import type {
  TAdminBroker,
  TCashbackStatus,
  TImportPreview,
  TImportReport,
} from '@algoone/contracts';
import { PageError, PageStatus } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatBRL } from '@/lib/format';
import { STACKED_TABLE } from '@/lib/stacked-table';
import { cn } from '@/lib/utils';
import { useAddRate } from '../api/add-rate';
import { monthlyTotalsCsvHref, useMonthlyTotals } from '../api/get-monthly-totals';
import { readFileAsBase64, useCommitImport, usePreviewImport } from '../api/import-credits';
import { useAdminBrokers } from '../api/list-admin-brokers';
import { useRecordCredit } from '../api/record-credit';
import { useUpdateBroker } from '../api/update-broker';
import { formatMonth, formatRateBps } from '../lib/cashback-text';

const fieldsOf = (error: unknown): Record<string, string> =>
  isApiError(error) && error.fields ? { ...error.fields } : {};

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function TextField({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error?: string | undefined } & React.ComponentProps<'input'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        {...props}
      />
      <FieldMessage id={`${id}-erro`} message={error} />
    </div>
  );
}

/** Reais as typed ('1.234,56') → centavos, or the reason it is not an amount. */
function centsOf(text: string): { cents?: number; error?: string } {
  const parsed = parseBRL(text);
  return parsed.ok ? { cents: parsed.cents } : { error: parsed.reason };
}

function ImportPanel() {
  const id = useId();
  const [file, setFile] = useState<{ fileName: string; contentBase64: string } | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [fileError, setFileError] = useState<string>();
  const check = usePreviewImport();
  const commit = useCommitImport();

  const onChoose = async (chosen: File | undefined) => {
    setPreview(null);
    setReport(null);
    setFileError(undefined);
    setFile(
      chosen ? { fileName: chosen.name, contentBase64: await readFileAsBase64(chosen) } : null,
    );
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Escolha o arquivo CSV da corretora.');
      return;
    }
    check.mutate(file, {
      onSuccess: setPreview,
      onError: (error) =>
        setFileError(fieldsOf(error).file ?? fieldsOf(error).contentBase64 ?? errorMessage(error)),
    });
  };
  const onCommit = () => {
    if (!file) return;
    commit.mutate(file, {
      onSuccess: (result) => {
        setReport(result);
        setPreview(null);
        toast.success('Importação concluída', {
          description: `Criados: ${result.created}.`,
        });
      },
      onError: (error) => setFileError(errorMessage(error)),
    });
  };

  return (
    <SectionCard
      id="importar"
      icon={FileUp}
      title="Importar extrato da corretora (CSV)"
      description="Colunas: email, corretora, mes (mm/aaaa), recebido, repassado e, se quiser, status (previsto, creditado ou estornado). Valores como 1.234,56; separador ; ou ,; UTF-8 ou Latin-1. Primeiro conferimos o arquivo; nada é gravado até você confirmar."
    >
      <form className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end" onSubmit={onPreview}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-arquivo`}>Arquivo CSV</Label>
          <Input
            id={`${id}-arquivo`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-arquivo-erro` : undefined}
            onChange={(event) => void onChoose(event.target.files?.[0])}
          />
          <FieldMessage id={`${id}-arquivo-erro`} message={fileError} />
        </div>
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? 'Conferindo...' : 'Conferir arquivo'}
        </Button>
      </form>

      {preview && (
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4" aria-live="polite">
          <h3 className="font-semibold">Conferência de {file?.fileName}</h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Linhas', preview.lineCount],
              ['A criar', preview.toCreate],
              ['Já registradas', preview.duplicates.length],
              ['Com erro', preview.rejected.length],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">
            A criar: {formatBRL(preview.totals.receivedCents)} recebidos das corretoras,{' '}
            {formatBRL(preview.totals.passedOnCents)} repassados aos investidores.
          </p>
          {preview.rejected.length > 0 && (
            <div className="rounded-xl border border-destructive/40 p-4">
              <h4 className="text-sm font-semibold text-destructive">
                Linhas com erro (não serão importadas)
              </h4>
              <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm">
                {preview.rejected.slice(0, 200).map((row) => (
                  <li key={row.line}>
                    <span className="font-medium">Linha {row.line}:</span> {row.reasons.join(' ')}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {preview.sample.length > 0 && (
            // Phones: one card per line (STACKED_TABLE); from `sm` up, the table.
            <table className={cn('w-full text-left text-sm', STACKED_TABLE.table)}>
              <caption className="pb-2 text-left text-sm text-muted-foreground max-sm:block">
                Primeiras linhas a criar
              </caption>
              <thead className={cn('text-muted-foreground', STACKED_TABLE.head)}>
                <tr className="border-b">
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Linha
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Investidor
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Corretora
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Mês
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                    Recebido
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Repassado
                  </th>
                </tr>
              </thead>
              <tbody className={cn('divide-y max-sm:divide-y-0', STACKED_TABLE.body)}>
                {preview.sample.map((line) => (
                  <tr key={line.line} className={STACKED_TABLE.row}>
                    <td className={cn('py-1.5 pr-3', STACKED_TABLE.title)}>
                      <span className="sm:hidden">Linha </span>
                      {line.line}
                    </td>
                    <td
                      data-label="Investidor"
                      className={cn('py-1.5 pr-3 wrap-anywhere', STACKED_TABLE.cell)}
                    >
                      {line.email}
                    </td>
                    <td data-label="Corretora" className={cn('py-1.5 pr-3', STACKED_TABLE.cell)}>
                      {line.brokerId}
                    </td>
                    <td data-label="Mês" className={cn('py-1.5 pr-3', STACKED_TABLE.cell)}>
                      {formatMonth(line.referenceMonth)}
                    </td>
                    <td
                      data-label="Recebido"
                      className={cn('py-1.5 pr-3 text-right tabular-nums', STACKED_TABLE.cell)}
                    >
                      {formatBRL(line.receivedCents)}
                    </td>
                    <td
                      data-label="Repassado"
                      className={cn('py-1.5 text-right tabular-nums', STACKED_TABLE.cell)}
                    >
                      {formatBRL(line.passedOnCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              className="h-auto min-h-9 shrink py-2 whitespace-normal"
              onClick={onCommit}
              disabled={commit.isPending || preview.toCreate === 0}
            >
              {commit.isPending
                ? 'Importando...'
                : `Confirmar importação de ${preview.toCreate} ${preview.toCreate === 1 ? 'lançamento' : 'lançamentos'}`}
            </Button>
            <Button type="button" variant="outline" onClick={() => setPreview(null)}>
              Cancelar
            </Button>
          </div>
        </div>
      )}

      {report && (
        <div className="mt-6 rounded-xl border bg-secondary/50 p-4" role="status">
          <h3 className="font-semibold">Relatório da importação</h3>
          <p className="mt-1 text-sm">
            Criados: {report.created} · já registrados (ignorados): {report.duplicates} ·
            rejeitados: {report.rejected.length} · linhas no arquivo: {report.lineCount}.
          </p>
        </div>
      )}
    </SectionCard>
  );
}

function CreditPanel({ brokers }: { brokers: readonly TAdminBroker[] }) {
  const id = useId();
  const thisMonth = toIsoCalendarDate(new Date()).slice(0, 7);
  const [form, setForm] = useState({
    email: '',
    brokerId: brokers[0]?.id ?? '',
    referenceMonth: thisMonth,
    received: '',
    passed: '',
    status: 'creditado' as TCashbackStatus,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordCredit();
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const received = centsOf(form.received);
    const passed = centsOf(form.passed);
    const local: Record<string, string> = {};
    if (!form.email.trim()) local.email = 'Informe o e-mail do investidor.';
    if (received.error) local.receivedCents = received.error;
    if (passed.error) local.passedOnCents = passed.error;
    setErrors(local);
    if (Object.keys(local).length > 0 || received.cents === undefined || passed.cents === undefined)
      return;
    record.mutate(
      {
        email: form.email.trim(),
        brokerId: form.brokerId,
        referenceMonth: form.referenceMonth,
        receivedCents: received.cents,
        passedOnCents: passed.cents,
        status: form.status,
      },
      {
        onSuccess: (result) => {
          toast.success('Lançamento registrado', {
            description: result.emailSent
              ? 'O investidor foi avisado por e-mail.'
              : 'Sem e-mail: só créditos avisam o investidor.',
          });
          setForm((f) => ({ ...f, email: '', received: '', passed: '' }));
        },
        onError: (error) => {
          const fields = fieldsOf(error);
          setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(error) });
        },
      },
    );
  };

  return (
    <SectionCard
      id="credito"
      icon={HandCoins}
      title="Registrar um lançamento"
      description="Para um investidor: um crédito, uma previsão ou o estorno de um crédito. Correções são novos lançamentos; o extrato nunca é editado."
    >
      <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={onSubmit} noValidate>
        <TextField
          id={`${id}-email`}
          label="E-mail do investidor"
          type="email"
          autoComplete="off"
          value={form.email}
          error={errors.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-corretora`}>Corretora</Label>
          <NativeSelect
            id={`${id}-corretora`}
            value={form.brokerId}
            aria-invalid={errors.brokerId ? true : undefined}
            aria-describedby={errors.brokerId ? `${id}-corretora-erro` : undefined}
            onChange={(e) => set('brokerId')(e.target.value)}
          >
            {brokers.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect>
          <FieldMessage id={`${id}-corretora-erro`} message={errors.brokerId} />
        </div>
        <TextField
          id={`${id}-mes`}
          label="Mês de referência"
          type="month"
          value={form.referenceMonth}
          error={errors.referenceMonth}
          onChange={(e) => set('referenceMonth')(e.target.value)}
        />
        <TextField
          id={`${id}-recebido`}
          label="Recebido da corretora (R$)"
          inputMode="decimal"
          value={form.received}
          error={errors.receivedCents}
          onChange={(e) => set('received')(e.target.value)}
        />
        <TextField
          id={`${id}-repassado`}
          label="Repassado ao investidor (R$)"
          inputMode="decimal"
          value={form.passed}
          error={errors.passedOnCents}
          onChange={(e) => set('passed')(e.target.value)}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={form.status}
            onChange={(e) => set('status')(e.target.value)}
          >
            {CASHBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CASHBACK_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? 'Registrando...' : 'Registrar lançamento'}
          </Button>
          <FieldMessage id={`${id}-form-erro`} message={errors.form} />
        </div>
      </form>
    </SectionCard>
  );
}

function TotalsPanel() {
  const id = useId();
  const [filters, setFilters] = useState<{ from?: string; to?: string }>({});
  const totals = useMonthlyTotals(filters);
  return (
    <SectionCard
      id="totais"
      icon={Table2}
      title="Totais mensais por corretora"
      description="O que as corretoras pagaram à AlgoOne e o que foi repassado aos investidores (créditos menos estornos)."
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          id={`${id}-de`}
          label="De (mês)"
          type="month"
          value={filters.from ?? ''}
          onChange={(e) => setFilters((f) => ({ ...f, from: e.target.value || undefined }))}
        />
        <TextField
          id={`${id}-ate`}
          label="Até (mês)"
          type="month"
          value={filters.to ?? ''}
          onChange={(e) => setFilters((f) => ({ ...f, to: e.target.value || undefined }))}
        />
        <Button asChild variant="outline">
          <a href={monthlyTotalsCsvHref(filters)} download>
            <Download aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
      </div>
      {totals.isError ? (
        <p className="mt-4 text-sm text-destructive">{errorMessage(totals.error)}</p>
      ) : !totals.data ? (
        <p className="mt-4 text-sm text-muted-foreground">Carregando os totais...</p>
      ) : totals.data.rows.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">Nenhum crédito no período.</p>
      ) : (
        // Phones: one card per month and broker (STACKED_TABLE); from `sm` up, the table.
        <table className={cn('mt-4 w-full text-left text-sm', STACKED_TABLE.table)}>
          <thead className={cn('text-muted-foreground', STACKED_TABLE.head)}>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Mês
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Corretora
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Recebido
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Repassado
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Investidores
              </th>
            </tr>
          </thead>
          <tbody className={cn('divide-y max-sm:divide-y-0', STACKED_TABLE.body)}>
            {totals.data.rows.map((row) => (
              <tr key={`${row.month}-${row.brokerId}`} className={STACKED_TABLE.row}>
                <td className={cn('py-2 pr-3', STACKED_TABLE.title)}>{formatMonth(row.month)}</td>
                <td data-label="Corretora" className={cn('py-2 pr-3', STACKED_TABLE.cell)}>
                  {row.brokerName}
                </td>
                <td
                  data-label="Recebido"
                  className={cn('py-2 pr-3 text-right tabular-nums', STACKED_TABLE.cell)}
                >
                  {formatBRL(row.receivedCents)}
                </td>
                <td
                  data-label="Repassado"
                  className={cn('py-2 pr-3 text-right tabular-nums', STACKED_TABLE.cell)}
                >
                  {formatBRL(row.passedOnCents)}
                </td>
                <td
                  data-label="Investidores"
                  className={cn('py-2 text-right tabular-nums', STACKED_TABLE.cell)}
                >
                  {row.investors}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionCard>
  );
}

const lines = (list: readonly string[]) => list.join('\n');
const listOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function BrokerEditor({ broker }: { broker: TAdminBroker }) {
  const id = useId();
  const update = useUpdateBroker();
  const addRate = useAddRate();
  const [form, setForm] = useState({
    name: broker.name,
    logo: broker.logo ?? '',
    rating: broker.rating ?? '',
    clients: broker.clients ?? '',
    cashbackInfo: broker.cashbackInfo ?? '',
    createAccountUrl: broker.createAccountUrl ?? '',
    features: lines(broker.features),
    pros: lines(broker.pros),
    cons: lines(broker.cons),
    active: broker.active,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rate, setRate] = useState({
    month: toIsoCalendarDate(new Date()).slice(0, 7),
    percent: '',
  });
  const [rateErrors, setRateErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (value: string | boolean) =>
    setForm((f) => ({ ...f, [key]: value }));
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: broker.id,
        changes: {
          name: form.name.trim(),
          logo: orNull(form.logo),
          rating: orNull(form.rating),
          clients: orNull(form.clients),
          cashbackInfo: orNull(form.cashbackInfo),
          createAccountUrl: orNull(form.createAccountUrl),
          features: listOf(form.features),
          pros: listOf(form.pros),
          cons: listOf(form.cons),
          active: form.active,
        },
      },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(`${broker.name}: dados salvos`);
        },
        onError: (error) => setErrors({ form: errorMessage(error), ...fieldsOf(error) }),
      },
    );
  };

  const onAddRate = (event: FormEvent) => {
    event.preventDefault();
    const percent = Number(rate.percent.replace(',', '.'));
    if (rate.percent.trim() === '' || !Number.isFinite(percent)) {
      setRateErrors({ annualBps: 'Informe a taxa ao ano, por exemplo 0,45.' });
      return;
    }
    addRate.mutate(
      { id: broker.id, rate: { effectiveMonth: rate.month, annualBps: Math.round(percent * 100) } },
      {
        onSuccess: () => {
          setRateErrors({});
          setRate((r) => ({ ...r, percent: '' }));
          toast.success(`${broker.name}: nova taxa registrada`);
        },
        onError: (error) => setRateErrors({ form: errorMessage(error), ...fieldsOf(error) }),
      },
    );
  };

  const area = (key: 'features' | 'pros' | 'cons' | 'cashbackInfo', label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <textarea
        id={`${id}-${key}`}
        className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        value={form[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-erro` : undefined}
        onChange={(e) => set(key)(e.target.value)}
      />
      <FieldMessage id={`${id}-${key}-erro`} message={errors[key]} />
    </div>
  );

  return (
    <details className="rounded-xl border">
      <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-4 py-3">
        <span className="font-medium">{broker.name}</span>
        <span className="flex items-center gap-2 text-sm">
          <span className="tabular-nums">{formatRateBps(broker.annualBps)} a.a.</span>
          {broker.active ? (
            <Badge variant="secondary">Ativa</Badge>
          ) : (
            <Badge variant="outline">Inativa</Badge>
          )}
        </span>
      </summary>
      <div className="grid gap-6 border-t p-4 lg:grid-cols-[1.5fr_1fr]">
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={onSave}
          aria-label={`Dados de ${broker.name}`}
        >
          <TextField
            id={`${id}-nome`}
            label="Nome"
            value={form.name}
            error={errors.name}
            onChange={(e) => set('name')(e.target.value)}
          />
          <TextField
            id={`${id}-logo`}
            label="Logo (endereço https://)"
            value={form.logo}
            error={errors.logo}
            onChange={(e) => set('logo')(e.target.value)}
          />
          <TextField
            id={`${id}-nota`}
            label="Nota (0,0 a 5,0)"
            value={form.rating}
            error={errors.rating}
            onChange={(e) => set('rating')(e.target.value)}
          />
          <TextField
            id={`${id}-clientes`}
            label="Clientes"
            value={form.clients}
            error={errors.clients}
            onChange={(e) => set('clients')(e.target.value)}
          />
          <TextField
            id={`${id}-url`}
            label="Abertura de conta (https://)"
            value={form.createAccountUrl}
            error={errors.createAccountUrl}
            onChange={(e) => set('createAccountUrl')(e.target.value)}
          />
          <div className="flex items-center gap-2 self-end pb-2">
            <input
              id={`${id}-ativa`}
              type="checkbox"
              className="size-4 accent-primary"
              checked={form.active}
              onChange={(e) => set('active')(e.target.checked)}
            />
            <Label htmlFor={`${id}-ativa`}>Ativa no catálogo</Label>
          </div>
          {area('cashbackInfo', 'Texto do cashback')}
          {area('features', 'Benefícios (um por linha)')}
          {area('pros', 'Prós (um por linha)')}
          {area('cons', 'Contras (um por linha)')}
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              Salvar dados
            </Button>
            <FieldMessage id={`${id}-form-erro`} message={errors.form} />
          </div>
        </form>
        <div className="grid content-start gap-4">
          <div>
            <h3 className="text-sm font-semibold">Histórico de taxas</h3>
            <ul className="mt-2 grid gap-1 text-sm">
              {broker.rates.map((r) => (
                <li key={r.effectiveMonth} className="flex justify-between gap-3">
                  <span>A partir de {formatMonth(r.effectiveMonth)}</span>
                  <span className="tabular-nums">{formatRateBps(r.annualBps)} a.a.</span>
                </li>
              ))}
            </ul>
          </div>
          <form
            className="grid gap-3"
            onSubmit={onAddRate}
            aria-label={`Nova taxa de ${broker.name}`}
          >
            <TextField
              id={`${id}-taxa-mes`}
              label="A partir do mês"
              type="month"
              value={rate.month}
              error={rateErrors.effectiveMonth}
              onChange={(e) => setRate((r) => ({ ...r, month: e.target.value }))}
            />
            <TextField
              id={`${id}-taxa`}
              label="Taxa ao ano (%)"
              inputMode="decimal"
              placeholder="0,45"
              value={rate.percent}
              error={rateErrors.annualBps}
              onChange={(e) => setRate((r) => ({ ...r, percent: e.target.value }))}
            />
            <Button type="submit" variant="outline" disabled={addRate.isPending}>
              Registrar nova taxa
            </Button>
            <FieldMessage id={`${id}-taxa-form-erro`} message={rateErrors.form} />
          </form>
        </div>
      </div>
    </details>
  );
}

/** /admin/cashback (admins): import a broker's month, record a credit, monthly totals, catalogue. */
export function AdminCashbackPage() {
  useDocumentTitle('Cashback — painel');
  const brokers = useAdminBrokers();
  if (brokers.isPending) return <PageStatus>Carregando o catálogo...</PageStatus>;
  if (brokers.isError) {
    return (
      <PageError
        title="Não foi possível carregar o catálogo"
        onRetry={() => void brokers.refetch()}
      >
        {errorMessage(brokers.error)}
      </PageError>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Cashback</h1>
        <p className="mt-2 text-muted-foreground">
          Repasses das corretoras aos investidores: extratos, lançamentos, totais e o catálogo de
          taxas. Toda alteração fica no registro de auditoria.
        </p>
      </header>
      <ImportPanel />
      <CreditPanel brokers={brokers.data.brokers} />
      <TotalsPanel />
      <SectionCard
        id="catalogo"
        icon={Landmark}
        title="Catálogo de corretoras e taxas"
        description="Os dados que /corretoras mostra e as taxas de toda estimativa (a página inicial inclusive). Uma nova taxa vale a partir do mês escolhido; os meses anteriores mantêm a sua."
      >
        <div className="grid gap-3">
          {brokers.data.brokers.map((broker) => (
            <BrokerEditor key={broker.id} broker={broker} />
          ))}
        </div>
      </SectionCard>
    </div>
  );
}
