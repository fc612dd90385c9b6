import { useState } from 'react';
import type { TAdminUserDetail } from '@algoone/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import type { useUserActions } from '../../api/users';

/**
 * What an admin does to an account: disable or re-enable it, reset two-factor, send a password
 * link, export the data, schedule the deletion (the last two on a DPO request).
 */
export function UserAccountActions({
  user,
  self,
  actions,
}: {
  user: TAdminUserDetail;
  /** The admin's own account: never disabled from here. */
  self: boolean;
  actions: ReturnType<typeof useUserActions>;
}) {
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [confirmDeletion, setConfirmDeletion] = useState(false);
  const fail = (title: string) => (error: unknown) =>
    toastError({ title, description: errorMessage(error) });
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-2">
        {!self &&
          (user.disabled ? (
            <Button
              variant="outline"
              size="sm"
              busy={actions.act.isPending}
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
        {user.twoFactorEnabled && (
          <Button
            variant="outline"
            size="sm"
            busy={actions.act.isPending}
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
          busy={actions.passwordReset.isPending}
          onClick={() =>
            actions.passwordReset.mutate(undefined, {
              onSuccess: () =>
                toastSuccess({
                  title: 'Link enviado',
                  description: `Enviamos o link de nova senha para ${user.email}.`,
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
        {user.role === 'investor' && !user.deletionScheduledFor && (
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
      <ConfirmDeleteDialog
        open={confirmDisable}
        onOpenChange={setConfirmDisable}
        title={`Desativar a conta de ${user.name}?`}
        description={`As sessões terminam agora e a pessoa não entra até a conta ser reativada.${
          user.role === 'consultant' ? ' Os clientes deste consultor voltam para a fila.' : ''
        }`}
        confirmLabel="Desativar conta"
        pendingLabel="Desativando..."
        dismissLabel="Voltar"
        pending={actions.act.isPending}
        onConfirm={() => actions.act.mutateAsync('disable')}
        success={{ title: 'Conta desativada', description: 'As sessões foram encerradas.' }}
        failureTitle="Não foi possível desativar"
      />
    </>
  );
}
