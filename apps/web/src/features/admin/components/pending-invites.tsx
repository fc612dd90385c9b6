import { useState } from 'react';
import { Send } from 'lucide-react';
import type { TPendingInvite } from '@algoone/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { formatCount, formatDateTime } from '@/lib/format';
import { ROLE_LABELS } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useInviteActions } from '../api/invites';

/**
 * Invites nobody accepted yet (/admin/consultores): the person cannot sign in, so no client goes
 * to them until they set a password. Sent again with a new link, or cancelled.
 */
export function PendingInvites({ invites }: { invites: TPendingInvite[] }) {
  if (invites.length === 0) return null;
  return (
    <SectionCard
      id="convites"
      icon={Send}
      title="Convites pendentes"
      description={`${formatCount(invites.length, 'convite ainda não aceito', 'convites ainda não aceitos')}. Até definir a senha, a pessoa não entra nem recebe clientes.`}
    >
      <ul className="grid gap-3" aria-label="Convites pendentes">
        {invites.map((invite) => (
          <PendingInviteRow key={invite.id} invite={invite} />
        ))}
      </ul>
    </SectionCard>
  );
}

function PendingInviteRow({ invite }: { invite: TPendingInvite }) {
  const actions = useInviteActions();
  const [confirm, setConfirm] = useState(false);
  const resend = () =>
    actions.resend.mutate(invite.id, {
      onSuccess: (sent) =>
        toastSuccess({
          title: 'Convite enviado de novo',
          description: `${invite.name} recebe um link novo, válido até ${formatDateTime(sent.linkExpiresAt)}. O anterior deixa de valer.`,
        }),
      onError: (error) =>
        toastError({ title: 'Não foi possível reenviar', description: errorMessage(error) }),
    });
  return (
    <li className="grid gap-3 rounded-lg border p-4 text-sm" aria-label={invite.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold">{invite.name}</span>
          <span className="break-all text-muted-foreground">{invite.email}</span>
        </span>
        <span className="flex flex-wrap gap-1">
          <Badge variant="secondary">{ROLE_LABELS[invite.role]}</Badge>
          <Badge variant={invite.linkExpiresAt ? 'outline' : 'warning'}>
            {invite.linkExpiresAt
              ? `Link vale até ${formatDateTime(invite.linkExpiresAt)}`
              : 'Link vencido'}
          </Badge>
        </span>
      </div>
      <p className="text-muted-foreground">Convidado(a) em {formatDateTime(invite.invitedAt)}.</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" busy={actions.resend.isPending} onClick={resend}>
          {actions.resend.isPending ? 'Reenviando...' : 'Reenviar convite'}
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setConfirm(true)}>
          Cancelar convite
        </Button>
      </div>
      <ConfirmDeleteDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Cancelar o convite de ${invite.name}?`}
        description="O link deixa de valer e a conta, nunca usada, é removida. O email pode ser convidado de novo. O cancelamento fica no log."
        confirmLabel="Cancelar convite"
        pendingLabel="Cancelando..."
        dismissLabel="Voltar"
        pending={actions.revoke.isPending}
        onConfirm={() => actions.revoke.mutateAsync(invite.id)}
        success={{ title: 'Convite cancelado', description: `${invite.name} não entra mais.` }}
        failureTitle="Não foi possível cancelar"
      />
    </li>
  );
}
