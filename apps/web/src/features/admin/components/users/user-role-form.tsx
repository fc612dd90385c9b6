import { useState } from 'react';
import { ROLES, type Role, type TAdminUserDetail } from '@algoone/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ROLE_LABELS } from '@/lib/session';
import type { useUserActions } from '../../api/users';

/** Changing someone's role, confirmed first: their sessions end and they sign in again. */
export function UserRoleForm({
  user,
  actions,
}: {
  user: TAdminUserDetail;
  actions: ReturnType<typeof useUserActions>;
}) {
  const [role, setRole] = useState<Role | null>(null);
  const [confirm, setConfirm] = useState(false);
  const fromConsultant =
    user.role === 'consultant' ? ' Os clientes deste consultor voltam para a fila.' : '';
  return (
    <>
      <form
        className="mt-6 grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (role && role !== user.role) setConfirm(true);
        }}
      >
        <Label htmlFor="detalhe-papel">Mudar papel</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <NativeSelect
            id="detalhe-papel"
            aria-describedby="detalhe-papel-ajuda"
            value={role ?? user.role}
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
            busy={actions.update.isPending}
            disabled={!role || role === user.role}
          >
            Salvar papel
          </Button>
        </div>
        <p id="detalhe-papel-ajuda" className="text-xs text-muted-foreground">
          A pessoa entra de novo com o novo papel.
          {fromConsultant}
          {role === 'admin' &&
            user.role !== 'admin' &&
            ' Administradores ativam as duas etapas no primeiro acesso.'}
        </p>
      </form>
      {role && (
        <ConfirmDeleteDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={`Mudar o papel de ${user.name}?`}
          description={`De ${ROLE_LABELS[user.role]} para ${ROLE_LABELS[role]}. As sessões terminam agora e a pessoa entra de novo com o novo papel.${fromConsultant}`}
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
    </>
  );
}
