import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Database,
  Download,
  FileCheck2,
  Loader2,
  MessageSquareText,
  Trash2,
  UserPen,
} from 'lucide-react';
import {
  CASHBACK_API_ROUTES,
  PORTFOLIO_API_ROUTES,
  type TPrivacySummary,
} from '@algoone/contracts';
import {
  DELETION_GRACE_DAYS,
  DPO_CONTACT,
  PRIVACY_REQUEST_DEADLINE_DAYS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_LABELS,
  RETAINED_AFTER_DELETION,
  type PrivacyRequestKind,
} from '@algoone/domain';
import { Field } from '@/components/forms';
import { PageError, PageStatus, SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, inputClassName } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { useMe } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import {
  useConsents,
  useCorrectProfile,
  useCreatePrivacyRequest,
  useDownloadExport,
  usePrivacyRequests,
  usePrivacySummary,
  useRequestDeletion,
  useSetConsent,
} from '../api/privacy';
import { fieldError } from '../lib/field-error';

export const MY_DATA_LOADING_TEXT = 'Carregando seus dados...';

const DOCUMENT_LABELS: Record<string, string> = {
  terms: 'Termos de Uso',
  privacy: 'Política de Privacidade',
};

/** /meus-dados: the person's rights under LGPD, exercised here (docs/decisions/021-privacy.md). */
export function MyDataPage() {
  useDocumentTitle('Meus dados');
  const summary = usePrivacySummary();
  const { data: me } = useMe();

  if (summary.isPending) return <PageStatus>{MY_DATA_LOADING_TEXT}</PageStatus>;
  if (summary.isError) {
    return (
      <PageError
        title="Não foi possível carregar seus dados"
        onRetry={() => void summary.refetch()}
      >
        {errorMessage(summary.error)}
      </PageError>
    );
  }
  const investor = me?.user.role === 'investor';
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <header className="border-b pb-6">
        <p className="text-sm font-medium text-primary">LGPD · Lei 13.709/2018</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">Meus dados</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Veja o que guardamos sobre você, baixe uma cópia, corrija, gerencie seus consentimentos,
          fale com o encarregado ou exclua sua conta.
        </p>
      </header>
      <HeldData summary={summary.data} />
      <ExportSection investor={investor} />
      <CorrectSection summary={summary.data} investor={investor} />
      <ConsentsSection />
      <RequestsSection />
      {investor && <DeleteSection summary={summary.data} />}
    </div>
  );
}

function HeldData({ summary }: { summary: TPrivacySummary }) {
  const max = Math.max(1, ...summary.categories.map((c) => c.count));
  return (
    <SectionCard
      id="o-que-guardamos"
      icon={Database}
      title="O que guardamos sobre você"
      description="Registros por categoria, e o que acontece com cada uma se você excluir a conta."
    >
      <ul className="grid gap-3">
        {summary.categories.map((category) => (
          <li key={category.id} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{category.label}</span>
              <span className="tabular-nums text-muted-foreground">
                {category.count} {category.count === 1 ? 'registro' : 'registros'}
              </span>
            </div>
            <div className="h-2 rounded-full bg-secondary" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-primary"
                style={{ width: `${Math.round((category.count / max) * 100)}%` }}
              />
            </div>
            <span className="text-xs text-muted-foreground">
              {category.onDeletion === 'erased'
                ? 'Apagado na exclusão da conta'
                : 'Mantido anonimizado na exclusão, pelo prazo legal'}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function ExportSection({ investor }: { investor: boolean }) {
  const download = useDownloadExport();
  return (
    <SectionCard
      id="baixar"
      icon={Download}
      title="Baixar seus dados"
      description="Uma cópia completa, em formato aberto, para guardar ou levar a outro serviço (portabilidade)."
    >
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) =>
                toastError({ title: 'Não foi possível baixar', description: errorMessage(error) }),
            })
          }
        >
          {download.isPending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Baixar tudo (JSON)
        </Button>
        {investor && (
          <>
            <Button asChild variant="outline">
              <a href={PORTFOLIO_API_ROUTES.contributionsCsv} download>
                Aportes (CSV)
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={CASHBACK_API_ROUTES.statementCsv} download>
                Cashback (CSV)
              </a>
            </Button>
          </>
        )}
      </div>
    </SectionCard>
  );
}

function CorrectSection({ summary, investor }: { summary: TPrivacySummary; investor: boolean }) {
  const [name, setName] = useState(summary.profile.name);
  const [phone, setPhone] = useState(summary.profile.phone ?? '');
  const correct = useCorrectProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate(investor ? { name, phone } : { name }, {
      onSuccess: () =>
        toastSuccess({ title: 'Dados corrigidos', description: 'Seus dados foram atualizados.' }),
    });
  };
  return (
    <SectionCard
      id="corrigir"
      icon={UserPen}
      title="Corrigir dados"
      description="Seu nome e telefone. Para trocar o email de acesso, faça uma solicitação ao encarregado."
    >
      <form
        noValidate
        onSubmit={submit}
        className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2"
      >
        <Field id="dados-nome" label="Nome completo" error={fieldError(correct.error, 'name')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        {investor && (
          <Field
            id="dados-telefone"
            label="Telefone com DDD"
            error={fieldError(correct.error, 'phone')}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            )}
          </Field>
        )}
        <p className="text-sm break-all text-muted-foreground sm:col-span-2">
          Email: {summary.profile.email}
        </p>
        {correct.isError &&
          !fieldError(correct.error, 'name') &&
          !fieldError(correct.error, 'phone') && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {errorMessage(correct.error)}
            </p>
          )}
        <Button type="submit" className="justify-self-start" disabled={correct.isPending}>
          Salvar correção
        </Button>
      </form>
    </SectionCard>
  );
}

