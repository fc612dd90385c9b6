import { useState } from 'react';
import { Check, Circle, Loader2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TTracker } from '@algoone/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useUpdateTracker } from '../api/update-tracker';
import { MANUAL_STEP_FIELD, TRACKER_STEP_COPY } from '../lib/dashboard-text';

type ManualField = 'brokerStepDone' | 'allocationStepDone';

/**
 * The 4-step tracker (Perfil, Estratégia, Corretora, Alocação). Each step is done because the
 * data says so; steps 3 and 4 can also be marked by hand (docs/product.md §4), kept by the server.
 */
export function JourneyTracker({ tracker }: { tracker: TTracker }) {
  const update = useUpdateTracker();
  const doneCount = tracker.steps.filter((step) => step.done).length;
  const total = tracker.steps.length;

  // What the investor just chose, shown at once while it saves; cleared once the server's
  // answer has refreshed the tracker.
  const [chosen, setChosen] = useState<Partial<Record<ManualField, boolean>>>({});

  const toggle = (field: ManualField, done: boolean) => {
    setChosen((current) => ({ ...current, [field]: done }));
    update.mutate(
      { [field]: done },
      {
        onError: (error) =>
          toast.error('Não foi possível salvar', { description: errorMessage(error) }),
        onSettled: () => setChosen((current) => ({ ...current, [field]: undefined })),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby="jornada-titulo">
      <CardHeader className="pb-4 sm:pb-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle id="jornada-titulo">Sua jornada</CardTitle>
            <CardDescription>Quatro etapas para investir com um plano.</CardDescription>
          </div>
          <p className="text-sm font-medium">
            {doneCount} de {total} etapas concluídas
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Progresso da jornada"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={doneCount}
          aria-valuetext={`${doneCount} de ${total} etapas concluídas`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${(doneCount / total) * 100}%` }}
          />
        </div>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {tracker.steps.map((step, index) => {
            const copy = TRACKER_STEP_COPY[step.step];
            const field = MANUAL_STEP_FIELD[step.step];
            const isNext = tracker.nextStep === step.step;
            const checkboxId = `etapa-${index + 1}-manual`;
            const pending = field !== undefined ? chosen[field] : undefined;
            const busy = pending !== undefined;
            return (
              <li
                key={step.step}
                className={cn(
                  'flex flex-col gap-2 rounded-lg border p-4',
                  step.done && 'border-primary/30 bg-secondary/50',
                  isNext && 'border-primary ring-1 ring-primary',
                )}
              >
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                      step.done
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-muted-foreground/40 text-muted-foreground',
                    )}
                  >
                    {step.done ? <Check className="size-4" /> : index + 1}
                  </span>
                  <div className="grid">
                    <h3 className="font-semibold">
                      <span className="sr-only">Etapa {index + 1}: </span>
                      {copy.title}
                    </h3>
                    <p
                      className={cn(
                        'flex items-center gap-1 text-xs font-medium',
                        step.done ? 'text-primary' : 'text-muted-foreground',
                      )}
                    >
                      {step.done ? (
                        <Check className="size-3" aria-hidden="true" />
                      ) : (
                        <Circle className="size-3" aria-hidden="true" />
                      )}
                      {step.done ? 'Concluída' : isNext ? 'Próxima etapa' : 'Pendente'}
                    </p>
                  </div>
                </div>
                <p className="text-sm text-muted-foreground">
                  {step.automatic ? copy.doneBecause : copy.description}
                </p>
                {field && !step.automatic && (
                  <div className="mt-auto flex items-center gap-2 pt-1">
                    <Checkbox
                      id={checkboxId}
                      checked={pending ?? step.manual ?? false}
                      busy={update.isPending}
                      onChange={(event) => toggle(field, event.target.checked)}
                      className="size-5 shrink-0 rounded border-input accent-[var(--color-primary)]"
                    />
                    <label htmlFor={checkboxId} className="text-sm font-medium">
                      Marcar <span className="sr-only">a etapa {copy.title} </span>como concluída
                    </label>
                    {busy && (
                      <Loader2
                        className="size-4 animate-spin text-muted-foreground motion-reduce:animate-none"
                        aria-label="Salvando"
                      />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
