import type { TOnboardingPreview, TOnboardingPreviewBody } from '@algoone/contracts';
import type { RecommendationPreferences } from '@algoone/domain';
import { recommendPortfolio, scorePartialAnswersOrThrow } from '../suitability/index.ts';

/**
 * Step 5's recommendation, by reading A, recomputed from the answers so far. Nothing is saved;
 * the web may compute the same locally with the domain functions.
 */
export function previewOnboarding(body: {
  questionnaireId: TOnboardingPreviewBody['questionnaireId'];
  answers: Record<string, string>;
  patrimonioCents?: number | null;
  preferences?: RecommendationPreferences;
}): TOnboardingPreview {
  const score = scorePartialAnswersOrThrow(body.questionnaireId, body.answers);
  return {
    suitability: {
      questionnaireId: score.questionnaireId,
      answeredCount: score.answeredCount,
      questionCount: score.questionCount,
      complete: score.complete,
      totalPoints: score.totalPoints,
      profile: score.profile,
      allocationProfile: score.allocationProfile,
      timeHorizon: score.timeHorizon,
    },
    recommendation: recommendPortfolio(
      {
        profile: score.profile,
        timeHorizon: score.timeHorizon,
        amountCents: body.patrimonioCents ?? null,
        preferences: body.preferences ?? null,
      },
      'onboarding',
    ),
  };
}
