import { errorMessage } from '@/lib/form-errors';
import { toastError, toastSuccess } from '@/lib/spec-toasts';
import { useConfirmBroker, useUnconfirmBroker } from '../api/confirm-broker';

const CONFIRMED_TOAST = {
  title: 'Conta confirmada',
  description: 'A etapa Corretora da sua jornada está concluída.',
};

/**
 * Confirming (or undoing) that the investor opened an account at a broker, with its toasts,
 * and which broker is being saved (its buttons wait).
 */
export function useBrokerConfirmation() {
  const confirm = useConfirmBroker();
  const unconfirm = useUnconfirmBroker();
  const onError = (error: unknown) =>
    toastError({ title: 'Não foi possível salvar', description: errorMessage(error) });
  return {
    busyId: confirm.isPending
      ? confirm.variables
      : unconfirm.isPending
        ? unconfirm.variables
        : null,
    confirm: (id: string) =>
      confirm.mutate(id, { onSuccess: () => toastSuccess(CONFIRMED_TOAST), onError }),
    unconfirm: (id: string) =>
      unconfirm.mutate(id, {
        onSuccess: () =>
          toastSuccess({
            title: 'Confirmação desfeita',
            description: 'A conta nesta corretora não conta mais como aberta.',
          }),
        onError,
      }),
  };
}

export type BrokerConfirmation = ReturnType<typeof useBrokerConfirmation>;
