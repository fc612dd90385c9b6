import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { CHAT_MESSAGES } from '@algoone/contracts';
import { Field } from '@/components/forms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, inputClassName } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/spec-toasts';
import { cn } from '@/lib/utils';
import { useCreateReviewRequest } from '../api/create-review-request';
import { saoPauloInputToIso } from '../lib/sao-paulo-time';

const SLOTS = [0, 1, 2] as const;

/**
 * 'Agendar Revisão': up to three times (Brasília time) and a note for the assigned consultant,
 * who confirms one or proposes another. Opened by ScheduleReviewButton, which loads this module
 * on the first click.
 */
export function ScheduleReviewDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [times, setTimes] = useState<string[]>(['', '', '']);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateReviewRequest();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const filled = times.filter((value) => value !== '');
    const isoTimes = filled.map(saoPauloInputToIso);
    if (filled.length === 0) return setErrors({ times: CHAT_MESSAGES.timesRequired });
    if (isoTimes.some((value) => value === null))
      return setErrors({ times: CHAT_MESSAGES.timeInvalid });
    setErrors({});
    try {
      await create.mutateAsync({
        kind: 'schedule',
        times: isoTimes.filter((value): value is string => value !== null),
        ...(note.trim() ? { note } : {}),
      });
      setOpen(false);
      setTimes(['', '', '']);
      setNote('');
      toastSuccess({ title: CHAT_MESSAGES.reviewSentTitle, description: CHAT_MESSAGES.reviewSent });
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      const timesError =
        fields && Object.entries(fields).find(([key]) => key.startsWith('times'))?.[1];
      setErrors({
        times: timesError ?? '',
        note: fields?.note ?? '',
        form: fields ? '' : errorMessage(error),
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Agendar revisão com seu consultor</DialogTitle>
          <DialogDescription>
            Sugira até três horários (horário de Brasília). Seu consultor confirma um deles ou
            propõe outro, e vocês dois recebem o convite por e-mail.
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={onSubmit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">Horários propostos</legend>
            {SLOTS.map((slot) => (
              <Field
                key={slot}
                id={`${id}-horario-${slot}`}
                label={`Opção ${slot + 1}${slot === 0 ? '' : ' (opcional)'}`}
                error={slot === 0 ? errors.times || undefined : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="datetime-local"
                    value={times[slot]}
                    onChange={(event) => {
                      const value = event.target.value;
                      setTimes((current) => current.map((v, i) => (i === slot ? value : v)));
                      // A fixed field no longer shows the old error.
                      setErrors((current) => ({ ...current, times: '' }));
                    }}
                  />
                )}
              </Field>
            ))}
          </fieldset>
          <Field
            id={`${id}-nota`}
            label="Sobre o que você quer falar? (opcional)"
            error={errors.note || undefined}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className={cn(inputClassName, 'h-auto resize-none')}
              />
            )}
          </Field>
          {errors.form && <p className="text-sm font-medium text-destructive">{errors.form}</p>}
        </form>
        <DialogFooter>
          <Button type="submit" form={`${id}-form`} busy={create.isPending}>
            {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Enviar pedido
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
