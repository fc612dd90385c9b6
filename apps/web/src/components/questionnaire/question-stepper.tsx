import { useEffect, useRef } from 'react';
import { ArrowLeft, ArrowRight, Check, Loader2 } from 'lucide-react';
import type { TSuitabilityQuestionnaire } from '@algoone/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  canGoForward,
  goBack,
  goForward,
  isComplete,
  progressPercent,
  selectAnswer,
  type FlowState,
} from './flow';
import { ProgressBar } from './progress-bar';

type Question = TSuitabilityQuestionnaire['questions'][number];

interface QuestionStepperProps {
  /** Prefix of element ids and radio names, unique on the page. */
  idPrefix: string;
  questions: readonly Question[];
  state: FlowState;
  onChange: (next: FlowState) => void;
  /** The last question's "Finalizar", once every question is answered. */
  onFinish: () => void;
  /** While the answers are being sent: the last button shows it and nothing can change. */
  finishing?: boolean;
  /** Move focus to the first question when the flow appears (e.g. after "Refazer perfil"). */
  focusOnMount?: boolean;
  className?: string;
}

/**
 * The suitability questionnaire one question at a time (docs/product.md §2, §5): a radio group per
 * question, "Anterior" back (clearing the selection, disabled on the first question),
 * "Próxima" on (only once an answer is chosen), "Finalizar" on the last, and the progress in
 * percent. Focus follows the question so screen readers announce each new one.
 */
export function QuestionStepper({
  idPrefix,
  questions,
  state,
  onChange,
  onFinish,
  finishing = false,
  focusOnMount = false,
  className,
}: QuestionStepperProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(focusOnMount ? -1 : state.index);

  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    heading.current?.focus();
  }, [state.index]);

  const question = questions[state.index];
  if (!question) return null;

  const total = questions.length;
  const isLast = state.index === total - 1;
  const percent = progressPercent(questions, state.answers);
  const chosen = Object.hasOwn(state.answers, question.id) ? state.answers[question.id] : undefined;
  const forward = canGoForward(questions, state);
  const headingId = `${idPrefix}-pergunta`;
  const helpId = question.help ? `${idPrefix}-ajuda` : undefined;

  return (
    <div className={cn('grid gap-6', className)}>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p className="font-medium text-foreground">
            Pergunta {state.index + 1} de {total}
          </p>
          <p className="text-muted-foreground tabular-nums">{percent}% concluído</p>
        </div>
        <ProgressBar
          value={percent}
          label="Progresso do questionário"
          valueText={`${percent}% concluído`}
        />
      </div>

      <fieldset
        key={question.id}
        className="grid min-w-0 gap-4"
        aria-describedby={helpId}
        disabled={finishing}
      >
        <legend className="mb-4 w-full">
          <h3
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-lg leading-snug font-semibold tracking-tight text-balance outline-none sm:text-xl"
          >
            {question.text}
          </h3>
          {question.help && (
            <span id={helpId} className="mt-2 block text-sm font-normal text-muted-foreground">
              {question.help}
            </span>
          )}
        </legend>
        <div className="grid gap-3">
          {question.options.map((option) => {
            const id = `${idPrefix}-${question.id}-${option.id}`;
            const checked = chosen === option.id;
            return (
              <label
                key={option.id}
                htmlFor={id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border bg-card px-4 py-3.5 text-sm leading-snug transition-colors hover:border-primary/50 hover:bg-secondary/40 sm:text-base',
                  'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                  checked && 'border-primary bg-secondary/70 font-medium text-secondary-foreground',
                )}
              >
                <input
                  id={id}
                  type="radio"
                  name={`${idPrefix}-${question.id}`}
                  value={option.id}
                  checked={checked}
                  onChange={() => onChange(selectAnswer(state, question.id, option.id))}
                  className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)] outline-none"
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center sm:justify-between">
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="px-4"
          disabled={state.index === 0 || finishing}
          onClick={() => onChange(goBack(questions, state))}
        >
          <ArrowLeft aria-hidden="true" />
          Anterior
        </Button>
        {isLast ? (
          <Button
            type="button"
            size="lg"
            disabled={!forward || !isComplete(questions, state.answers) || finishing}
            onClick={onFinish}
          >
            {finishing ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
            {finishing ? 'Enviando...' : 'Finalizar'}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            disabled={!forward}
            onClick={() => onChange(goForward(questions, state))}
          >
            Próxima
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
