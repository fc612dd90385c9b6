import {
  allocationProfileFor,
  deriveRiskProfile,
  findQuestionnaire,
  scoreSuitability,
  timeHorizonFromPrazo,
  type SuitabilityAnswerError,
  type SuitabilityQuestionnaire,
  type SuitabilityScore,
} from '@algoone/domain';
import { invalid } from '../../lib/app-error.ts';

const ANSWERS_MESSAGE = 'Revise as respostas do questionário.';

function answerErrors(errors: readonly SuitabilityAnswerError[]) {
  const fields: Record<string, string> = {};
  for (const error of errors) fields[`answers.${error.questionId}`] ??= error.message;
  return invalid(fields, ANSWERS_MESSAGE);
}

/** The questionnaire of a version id, or a 400 naming the field. */
export function questionnaireOrThrow(questionnaireId: string): SuitabilityQuestionnaire {
  const questionnaire = findQuestionnaire(questionnaireId);
  if (!questionnaire) {
    throw invalid(
      {
        questionnaireId:
          'Esta versão do questionário não existe mais. Recarregue a página e responda de novo.',
      },
      'Versão de questionário desconhecida.',
    );
  }
  return questionnaire;
}

/**
 * Scores a complete set of answers with the domain's rule. Unknown questions, unknown options
 * and missing answers are all reported at once, each under `answers.<questionId>`.
 */
export function scoreAnswersOrThrow(
  questionnaireId: string,
  answers: Readonly<Record<string, string>>,
): SuitabilityScore {
  const result = scoreSuitability(questionnaireOrThrow(questionnaireId), answers);
  if (!result.ok) throw answerErrors(result.errors);
  return result.score;
}

export interface PartialScore extends SuitabilityScore {
  answeredCount: number;
  questionCount: number;
  complete: boolean;
}

/**
 * The onboarding preview's score: the 4-question flow averages the questions answered so far
 * (docs/product.md §4, no answers → Conservador); the 10-question flow's total means something once
 * every question is answered, so it needs them all. Unknown ids are refused either way.
 */
export function scorePartialAnswersOrThrow(
  questionnaireId: string,
  answers: Readonly<Record<string, string>>,
): PartialScore {
  const questionnaire = questionnaireOrThrow(questionnaireId);
  const questionCount = questionnaire.questions.length;
  const result = scoreSuitability(questionnaire, answers);
  if (result.ok) {
    return { ...result.score, answeredCount: questionCount, questionCount, complete: true };
  }
  const onlyMissing = result.errors.every((error) => error.code === 'missing_answer');
  if (!onlyMissing || questionnaire.scoring !== 'average') throw answerErrors(result.errors);

  const scored = questionnaire.questions.flatMap((question) => {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    return option && Object.hasOwn(answers, question.id)
      ? [{ questionId: question.id, answerId: option.id, points: option.points }]
      : [];
  });
  const points = scored.map((answer) => answer.points);
  const totalPoints = points.reduce((sum, p) => sum + p, 0);
  const profile = deriveRiskProfile(points);
  return {
    questionnaireId: questionnaire.id,
    answers: scored,
    totalPoints,
    averagePoints: scored.length > 0 ? totalPoints / scored.length : 0,
    profile,
    allocationProfile: allocationProfileFor(profile),
    timeHorizon: timeHorizonFromPrazo(scored.find((a) => a.questionId === 'prazo')?.answerId),
    answeredCount: scored.length,
    questionCount,
    complete: false,
  };
}
