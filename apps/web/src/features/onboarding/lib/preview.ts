import { ONBOARDING_QUESTIONNAIRE_ID, type TOnboardingPreviewBody } from '@algoone/contracts';
import { knownAnswers, type FlowQuestion } from '@/components/questionnaire/flow';
import type { OnboardingDraft } from './draft';
import { patrimonioCents } from './wizard';

/**
 * POST /api/onboarding/preview's body for step 5, or null when there is nothing to preview:
 * the recommendation is shown only once there is an answer and the patrimônio field is not
 * empty (docs/product.md §4). Answers to questions the questionnaire does not have are left out.
 */
export function previewBody(
  draft: Pick<OnboardingDraft, 'answers' | 'patrimonio' | 'preferences'>,
  questions: readonly FlowQuestion[],
): TOnboardingPreviewBody | null {
  const cents = patrimonioCents(draft.patrimonio);
  const answers = knownAnswers(questions, draft.answers);
  if (cents === null || Object.keys(answers).length === 0) return null;
  return {
    questionnaireId: ONBOARDING_QUESTIONNAIRE_ID,
    answers: { ...answers },
    patrimonioCents: cents,
    preferences: { ...draft.preferences },
  };
}
