import { Check, HandCoins, Landmark, ShieldCheck } from 'lucide-react';
import { ONBOARDING_STEP_COUNT } from '@algoone/domain';
import { ProgressBar } from '@/components/questionnaire/progress-bar';
import { cn } from '@/lib/utils';
import { STEP_TITLES, stepPercent, stepTitle } from '../lib/wizard';

/** "Passo X de 5", percent and bar (docs/product.md §2), announced when the step changes. */
export function WizardProgress({ step }: { step: number }) {
  const percent = stepPercent(step);
  const label = `Passo ${step} de ${ONBOARDING_STEP_COUNT}`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-foreground">
          {label}
          <span className="font-normal text-muted-foreground"> · {stepTitle(step)}</span>
        </p>
        <p className="text-muted-foreground tabular-nums">{percent}%</p>
      </div>
      <ProgressBar value={percent} label="Progresso do cadastro" valueText={label} />
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`${label}: ${stepTitle(step)}`}
      </p>
    </div>
  );
}

const TRUST_POINTS = [
  { icon: ShieldCheck, text: 'Consultoria independente, sem conflito de interesses.' },
  { icon: Landmark, text: 'Seu dinheiro fica na sua corretora, em seu nome.' },
  { icon: HandCoins, text: 'Você cria a conta só no final, para salvar o plano.' },
];

/** The five steps at a glance, for wide screens. */
export function StepList({ step }: { step: number }) {
  return (
    <div className="grid gap-8">
      <ol aria-label="Etapas do cadastro" className="grid gap-1">
        {STEP_TITLES.map((title, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={title}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm',
                current &&
                  'bg-background font-semibold text-foreground shadow-xs ring-1 ring-border',
                !current && 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  current && 'border-primary text-primary',
                )}
              >
                {done ? <Check className="size-4" /> : number}
              </span>
              <span>
                {title}
                {done && <span className="sr-only"> (concluído)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <ul className="grid gap-3 border-t pt-6 text-sm text-muted-foreground">
        {TRUST_POINTS.map((point) => (
          <li key={point.text} className="flex items-start gap-2.5">
            <point.icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{point.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
