import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The wizard's back and forward buttons (docs/product.md §2). A disabled "Continuar" says why in a
 * hint tied to it, so the reason is not left to colour or guesswork.
 */
export function WizardNav({
  idPrefix,
  onBack,
  onNext,
  nextLabel = 'Continuar',
  nextDisabled = false,
  nextType = 'button',
  nextVariant = 'default',
  hint,
}: {
  idPrefix: string;
  /** Absent on the first step. */
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  /** "submit" when the step is a form. */
  nextType?: 'button' | 'submit';
  /** 'outline' where the step has its own primary action (the questionnaire's "Finalizar"). */
  nextVariant?: 'default' | 'outline';
  /** Shown while "Continuar" is disabled. */
  hint?: ReactNode;
}) {
  const hintId = `${idPrefix}-dica-continuar`;
  const showHint = nextDisabled && hint;
  return (
    <div className="mt-8 grid gap-3 border-t pt-6">
      {showHint && (
        <p id={hintId} className="text-sm text-muted-foreground sm:text-right">
          {hint}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {onBack ? (
          <Button type="button" variant="ghost" size="lg" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button
          type={nextType}
          variant={nextVariant}
          size="lg"
          disabled={nextDisabled}
          aria-describedby={showHint ? hintId : undefined}
          onClick={onNext}
        >
          {nextLabel}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
