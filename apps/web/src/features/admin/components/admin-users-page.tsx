import { useEffect, useState, type FormEvent } from 'react';
import { Search, UserCog, Users } from 'lucide-react';
import { ROLES, type Role, type TAdminUserRow } from '@algoone/contracts';
import {
  PLANS,
  SUBSCRIPTION_STATUS_LABELS,
  type PlanPeriod,
  type SubscriptionStatus,
} from '@algoone/domain';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { SectionError } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { ROLE_LABELS, useMe } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import { useAdminUser, useAdminUsers, useUserActions } from '../api/users';
import { LoadMore } from './load-more';

/** Below Tailwind's `lg`, where the list and the detail stack. */
const NARROW = '(max-width: 1023.98px)';

function subscriptionLabel(subscription: { plan: string; status: string }): string {
  const plan = PLANS[subscription.plan as PlanPeriod]?.name ?? subscription.plan;
  const status =
    SUBSCRIPTION_STATUS_LABELS[subscription.status as SubscriptionStatus] ?? subscription.status;
  return `${plan} · ${status}`;
}

/** /admin/usuarios (admins): find anyone among many, then act on the account. */
export function AdminUsersPage() {
  useDocumentTitle('Usuários');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<{ q: string; role: Role | '' }>({ q: '', role: '' });
  const [selected, setSelected] = useState<string | null>(null);
  const users = useAdminUsers(filters);
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, q: text.trim() });
    setSelected(null);
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Usuários</h1>
        <p className="max-w-2xl text-muted-foreground">
          Busque por nome ou email (sem se preocupar com acentos). Cada consulta a dados de uma
          pessoa e cada alteração ficam no registro de auditoria.
        </p>
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard id="lista" icon={Users} title="Pessoas" description="Em ordem alfabética.">
          <form
            role="search"
            onSubmit={search}
            className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="grid flex-1 gap-2">
              <Label htmlFor="busca-usuarios">Nome ou email</Label>
              <Input
                id="busca-usuarios"
                value={text}
                maxLength={100}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="filtro-papel">Papel</Label>
              <NativeSelect
                id="filtro-papel"
                value={filters.role}
                onChange={(e) => setFilters({ ...filters, role: e.target.value as Role | '' })}
              >
                <option value="">Todos</option>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit">
              <Search aria-hidden="true" />
              Buscar
            </Button>
          </form>
          {users.isError && rows.length === 0 ? (
            <SectionError onRetry={() => void users.refetch()}>
              {errorMessage(users.error)}
            </SectionError>
          ) : users.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Carregando...
            </p>
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">Ninguém encontrado com esta busca.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Resultados">
              {rows.map((row) => (
                <UserRow
                  key={row.id}
                  row={row}
                  selected={row.id === selected}
                  onSelect={() => setSelected(row.id)}
                />
              ))}
            </ul>
          )}
          <LoadMore query={users} what="pessoas" />
        </SectionCard>
        {selected ? (
          <UserDetail key={selected} id={selected} />
        ) : (
          <p className="self-start rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            Escolha uma pessoa na lista para ver os detalhes e agir sobre a conta.
          </p>
        )}
      </div>
    </div>
  );
}

function UserRow({
  row,
  selected,
  onSelect,
}: {
  row: TAdminUserRow;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        className={cn(
          'grid w-full gap-1 rounded-lg border p-3 text-left text-sm transition-colors hover:bg-secondary',
          selected && 'border-primary bg-secondary',
        )}
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{row.name}</span>
          <span className="flex gap-1">
            <Badge variant="secondary">{ROLE_LABELS[row.role]}</Badge>
            {row.disabled && <Badge variant="warning">Desativada</Badge>}
          </span>
        </span>
        <span className="truncate text-muted-foreground">{row.email}</span>
        {row.consultant && (
          <span className="text-xs text-muted-foreground">Consultor: {row.consultant.name}</span>
        )}
      </button>
    </li>
  );
}

