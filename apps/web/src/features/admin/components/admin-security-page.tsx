import { Link } from '@/components/link';
import {
  Bot,
  KeyRound,
  LockKeyhole,
  LogIn,
  MailWarning,
  MonitorSmartphone,
  ShieldAlert,
} from 'lucide-react';
import { PageError, PageStatus, SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatCount, formatDateTime } from '@/lib/format';
import type { TAdminSecurity, TTheoSettings } from '@algoone/contracts';
import { nameUserAgent } from '@algoone/domain';
import { ROLE_LABELS } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import {
  useAiProviderSettings,
  useDeadLetters,
  useRetryDeadLetter,
  useSecurityActions,
  useSecurityOverview,
} from '../api/security';

/** /admin/security (admins): who is failing to sign in, who is locked out, who is signed in. */
export function AdminSecurityPage() {
  useDocumentTitle('Segurança');
  const overview = useSecurityOverview();
  const actions = useSecurityActions();
  if (overview.isPending) return <PageStatus>Carregando a segurança...</PageStatus>;
  if (overview.isError) {
    return (
      <PageError
        title="Não foi possível carregar a segurança"
        onRetry={() => void overview.refetch()}
      >
        {errorMessage(overview.error)}
      </PageError>
    );
  }
  const data = overview.data;
  const fail = (title: string) => (error: unknown) =>
    toastError({ title, description: errorMessage(error) });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Segurança</h1>
        <p className="max-w-2xl text-muted-foreground">
          Nas últimas 24 horas:{' '}
          {formatCount(data.successesLast24h, 'entrada com sucesso', 'entradas com sucesso')},{' '}
          {formatCount(
            data.twoFactorPendingLast24h,
            'senha certa sem o código de duas etapas',
            'senhas certas sem o código de duas etapas',
          )}{' '}
          e {formatCount(data.failuresLast24h, 'falha', 'falhas')}. Cada ação aqui fica no registro
          de auditoria.
        </p>
      </header>

      <SectionCard
        id="tentativas"
        icon={LogIn}
        title="Últimas tentativas de entrada"
        description="As mais recentes primeiro. A pessoa aparece quando a senha estava certa."
      >
        {data.recentSignIns.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma tentativa registrada ainda.</p>
        ) : (
          <ol className="grid gap-2 text-sm" aria-label="Tentativas de entrada">
            {data.recentSignIns.map((attempt, index) => (
              <li
                key={`${attempt.at}-${index}`}
                className="grid gap-1 rounded-lg border p-3 sm:flex sm:items-center sm:justify-between"
              >
                <span className="grid">
                  <span className="font-medium [overflow-wrap:anywhere]">
                    {attempt.person
                      ? `${attempt.person.name} (${attempt.person.email})`
                      : 'Conta não identificada'}
                  </span>
                  <span className="text-muted-foreground">
                    {formatDateTime(attempt.at)} · {attempt.address}
                  </span>
                </span>
                <Badge
                  variant={
                    attempt.result === 'failure'
                      ? 'warning'
                      : attempt.twoFactorPending
                        ? 'outline'
                        : 'secondary'
                  }
                  className="justify-self-start"
                >
                  {attemptLabel(attempt)}
                </Badge>
              </li>
            ))}
          </ol>
        )}
      </SectionCard>

      <SectionCard
        id="falhas"
        icon={ShieldAlert}
        title="Falhas de acesso por endereço"
        description="Últimas 24 horas."
      >
        {data.failuresByAddress.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma falha nas últimas 24 horas.</p>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label="Falhas por endereço">
            {data.failuresByAddress.map((row) => (
              <li
                key={row.address}
                className="flex flex-wrap justify-between gap-2 rounded-lg border p-3"
              >
                <code>{row.address}</code>
                <span className="text-muted-foreground">
                  {formatCount(row.failures, 'falha', 'falhas')} · última em{' '}
                  {formatDateTime(row.lastAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard
        id="bloqueios"
        icon={LockKeyhole}
        title="Contas com falhas e bloqueios"
        description="Por email (cadastrado ou não) e endereço; as bloqueadas primeiro."
      >
        {data.failuresByAccount.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma conta com falhas registradas.</p>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label="Falhas por conta">
            {data.failuresByAccount.map((row) => (
              <li
                key={`${row.email}-${row.address}`}
                className="grid gap-2 rounded-lg border p-3 sm:flex sm:items-center sm:justify-between"
              >
                <span className="grid">
                  <span className="font-medium break-all">{row.email}</span>
                  <span className="text-muted-foreground">
                    {formatCount(row.failures, 'falha', 'falhas')} de {row.address} · última em{' '}
                    {formatDateTime(row.lastAt)}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  {row.lockedUntil && (
                    <Badge variant="warning">Bloqueada até {formatDateTime(row.lockedUntil)}</Badge>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    busy={actions.unlock.isPending}
                    onClick={() =>
                      actions.unlock.mutate(row.email, {
                        onSuccess: () =>
                          toastSuccess({
                            title: row.lockedUntil ? 'Acesso liberado' : 'Falhas zeradas',
                            description: row.email,
                          }),
                        onError: fail('Não foi possível desbloquear'),
                      })
                    }
                  >
                    {row.lockedUntil ? 'Desbloquear' : 'Zerar falhas'}
                    <span className="sr-only"> {row.email}</span>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard
        id="sessoes"
        icon={MonitorSmartphone}
        title="Sessões da equipe"
        description="Aparelhos conectados agora."
      >
        <ul className="grid gap-2 text-sm" aria-label="Sessões da equipe">
          {data.staffSessions.map((session) => (
            <li
              key={session.id}
              className="grid gap-2 rounded-lg border p-3 sm:flex sm:items-center sm:justify-between"
            >
              <span className="grid">
                <span className="font-medium">
                  {session.user.name} · {ROLE_LABELS[session.user.role]}
                </span>
                <span className="text-muted-foreground [overflow-wrap:anywhere]">
                  {session.address ?? 'endereço desconhecido'} · desde{' '}
                  {formatDateTime(session.createdAt)}
                  {' · '}
                  <span title={session.userAgent ?? undefined}>
                    {nameUserAgent(session.userAgent)}
                  </span>
                </span>
              </span>
              {session.current ? (
                <Badge variant="secondary">Esta sessão</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  busy={actions.revoke.isPending}
                  onClick={() =>
                    actions.revoke.mutate(session.id, {
                      onSuccess: () =>
                        toastSuccess({ title: 'Sessão encerrada', description: session.user.name }),
                      onError: fail('Não foi possível encerrar'),
                    })
                  }
                >
                  Encerrar
                  <span className="sr-only"> a sessão de {session.user.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </SectionCard>

      <SectionCard id="duas-etapas" icon={KeyRound} title="Verificação em duas etapas da equipe">
        <ul className="grid gap-2 text-sm" aria-label="Equipe">
          {data.staff.map((person) => (
            <li
              key={person.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
            >
              <span>
                {person.name} · {ROLE_LABELS[person.role]}
                {!person.active && ' (desativado)'}
              </span>
              <Badge variant={person.twoFactorEnabled ? 'secondary' : 'warning'}>
                {person.twoFactorEnabled ? 'Duas etapas ativas' : 'Sem duas etapas'}
              </Badge>
            </li>
          ))}
        </ul>
      </SectionCard>

      <SectionCard
        id="emails-nao-entregues"
        icon={MailWarning}
        title="Emails não entregues"
        description="Emails que falharam em todas as tentativas (links de nova senha, convites, avisos). O texto nunca é mostrado: pode conter um link de acesso."
      >
        <DeadLetters />
      </SectionCard>

      <SectionCard
        id="ia"
        icon={Bot}
        title="Provedor de IA"
        description="Quem responde no modo IA do Theo. A chave nunca é mostrada inteira."
      >
        <AiProviderSummary />
        <Button asChild variant="outline" className="mt-4">
          <Link to="/admin/theo">Alterar ou testar o provedor</Link>
        </Button>
      </SectionCard>
    </div>
  );
}

function attemptLabel(attempt: TAdminSecurity['recentSignIns'][number]): string {
  if (attempt.result === 'success') {
    return attempt.twoFactorPending ? 'Senha certa, falta o código' : 'Entrou';
  }
  return attempt.reason === 'locked' ? 'Recusada: acesso bloqueado' : 'Recusada';
}

function DeadLetters() {
  const deadLetters = useDeadLetters();
  const retry = useRetryDeadLetter();
  if (deadLetters.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando os emails não entregues...
      </p>
    );
  }
  if (deadLetters.isError) {
    return (
      <SectionError onRetry={() => void deadLetters.refetch()}>
        {errorMessage(deadLetters.error)}
      </SectionError>
    );
  }
  const { items, total } = deadLetters.data;
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhum email deixou de ser entregue.</p>;
  }
  return (
    <div className="grid gap-2">
      {total > items.length && (
        <p className="text-sm text-muted-foreground">
          Os {items.length} mais recentes de {formatCount(total, 'email', 'emails')}.
        </p>
      )}
      <ul className="grid gap-2 text-sm" aria-label="Emails não entregues">
        {items.map((item) => (
          <li
            key={item.id}
            className="grid gap-2 rounded-lg border p-3 sm:flex sm:items-center sm:justify-between"
          >
            <span className="grid min-w-0">
              <span className="font-medium [overflow-wrap:anywhere]">{item.subject}</span>
              <span className="text-muted-foreground [overflow-wrap:anywhere]">
                Para {item.to} · criado em {formatDateTime(item.createdAt)} ·{' '}
                {formatCount(item.attempts, 'tentativa', 'tentativas')}
                {item.lastAttemptAt && `, a última em ${formatDateTime(item.lastAttemptAt)}`}
              </span>
              {item.lastError && (
                <span className="text-muted-foreground [overflow-wrap:anywhere]">
                  Último erro: {item.lastError}
                </span>
              )}
            </span>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              busy={retry.isPending}
              onClick={() =>
                retry.mutate(item.id, {
                  onSuccess: () =>
                    toastSuccess({
                      title: 'Email na fila de novo',
                      description: `Será enviado para ${item.to} com novas tentativas.`,
                    }),
                  onError: (error) =>
                    toastError({
                      title: 'Não foi possível reenviar',
                      description: errorMessage(error),
                    }),
                })
              }
            >
              Enviar de novo
              <span className="sr-only"> o email para {item.to}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const SOURCE_LABELS: Record<TTheoSettings['source'], string> = {
  admin: 'Configurado neste painel',
  environment: 'Definido no ambiente do servidor',
  none: 'Nenhum: o Theo responde no modo Básico',
};

function AiProviderSummary() {
  const settings = useAiProviderSettings();
  if (settings.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando o provedor...
      </p>
    );
  }
  if (settings.isError) {
    return (
      <SectionError onRetry={() => void settings.refetch()}>
        {errorMessage(settings.error)}
      </SectionError>
    );
  }
  const ai = settings.data;
  const rows: [string, string][] = [['Origem', SOURCE_LABELS[ai.source]]];
  if (ai.source !== 'none') {
    rows.push(
      ['Endereço', ai.baseUrl ?? '—'],
      ['Modelo', ai.label ? `${ai.label} (${ai.model})` : ai.model],
      ['Chave', ai.apiKeyMasked ?? '—'],
    );
    if (ai.updatedAt) rows.push(['Alterado em', formatDateTime(ai.updatedAt)]);
  }
  rows.push([
    'Endereços privados',
    ai.allowPrivateBaseUrl ? 'Permitidos (ambiente de testes)' : 'Recusados',
  ]);
  return (
    <dl className="grid gap-3 text-sm sm:gap-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
