import { useState } from 'react';
import { UserPlus, UsersRound } from 'lucide-react';
import type { TAdminConsultant } from '@algoone/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { PageError, PageStatus } from '@/components/page-status';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/form-errors';
import { formatCount } from '@/lib/format';
import { useConsultantActions, useConsultants } from '../api/consultants';
import { InviteStaffForm } from './invite-staff-form';
import { PendingInvites } from './pending-invites';

/**
 * /admin/consultores (admins): the team, their clients, moving clients, deactivating; invites not
 * accepted yet, with resend and cancel.
 */
export function AdminConsultantsPage() {
  useDocumentTitle('Consultores');
  const consultants = useConsultants();
  if (consultants.isPending) return <PageStatus>Carregando os consultores...</PageStatus>;
  if (consultants.isError) {
    return (
      <PageError
        title="Não foi possível carregar os consultores"
        onRetry={() => void consultants.refetch()}
      >
        {errorMessage(consultants.error)}
      </PageError>
    );
  }
  const { consultants: list, invites, unassigned } = consultants.data;
  const active = list.filter((c) => c.active);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">Consultores</h1>
        <p className="max-w-2xl text-muted-foreground">
          A equipe, a carteira de clientes de cada um e as conversas aguardando resposta.{' '}
          {unassigned === 1 ? '1 investidor está' : `${unassigned} investidores estão`} na fila
          compartilhada, sem consultor.
        </p>
      </header>
      <SectionCard
        id="equipe"
        icon={UsersRound}
        title="Equipe"
        description={formatCount(list.length, 'consultor', 'consultores')}
      >
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhum consultor ainda. Convide o primeiro abaixo.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Consultores">
            {list.map((consultant) => (
              <ConsultantRow key={consultant.id} consultant={consultant} others={active} />
            ))}
          </ul>
        )}
      </SectionCard>
      <PendingInvites invites={invites} />
      <SectionCard
        id="convidar"
        icon={UserPlus}
        title="Convidar consultor(a)"
        description="A pessoa recebe por email um link para definir a senha, válido por 72 horas e uma única vez."
      >
        <InviteStaffForm />
      </SectionCard>
    </div>
  );
}

function ConsultantRow({
  consultant,
  others,
}: {
  consultant: TAdminConsultant;
  others: TAdminConsultant[];
}) {
  const actions = useConsultantActions();
  const [to, setTo] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [confirmTransfer, setConfirmTransfer] = useState(false);
  const targets = others.filter((c) => c.id !== consultant.id);
  const targetName = targets.find((c) => c.id === to)?.name;
  const clients = formatCount(consultant.clients, 'cliente', 'clientes');
  const selectId = `passar-${consultant.id}`;
  return (
    <li className="grid gap-3 rounded-lg border p-4 text-sm" aria-label={consultant.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="block font-semibold">{consultant.name}</span>
          <span className="break-all text-muted-foreground">{consultant.email}</span>
        </span>
        <span className="flex flex-wrap gap-1">
          {!consultant.active && <Badge variant="warning">Desativado</Badge>}
          <Badge variant="secondary">{clients}</Badge>
          <Badge variant={consultant.openConversations > 0 ? 'warning' : 'secondary'}>
            {consultant.openConversations} aguardando
          </Badge>
          <Badge variant="outline">
            {consultant.twoFactorEnabled ? 'Duas etapas ativas' : 'Sem duas etapas'}
          </Badge>
        </span>
      </div>
      {consultant.clients > 0 && (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirmTransfer(true);
          }}
        >
          <div className="grid flex-1 gap-2">
            <Label htmlFor={selectId}>Passar todos os clientes para</Label>
            <NativeSelect id={selectId} value={to} onChange={(e) => setTo(e.target.value)}>
              <option value="">Fila compartilhada</option>
              {targets.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline" busy={actions.reassign.isPending}>
            Transferir clientes
          </Button>
        </form>
      )}
      {consultant.active && (
        <Button
          variant="destructive"
          size="sm"
          className="justify-self-start"
          onClick={() => setConfirm(true)}
        >
          Desativar consultor
        </Button>
      )}
      <ConfirmDeleteDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Desativar ${consultant.name}?`}
        description="As sessões terminam agora e os clientes voltam para a fila compartilhada, onde qualquer consultor os atende."
        confirmLabel="Desativar"
        pendingLabel="Desativando..."
        dismissLabel="Voltar"
        pending={actions.deactivate.isPending}
        onConfirm={() => actions.deactivate.mutateAsync(consultant.id)}
        success={{
          title: 'Consultor desativado',
          description: 'Os clientes voltaram para a fila.',
        }}
        failureTitle="Não foi possível desativar"
      />
      <ConfirmDeleteDialog
        open={confirmTransfer}
        onOpenChange={setConfirmTransfer}
        title={`Transferir ${consultant.clients === 1 ? 'o cliente' : `os ${clients}`} de ${consultant.name}?`}
        description={
          targetName
            ? `Passam a ser atendidos por ${targetName}, que vê as carteiras, os objetivos e as conversas deles. A mudança fica no log.`
            : 'Voltam para a fila compartilhada, onde qualquer consultor os atende. A mudança fica no log.'
        }
        confirmLabel="Transferir"
        pendingLabel="Transferindo..."
        dismissLabel="Voltar"
        pending={actions.reassign.isPending}
        onConfirm={() => actions.reassign.mutateAsync({ from: consultant.id, to: to || null })}
        success={{
          title: 'Clientes transferidos',
          description: targetName
            ? `Os clientes agora estão com ${targetName}.`
            : 'Os clientes estão na fila compartilhada.',
        }}
        failureTitle="Não foi possível transferir"
      />
    </li>
  );
}