function UserDetail({ id }: { id: string }) {
  const user = useAdminUser(id);
  const actions = useUserActions(id);
  const { data: me } = useMe();
  const [consultantId, setConsultantId] = useState<string | null>(null);
  const [role, setRole] = useState<Role | null>(null);
  const [confirmRole, setConfirmRole] = useState(false);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [confirmDeletion, setConfirmDeletion] = useState(false);
  const loaded = user.isSuccess;
  useEffect(() => {
    // On a phone the detail sits below the whole list: bring it into view, and the reader there.
    if (!loaded || !window.matchMedia(NARROW).matches) return;
    const heading = document.getElementById('detalhe-titulo');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [loaded]);
  if (user.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando a conta...
      </p>
    );
  }
  if (user.isError) {
    return (
      <SectionError onRetry={() => void user.refetch()}>{errorMessage(user.error)}</SectionError>
    );
  }
  const data = user.data;
  const self = me?.user.id === data.id;
  // "Escolha um consultor ativo." when the one chosen was deactivated since the page loaded.
  const consultantError =
    isApiError(actions.update.error) && actions.update.error.fields?.consultantId
      ? actions.update.error.fields.consultantId
      : null;
  const chosen = consultantId ?? data.consultant?.id ?? '';
  const fail = (title: string) => (error: unknown) =>
    toastError({ title, description: errorMessage(error) });
  return (
    <SectionCard
      id="detalhe"
      icon={UserCog}
      title={data.name}
      description={<span className="break-all">{data.email}</span>}
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Papel</dt>
          <dd>{ROLE_LABELS[data.role]}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Desde</dt>
          <dd>{formatDate(data.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Perfil</dt>
          <dd>{data.profile ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Assinatura</dt>
          <dd>{data.subscription ? subscriptionLabel(data.subscription) : '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Aportes / objetivos</dt>
          <dd>
            {data.counts.aportes} / {data.counts.goals}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Último acesso</dt>
          <dd>{data.lastSignInAt ? formatDateTime(data.lastSignInAt) : '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Duas etapas</dt>
          <dd>{data.twoFactorEnabled ? 'Ativada' : 'Desativada'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Situação</dt>
          <dd>
            {data.disabled ? 'Desativada' : 'Ativa'}
            {data.deletionScheduledFor && ` · exclusão em ${formatDate(data.deletionScheduledFor)}`}
          </dd>
        </div>
      </dl>

      {!self && (
        <form
          className="mt-6 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (role && role !== data.role) setConfirmRole(true);
          }}
        >
          <Label htmlFor="detalhe-papel">Mudar papel</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <NativeSelect
              id="detalhe-papel"
              aria-describedby="detalhe-papel-ajuda"
              value={role ?? data.role}
              onChange={(e) => setRole(e.target.value as Role)}
            >
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
            <Button
              type="submit"
              disabled={actions.update.isPending || !role || role === data.role}
            >
              Salvar papel
            </Button>
          </div>
          <p id="detalhe-papel-ajuda" className="text-xs text-muted-foreground">
            A pessoa entra de novo com o novo papel.
            {data.role === 'consultant' && ' Os clientes deste consultor voltam para a fila.'}
            {role === 'admin' &&
              data.role !== 'admin' &&
              ' Administradores ativam as duas etapas no primeiro acesso.'}
          </p>
        </form>
      )}

      {data.role === 'investor' && (
        <form
          className="mt-6 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            actions.update.mutate(
              { consultantId: chosen || null },
              {
                onSuccess: () =>
                  toastSuccess({
                    title: 'Consultor atualizado',
                    description: 'A mudança foi registrada no log.',
                  }),
                onError: fail('Não foi possível trocar o consultor'),
              },
            );
          }}
        >
          <Label htmlFor="detalhe-consultor">Consultor responsável</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <NativeSelect
              id="detalhe-consultor"
              aria-invalid={consultantError ? true : undefined}
              aria-describedby={consultantError ? 'detalhe-consultor-erro' : undefined}
              value={chosen}
              onChange={(e) => setConsultantId(e.target.value)}
            >
              <option value="">Fila compartilhada (sem consultor)</option>
              {data.consultants.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" disabled={actions.update.isPending}>
              Salvar consultor
            </Button>
          </div>
          {consultantError && (
            <p id="detalhe-consultor-erro" className="text-sm text-destructive">
              {consultantError}
            </p>
          )}
        </form>
      )}

      <div className="mt-6 flex flex-wrap gap-2">
        {!self &&
          (data.disabled ? (
            <Button
              variant="outline"
              size="sm"
              disabled={actions.act.isPending}
              onClick={() =>
                actions.act.mutate('enable', {
                  onSuccess: () =>
                    toastSuccess({
                      title: 'Conta reativada',
                      description: 'A pessoa pode entrar de novo.',
                    }),
                  onError: fail('Não foi possível alterar a conta'),
                })
              }
            >
              Reativar conta
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => setConfirmDisable(true)}>
              Desativar conta
            </Button>
          ))}
        {data.twoFactorEnabled && (
          <Button
            variant="outline"
            size="sm"
            disabled={actions.act.isPending}
            onClick={() =>
              actions.act.mutate('resetTwoFactor', {
                onSuccess: () =>
                  toastSuccess({
                    title: 'Duas etapas removidas',
                    description: 'A pessoa cadastra de novo.',
                  }),
                onError: fail('Não foi possível remover'),
              })
            }
          >
            Redefinir duas etapas
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={actions.passwordReset.isPending}
          onClick={() =>
            actions.passwordReset.mutate(undefined, {
              onSuccess: () =>
                toastSuccess({
                  title: 'Link enviado',
                  description: `Enviamos o link de nova senha para ${data.email}.`,
                }),
              onError: fail('Não foi possível enviar'),
            })
          }
        >
          Enviar link de nova senha
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={actions.exportHref} download>
            Exportar dados (JSON)
          </a>
        </Button>
        {data.role === 'investor' && !data.deletionScheduledFor && (
          <Button variant="destructive" size="sm" onClick={() => setConfirmDeletion(true)}>
            Agendar exclusão
          </Button>
        )}
      </div>
      <ConfirmDeleteDialog
        open={confirmDeletion}
        onOpenChange={setConfirmDeletion}
        title="Agendar a exclusão desta conta?"
        description="Use apenas a pedido do titular ao encarregado. As sessões terminam agora, a assinatura é cancelada e os dados são apagados em 7 dias, salvo o que a lei exige guardar."
        confirmLabel="Agendar exclusão"
        pendingLabel="Agendando..."
        dismissLabel="Voltar"
        pending={actions.deletion.isPending}
        onConfirm={() => actions.deletion.mutateAsync()}
        success={{ title: 'Exclusão agendada', description: 'A conta será apagada em 7 dias.' }}
        failureTitle="Não foi possível agendar"
      />
      {role && (
        <ConfirmDeleteDialog
          open={confirmRole}
          onOpenChange={setConfirmRole}
          title={`Mudar o papel de ${data.name}?`}
          description={`De ${ROLE_LABELS[data.role]} para ${ROLE_LABELS[role]}. As sessões terminam agora e a pessoa entra de novo com o novo papel.${
            data.role === 'consultant' ? ' Os clientes deste consultor voltam para a fila.' : ''
          }`}
          confirmLabel="Mudar papel"
          pendingLabel="Salvando..."
          dismissLabel="Voltar"
          pending={actions.update.isPending}
          onConfirm={() => actions.update.mutateAsync({ role })}
          onDeleted={() => setRole(null)}
          success={{
            title: 'Papel atualizado',
            description: 'As sessões da pessoa foram encerradas. A mudança está no log.',
          }}
          failureTitle="Não foi possível mudar o papel"
        />
      )}
      <ConfirmDeleteDialog
        open={confirmDisable}
        onOpenChange={setConfirmDisable}
        title={`Desativar a conta de ${data.name}?`}
        description={`As sessões terminam agora e a pessoa não entra até a conta ser reativada.${
          data.role === 'consultant' ? ' Os clientes deste consultor voltam para a fila.' : ''
        }`}
        confirmLabel="Desativar conta"
        pendingLabel="Desativando..."
        dismissLabel="Voltar"
        pending={actions.act.isPending}
        onConfirm={() => actions.act.mutateAsync('disable')}
        success={{ title: 'Conta desativada', description: 'As sessões foram encerradas.' }}
        failureTitle="Não foi possível desativar"
      />
    </SectionCard>
  );
}
