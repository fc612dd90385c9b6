import {
  allocationProfileFor,
  deriveRiskProfile,
  deriveRiskProfileFromTotal,
  timeHorizonFromPrazo,
} from './profiles.ts';
import type { RiskProfile, SuitabilityProfile, TimeHorizon } from './profiles.ts';
import type { QuestionnaireId, SuitabilityQuestionnaire } from './questionnaires.ts';

/** docs/product.md §3's suitability answer. */
export interface SuitabilityAnswer {
  questionId: string;
  answerId: string;
  points: number;
}

export interface SuitabilityScore {
  questionnaireId: QuestionnaireId;
  /** In questionnaire order. */
  answers: SuitabilityAnswer[];
  totalPoints: number;
  averagePoints: number;
  profile: SuitabilityProfile;
  /** The row of the allocation table this profile uses (Agressivo → Arrojado). */
  allocationProfile: RiskProfile;
  timeHorizon: TimeHorizon;
}

export type SuitabilityAnswerError =
  | { code: 'unknown_question'; questionId: string; message: string }
  | { code: 'unknown_option'; questionId: string; optionId: string; message: string }
  | { code: 'missing_answer'; questionId: string; message: string };

export type ScoreSuitabilityResult =
  { ok: true; score: SuitabilityScore } | { ok: false; errors: SuitabilityAnswerError[] };

/**
 * Scores a complete set of answers ({ questionId: optionId }) against a questionnaire. The
 * server calls this with what the client sent and never trusts a client-side score: every
 * unknown question, unknown option and missing answer is reported, all at once.
 */
export function scoreSuitability(
  questionnaire: SuitabilityQuestionnaire,
  answers: Readonly<Record<string, string>>,
): ScoreSuitabilityResult {
  const errors: SuitabilityAnswerError[] = [];
  const known = new Set(questionnaire.questions.map((question) => question.id));
  for (const questionId of Object.keys(answers)) {
    if (!known.has(questionId)) {
      errors.push({
        code: 'unknown_question',
        questionId,
        message: `A pergunta "${questionId}" não faz parte deste questionário.`,
      });
    }
  }

  const scored: SuitabilityAnswer[] = [];
  for (const question of questionnaire.questions) {
    const optionId = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (optionId === undefined) {
      errors.push({
        code: 'missing_answer',
        questionId: question.id,
        message: `Responda a pergunta: "${question.text}"`,
      });
      continue;
    }
    const option = question.options.find((candidate) => candidate.id === optionId);
    if (!option) {
      errors.push({
        code: 'unknown_option',
        questionId: question.id,
        optionId,
        message: `A opção escolhida não existe para a pergunta: "${question.text}"`,
      });
      continue;
    }
    scored.push({ questionId: question.id, answerId: option.id, points: option.points });
  }
  if (errors.length > 0) return { ok: false, errors };

  const points = scored.map((answer) => answer.points);
  const totalPoints = points.reduce((sum, p) => sum + p, 0);
  const profile =
    questionnaire.scoring === 'average'
      ? deriveRiskProfile(points)
      : deriveRiskProfileFromTotal(totalPoints);
  const prazo = scored.find((answer) => answer.questionId === 'prazo');
  return {
    ok: true,
    score: {
      questionnaireId: questionnaire.id,
      answers: scored,
      totalPoints,
      averagePoints: totalPoints / scored.length,
      profile,
      allocationProfile: allocationProfileFor(profile),
      timeHorizon: timeHorizonFromPrazo(prazo?.answerId),
    },
  };
}
