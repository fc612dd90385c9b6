import { useId, useState } from 'react';
import type { TReviewRequest } from '@algoone/contracts';
import { FieldError } from '@/components/forms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTimeShort } from '@/lib/format';
import { toastSuccess } from '@/lib/spec-toasts';
import { useDecideReviewRequest } from '../api/decide-review-request';
import { saoPauloInputToIso } from '../lib/sao-paulo-time';

/** What staff may do with an open request: confirm a time, propose another, or close it. */
export function StaffReviewActions({
  request,
  canAnswer,
}: {
  request: TReviewRequest;
  canAnswer: boolean;
}) {
  const id = useId();
  const decide = useDecideReviewRequest();
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!canAnswer || (request.status !== 'pending' && request.status !== 'counter_proposed'))
    return null;

  const run = (body: Parameters<typeof decide.mutateAsync>[0]['body'], done: string) =>
    decide.mutateAsync({ id: request.id, body }).then(
      () => {
        setError(null);
        toastSuccess({ title: done, description: 'O cliente vê a resposta no chat.' });
      },
      (failure: unknown) =>
        setError(
          isApiError(failure) ? (failure.fields?.time ?? failure.message) : errorMessage(failure),
        ),
    );

  return (
    <div className="grid w-full max-w-full gap-2 rounded-md border bg-card p-3 text-sm sm:max-w-[85%]">
      {request.kind === 'schedule' && (
        <>
          <div className="flex flex-wrap gap-2">
            {request.proposedTimes.map((time) => (
              <Button
                key={time}
                size="sm"
                busy={decide.isPending}
                onClick={() => void run({ action: 'confirm', time }, 'Revisão confirmada')}
              >
                Confirmar {formatDateTimeShort(time)}
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            {/* The date field shrinks with the card on a phone instead of being clipped. */}
            <div className="grid min-w-0 flex-1 basis-48 gap-1">
              <label htmlFor={`${id}-outro`} className="text-xs font-medium">
                Propor outro horário (Brasília)
              </label>
              <Input
                id={`${id}-outro`}
                type="datetime-local"
                value={other}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-erro` : undefined}
                onChange={(event) => setOther(event.target.value)}
                className="h-9 w-full min-w-0"
              />
            </div>
            <Button
              size="sm"
              variant="outline"
              busy={decide.isPending}
              disabled={!other}
              onClick={() => {
                const time = saoPauloInputToIso(other);
                if (time) void run({ action: 'propose', time }, 'Novo horário proposto');
              }}
            >
              Propor
            </Button>
          </div>
        </>
      )}
      <div>
        <Button
          size="sm"
          variant="ghost"
          busy={decide.isPending}
          onClick={() => void run({ action: 'close' }, 'Pedido concluído')}
        >
          Concluir pedido
        </Button>
      </div>
      {error && <FieldError id={`${id}-erro`}>{error}</FieldError>}
    </div>
  );
}
