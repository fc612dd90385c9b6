import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ONBOARDING_API_ROUTES,
  type TQuestionnaireList,
  type TSuitabilityQuestionnaire,
} from '@algoone/contracts';
import { PROFILE_VALIDITY_MONTHS, SUITABILITY_QUESTIONNAIRES } from '@algoone/domain';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * The questionnaires this build was made with — the same domain module the server serves them
 * from — shown while the server's copy loads, so the first question appears at once. The
 * server's answer replaces it, and the server scores against its own copy in any case.
 */
const BUNDLED: TQuestionnaireList = {
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

export const questionnairesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.questionnaires.list(),
    queryFn: ({ signal }) =>
      api.get<TQuestionnaireList>(ONBOARDING_API_ROUTES.questionnaires, { signal }),
    placeholderData: BUNDLED,
    // A questionnaire never changes under its version id (ADR 005).
    staleTime: Number.POSITIVE_INFINITY,
  });

function pick(list: TQuestionnaireList, id: TSuitabilityQuestionnaire['id']) {
  return list.questionnaires.find((questionnaire) => questionnaire.id === id) ?? null;
}

/**
 * One questionnaire as the server serves it, so the answers sent are read against the exact
 * version the investor saw. `data` is null if the server no longer offers that version.
 */
export function useQuestionnaire(id: TSuitabilityQuestionnaire['id']) {
  return useQuery({ ...questionnairesQueryOptions(), select: (list) => pick(list, id) });
}
