import { Clock } from 'lucide-react';
import type { TSuitabilityQuestionnaire } from '@algoone/contracts';
import { FormAlert } from '@/components/forms';
import { isComplete, type FlowState } from '@/components/questionnaire/flow';
import { QuestionStepper } from '@/components/questionnaire/question-stepper';
import { Button } from '@/components/ui/button';
import { WizardNav } from './wizard-nav';

/**
 * Step 2: the 4-question suitability flow, one question at a time. "Finalizar" on the last
 * question goes on to the brokers (docs/product.md §2: finishing stores the result, advances); the
 * wizard's "Continuar" stays disabled until all four are answered.
 */
export function StepQuestionnaire({
  questionnaire,
  loadFailed,
  onRetry,
  flow,
  onFlowChange,
  onBack,
  onNext,
}: {
  questionnaire: TSuitabilityQuestionnaire | null;
  loadFailed: boolean;
  onRetry: () => void;
  flow: FlowState;
  onFlowChange: (next: FlowState) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const complete = questionnaire !== null && isComplete(questionnaire.questions, flow.answers);
  return (
    <div>
      {questionnaire ? (
        <>
          <p className="mb-6 flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            {questionnaire.questions.length} perguntas · menos de 2 minutos
          </p>
          <div className="rounded-xl border bg-secondary/25 p-4 sm:p-6">
            <QuestionStepper
              idPrefix="onboarding-q"
              questions={questionnaire.questions}
              state={flow}
              onChange={onFlowChange}
              onFinish={onNext}
            />
          </div>
        </>
      ) : (
        <div className="grid gap-4">
          <FormAlert title="Não foi possível carregar o questionário">
            {loadFailed
              ? 'Verifique sua conexão e tente novamente. Suas respostas até aqui estão guardadas.'
              : 'Esta versão do questionário não está disponível. Recarregue a página.'}
          </FormAlert>
          <Button type="button" variant="outline" className="w-fit" onClick={onRetry}>
            Tentar novamente
          </Button>
        </div>
      )}
      <WizardNav
        idPrefix="passo-2"
        onBack={onBack}
        onNext={onNext}
        nextDisabled={!complete}
        nextVariant="outline"
        hint="Responda às 4 perguntas para continuar."
      />
    </div>
  );
}
