import { Check, Info } from 'lucide-react';
import type { TBroker } from '@algoone/contracts';
import { FormAlert } from '@/components/forms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { toggleBroker } from '../lib/wizard';
import { WizardNav } from './wizard-nav';

/** Step 3: which partner brokers the investor uses or will use (at least one). */
export function StepBrokers({
  brokers,
  loading,
  loadFailed,
  onRetry,
  selected,
  onChange,
  onBack,
  onNext,
}: {
  brokers: readonly TBroker[] | undefined;
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  selected: readonly string[];
  onChange: (brokerIds: string[]) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <div>
      {loading && (
        <div role="status" className="grid gap-3 sm:grid-cols-2">
          <span className="sr-only">Carregando as corretoras...</span>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-[74px] animate-pulse rounded-lg bg-muted" />
          ))}
        </div>
      )}
      {loadFailed && (
        <div className="grid gap-4">
          <FormAlert title="Não foi possível carregar as corretoras">
            Verifique sua conexão e tente novamente. Suas respostas até aqui estão guardadas.
          </FormAlert>
          <Button type="button" variant="outline" className="w-fit" onClick={onRetry}>
            Tentar novamente
          </Button>
        </div>
      )}
      {brokers && (
        <fieldset className="min-w-0">
          <legend className="mb-4 text-sm font-medium">
            Escolha uma ou mais corretoras{' '}
            <span className="font-normal text-muted-foreground">
              ({selected.length === 1 ? '1 escolhida' : `${selected.length} escolhidas`})
            </span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {brokers.map((broker) => {
              const id = `corretora-${broker.id}`;
              const checked = selected.includes(broker.id);
              return (
                <label
                  key={broker.id}
                  htmlFor={id}
                  className={cn(
                    'relative flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/50 hover:bg-secondary/40',
                    'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                    checked && 'border-primary bg-secondary/70',
                  )}
                >
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked}
                    aria-describedby={`${id}-cashback`}
                    onChange={() => onChange(toggleBroker(selected, broker.id))}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-input bg-background',
                      checked && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {checked && <Check className="size-3.5" strokeWidth={3} />}
                  </span>
                  <span className="grid gap-1">
                    <span className="flex flex-col items-start gap-1 font-semibold">
                      {broker.name}
                      {broker.featured && <Badge variant="secondary">Parceira em destaque</Badge>}
                    </span>
                    <span id={`${id}-cashback`} className="text-sm text-muted-foreground">
                      Cashback estimado de {formatPercent(broker.cashbackAnnualRatePercent, 2)} ao
                      ano sobre o patrimônio
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <p className="mt-6 flex items-start gap-2 rounded-lg bg-muted/70 p-3 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          O AlgoOne não tem a custódia do seu dinheiro: ele fica na corretora, em seu nome, e você
          pode trocar de corretora quando quiser. Parte da remuneração que as corretoras nos pagam
          volta para você como cashback.
        </span>
      </p>
      <WizardNav
        idPrefix="passo-3"
        onBack={onBack}
        onNext={onNext}
        nextDisabled={selected.length === 0}
        hint="Escolha pelo menos uma corretora para continuar."
      />
    </div>
  );
}
