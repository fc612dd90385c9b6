import { CalendarClock } from 'lucide-react';
import type { TPrivacySummary } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { toastSuccess } from '@/lib/spec-toasts';
import { useCancelDeletion } from '../../api/privacy';

/**
 * A deletion asked for and not carried out yet: when the data will be erased, and the way to
 * take it back (ADR 021). Shown first, since everything below goes on that date.
 */
export function PendingDeletionSection({
  deletion,
}: {
  deletion: NonNullable<TPrivacySummary['deletion']>;
}) {
  const cancel = useCancelDeletion();
  return (
    <section
      aria-labelledby="exclusao-pendente-titulo"
      className="grid gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-5 text-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="exclusao-pendente-titulo" className="text-lg font-semibold">
            Exclusão da conta agendada
          </h2>
          <p>
            Você pediu a exclusão em {formatDate(deletion.requestedAt)}. Seus dados pessoais serão
            apagados em {formatDate(deletion.eraseAfter)}, a menos que você cancele antes.
          </p>
        </div>
      </div>
      {cancel.isError && (
        <p role="alert" className="text-destructive">
          {errorMessage(cancel.error)}
        </p>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        busy={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () =>
              toastSuccess({
                title: 'Exclusão cancelada',
                description: 'Sua conta e seus dados continuam aqui.',
              }),
          })
        }
      >
        Cancelar exclusão
      </Button>
    </section>
  );
}