function ConsentsSection() {
  const consents = useConsents();
  const setConsent = useSetConsent();
  return (
    <SectionCard
      id="consentimentos"
      icon={FileCheck2}
      title="Consentimentos"
      description="O que você aceitou e quando; os opcionais podem ser retirados a qualquer momento."
    >
      {consents.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando...</p>
      ) : consents.isError ? (
        <SectionError onRetry={() => void consents.refetch()}>
          {errorMessage(consents.error)}
        </SectionError>
      ) : (
        <div className="grid gap-5 text-sm">
          <ul className="grid gap-1">
            {consents.data.accepted.map((c) => (
              <li key={`${c.document}-${c.version}`}>
                {DOCUMENT_LABELS[c.document] ?? c.document}, versão {c.version}: aceito em{' '}
                {formatDateTime(c.acceptedAt)}
              </li>
            ))}
          </ul>
          {consents.data.optional.map((option) => (
            <div key={option.purpose} className="grid gap-2 rounded-lg border p-4">
              <ConsentToggle
                // A new answer from the server resets the box to it.
                key={`${option.purpose}-${String(option.granted)}-${option.history.length}`}
                label={option.label}
                granted={option.granted}
                pending={setConsent.isPending}
                onChange={(granted) => setConsent.mutate({ purpose: option.purpose, granted })}
              />
              <p className="text-muted-foreground">
                {option.history.length === 0
                  ? 'Opcional. Nunca concedido.'
                  : option.history
                      .slice(0, 3)
                      .map(
                        (h) => `${h.granted ? 'Concedido' : 'Retirado'} em ${formatDateTime(h.at)}`,
                      )
                      .join(' · ')}
              </p>
            </div>
          ))}
          {consents.data.theo.length > 0 && (
            <p className="text-muted-foreground">
              Theo com IA:{' '}
              {consents.data.theo
                .map(
                  (t) =>
                    `${t.provider}, autorizado em ${formatDate(t.grantedAt)}${t.revokedAt ? `, retirado em ${formatDate(t.revokedAt)}` : ''}`,
                )
                .join('; ')}
              . Para retirar, use o aviso de consentimento em /theo.
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}

/** The box follows the click at once (a controlled box would wait for the server's answer). */
function ConsentToggle({
  label,
  granted,
  pending,
  onChange,
}: {
  label: string;
  granted: boolean;
  pending: boolean;
  onChange: (granted: boolean) => void;
}) {
  const [checked, setChecked] = useState(granted);
  return (
    <label className="flex items-center gap-3 font-medium">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        disabled={pending}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}

function RequestsSection() {
  const requests = usePrivacyRequests();
  const create = useCreatePrivacyRequest();
  const [kind, setKind] = useState<PrivacyRequestKind>('access');
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind, message },
      {
        onSuccess: (created) => {
          setMessage('');
          toastSuccess({
            title: 'Solicitação enviada',
            description: `Protocolo ${created.protocol}. Resposta até ${formatDate(created.dueAt)}.`,
          });
        },
      },
    );
  };
  return (
    <SectionCard
      id="encarregado"
      icon={MessageSquareText}
      title="Solicitações ao encarregado (DPO)"
      description={`${DPO_CONTACT.name}: ${DPO_CONTACT.email}. Respondemos em até ${PRIVACY_REQUEST_DEADLINE_DAYS} dias.`}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id="pedido-tipo" label="Tipo de solicitação">
          {(control) => (
            <NativeSelect
              {...control}
              value={kind}
              onChange={(e) => setKind(e.target.value as PrivacyRequestKind)}
            >
              {PRIVACY_REQUEST_KINDS.map((option) => (
                <option key={option} value={option}>
                  {PRIVACY_REQUEST_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id="pedido-mensagem"
          label="Descreva o que precisa"
          error={fieldError(create.error, 'message')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              className={cn(inputClassName, 'h-auto py-2')}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          )}
        </Field>
        {create.isError && !fieldError(create.error, 'message') && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(create.error)}
          </p>
        )}
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          Enviar solicitação
        </Button>
      </form>
      {requests.data && requests.data.length > 0 && (
        <ul className="mt-6 grid gap-3" aria-label="Suas solicitações">
          {requests.data.map((request) => (
            <li key={request.id} className="grid gap-1 rounded-lg border p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{request.protocol}</span>
                <Badge variant={request.status === 'answered' ? 'secondary' : 'warning'}>
                  {request.status === 'answered'
                    ? 'Respondida'
                    : `Prazo: ${formatDate(request.dueAt)}`}
                </Badge>
              </div>
              <span className="text-muted-foreground">
                {PRIVACY_REQUEST_LABELS[request.kind]} · {formatDate(request.createdAt)}
              </span>
              <p>{request.message}</p>
              {request.answer && (
                <p className="rounded-md bg-secondary p-3">
                  <span className="font-medium">Resposta:</span> {request.answer}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function DeleteSection({ summary }: { summary: TPrivacySummary }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const remove = useRequestDeletion();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { password, ...(summary.twoFactorEnabled ? { code } : {}) },
      {
        onSuccess: () => {
          // The server ended every session; the sign-in page forgets it in this browser once it
          // shows (forgetting here first would let this page's guard send the person to sign in
          // with /meus-dados as the next page, and without the notice).
          void navigate('/entrar?conta=exclusao-agendada', { replace: true });
        },
      },
    );
  };
  return (
    <SectionCard
      id="excluir"
      icon={Trash2}
      title="Excluir minha conta"
      description={`Depois do pedido, você tem ${DELETION_GRACE_DAYS} dias para mudar de ideia: basta entrar de novo.`}
    >
      <div className="grid gap-4 text-sm">
        <p>
          Ao pedir a exclusão, encerramos todas as suas sessões, cancelamos a assinatura (com
          reembolso se ainda estiver na garantia de 7 dias) e paramos de enviar emails. Passado o
          prazo, apagamos seus dados pessoais. Por exigência legal, guardamos anonimizados:
        </p>
        <ul className="grid gap-1 text-muted-foreground">
          {RETAINED_AFTER_DELETION.map((item) => (
            <li key={item.what}>
              • {item.what} — {item.years} anos ({item.why})
            </li>
          ))}
        </ul>
        {!open ? (
          <Button
            variant="destructive"
            className="justify-self-start"
            onClick={() => setOpen(true)}
          >
            Quero excluir minha conta
          </Button>
        ) : (
          <form
            noValidate
            onSubmit={submit}
            className="grid gap-4 rounded-lg border border-destructive/40 p-4 sm:max-w-md"
          >
            <Field
              id="excluir-senha"
              label="Confirme sua senha"
              error={fieldError(remove.error, 'password')}
            >
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
            {summary.twoFactorEnabled && (
              <Field
                id="excluir-codigo"
                label="Código do aplicativo autenticador"
                error={fieldError(remove.error, 'code')}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                )}
              </Field>
            )}
            {remove.isError &&
              !fieldError(remove.error, 'password') &&
              !fieldError(remove.error, 'code') && (
                <p role="alert" className="text-destructive">
                  {errorMessage(remove.error)}
                </p>
              )}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                Excluir minha conta
              </Button>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Voltar
              </Button>
            </div>
          </form>
        )}
      </div>
    </SectionCard>
  );
}
