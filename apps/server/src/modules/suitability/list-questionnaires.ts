import { PROFILE_VALIDITY_MONTHS, SUITABILITY_QUESTIONNAIRES } from '@algoone/domain';
import type { TQuestionnaireList } from '@algoone/contracts';

/** Both questionnaires with their version ids. Points are not secret: scoring is public. */
export function listQuestionnaires(): TQuestionnaireList {
  return {
    questionnaires: Object.values(SUITABILITY_QUESTIONNAIRES).map((questionnaire) => ({
      id: questionnaire.id,
      title: questionnaire.title,
      description: questionnaire.description,
      scoring: questionnaire.scoring,
      questions: questionnaire.questions.map((question) => ({
        id: question.id,
        category: question.category,
        text: question.text,
        ...(question.help ? { help: question.help } : {}),
        cvmItems: [...question.cvmItems],
        options: question.options.map((option) => ({ ...option })),
      })),
    })),
    profileValidityMonths: PROFILE_VALIDITY_MONTHS,
  };
}
