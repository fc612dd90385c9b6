import { useState } from 'react';
import { X } from 'lucide-react';
import { PROFILE_QUESTIONNAIRE_ID, type TSuitabilityResult } from '@algoone/contracts';
import { FormAlert } from '@/components/forms';
import { useQuestionnaire } from '@/components/questionnaire/api';
import type { FlowState } from '@/components/questionnaire/flow';
import { QuestionStepper } from '@/components/questionnaire/question-stepper';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { useSubmitSuitability } from '../api/submit-suitability';
import { SectionError } from '@/components/page-status';
import { SectionLoading } from './profile-section';

/**
 * "Refazer perfil": the full 10-question flow ('completo-v1') one question at a time, with the
 * same behaviour as the onboarding's. "Finalizar" sends the answers; the server scores them and
 * adds a new record to the history.
 */
export function RedoProfile({
  onDone,
  onCancel,
}: {
  onDone: (result: TSuitabilityResult) => void;
  onCancel: () => void;
}) {
  const questionnaire = useQuestionnaire(PROFILE_QUESTIONNAIRE_ID);
  const submit = useSubmitSuitability();
  const [flow, setFlow] = useState<FlowState>({ answers: {}, index: 0 });
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);

  const finish = () => {
    setFailure(null);
    submit.mutate(
      { questionnaireId: PROFILE_QUESTIONNAIRE_ID, answers: flow.answers },
      {
        onSuccess: onDone,
        onError: (error) =>
          setFailure({
            message: errorMessage(error),
            details: isApiError(error) ? Object.values(error.fields ?? {}) : [],
          }),
      },
    );
  };

  return (
    <div className="grid gap-6">
      {questionnaire.data && (
        <p className="text-sm text-muted-foreground">{questionnaire.data.description}</p>
      )}
      {failure && (
        <FormAlert title="Não foi possível salvar o novo perfil">
          <p>{failure.message}</p>
          {failure.details.length > 0 && (
            <ul className="list-disc pl-5">
              {failure.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      {questionnaire.isError ? (
        <SectionError onRetry={() => void questionnaire.refetch()}>
          Não foi possível carregar o questionário. Verifique sua conexão e tente novamente.
        </SectionError>
      ) : questionnaire.data ? (
        <QuestionStepper
          idPrefix="perfil-q"
          questions={questionnaire.data.questions}
          state={flow}
          onChange={setFlow}
          onFinish={finish}
          finishing={submit.isPending}
          focusOnMount
        />
      ) : questionnaire.isPending ? (
        <SectionLoading label="Carregando o questionário..." />
      ) : (
        <SectionError onRetry={() => void questionnaire.refetch()}>
          Esta versão do questionário não está disponível. Recarregue a página.
        </SectionError>
      )}
      <div className="border-t pt-4">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onCancel}
          disabled={submit.isPending}
        >
          <X aria-hidden="true" />
          Cancelar e manter o perfil atual
        </Button>
      </div>
    </div>
  );
}
