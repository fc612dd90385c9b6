import { useState } from 'react';
import type { TAdminUserDetail } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import type { useUserActions } from '../../api/users';

/** An investor's consultant (active ones only), or the shared queue. */
export function UserConsultantForm({
  user,
  actions,
}: {
  user: TAdminUserDetail;
  actions: ReturnType<typeof useUserActions>;
}) {
  const [consultantId, setConsultantId] = useState<string | null>(null);
  // "Escolha um consultor ativo." when the one chosen was deactivated since the page loaded.
  const consultantError =
    isApiError(actions.update.error) && actions.update.error.fields?.consultantId
      ? actions.update.error.fields.consultantId
      : null;
  const chosen = consultantId ?? user.consultant?.id ?? '';
  return (
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
            onError: (error) =>
              toastError({
                title: 'Não foi possível trocar o consultor',
                description: errorMessage(error),
              }),
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
          {user.consultants.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" busy={actions.update.isPending}>
          Salvar consultor
        </Button>
      </div>
      {consultantError && (
        <p id="detalhe-consultor-erro" className="text-sm text-destructive">
          {consultantError}
        </p>
      )}
    </form>
  );
}
