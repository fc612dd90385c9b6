import {
  ONBOARDING_QUESTIONNAIRE_ID,
  ZEmail,
  ZPersonName,
  ZPhone,
  type TOnboardingBody,
} from '@algoone/contracts';
import {
  ONBOARDING_STEP_COUNT,
  centsFromMaskedInput,
  deriveRiskProfile,
  timeHorizonFromPrazo,
  type RiskProfile,
  type TimeHorizon,
} from '@algoone/domain';
import { isComplete, knownAnswers, type Answers } from '@/components/questionnaire/flow';
import type { OnboardingDraft } from './draft';

/** The five steps, in order (docs/product.md §2: step 4 holds reading A's preferences). */
export const STEP_TITLES = [
  'Seus dados',
  'Perfil de investidor',
  'Corretoras',
  'Preferências',
  'Resumo do seu plano',
] as const;

export function stepTitle(step: number): string {
  return STEP_TITLES[step - 1] ?? STEP_TITLES[0];
}

/** "Passo X de 5" as a whole percent of the wizard. */
export function stepPercent(step: number): number {
  return Math.round((step / ONBOARDING_STEP_COUNT) * 100);
}

export interface ScoredQuestion {
  id: string;
  options: readonly { id: string; points: number }[];
}

/** docs/product.md §5: "Começar agora" is disabled until nome and email are filled. */
export function welcomeFilled(draft: Pick<OnboardingDraft, 'name' | 'email'>): boolean {
  return draft.name.trim() !== '' && draft.email.trim() !== '';
}

export type WelcomeField = 'name' | 'email' | 'phone';

/**
 * Step 1's checks, with the contracts' messages: beyond docs/product.md §5, the email format (and
 * the phone, when given, since the server would refuse it at the end anyway).
 */
export function welcomeErrors(
  draft: Pick<OnboardingDraft, 'name' | 'email' | 'phone'>,
): Partial<Record<WelcomeField, string>> {
  const errors: Partial<Record<WelcomeField, string>> = {};
  const name = ZPersonName.safeParse(draft.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Informe o seu nome.';
  const email = ZEmail.safeParse(draft.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? 'Informe o email.';
  const phone = ZPhone.safeParse(draft.phone);
  if (!phone.success) errors.phone = phone.error.issues[0]?.message ?? 'Confira o telefone.';
  return errors;
}

/** Whether the wizard's "Continuar" may leave `step` (docs/product.md §5). */
export function canLeaveStep(
  step: number,
  draft: OnboardingDraft,
  questions: readonly ScoredQuestion[] | null,
): boolean {
  switch (step) {
    case 1:
      return welcomeFilled(draft);
    case 2:
      return questions !== null && isComplete(questions, draft.answers);
    case 3:
      return draft.brokerIds.length > 0;
    case 4:
      return true;
    default:
      return false;
  }
}

function answeredPoints(questions: readonly ScoredQuestion[], answers: Answers): number[] {
  const points: number[] = [];
  for (const question of questions) {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    if (option && Object.hasOwn(answers, question.id)) points.push(option.points);
  }
  return points;
}

/** The 4-question profile and horizon from the answers so far (docs/product.md §4); null before. */
export function quickProfile(
  questions: readonly ScoredQuestion[],
  answers: Answers,
): { profile: RiskProfile; timeHorizon: TimeHorizon } | null {
  const points = answeredPoints(questions, answers);
  if (points.length === 0) return null;
  const prazo = Object.hasOwn(answers, 'prazo') ? answers.prazo : undefined;
  return { profile: deriveRiskProfile(points), timeHorizon: timeHorizonFromPrazo(prazo) };
}

/** The patrimônio in centavos, or null when the field was left empty. */
export function patrimonioCents(patrimonio: string): number | null {
  return patrimonio.trim() === '' ? null : centsFromMaskedInput(patrimonio);
}

/** POST /api/onboarding's body: answers and choices only; the server scores and recommends. */
export function onboardingBody(
  draft: OnboardingDraft,
  questions: readonly ScoredQuestion[],
): TOnboardingBody {
  return {
    name: draft.name.trim(),
    phone: draft.phone.trim() === '' ? null : draft.phone.trim(),
    patrimonioCents: patrimonioCents(draft.patrimonio),
    questionnaireId: ONBOARDING_QUESTIONNAIRE_ID,
    answers: { ...knownAnswers(questions, draft.answers) },
    brokerIds: [...draft.brokerIds],
    preferences: { ...draft.preferences },
    firstGoalName: draft.firstGoalName,
  };
}

/** Adds or removes a broker from the selection (docs/product.md §5: the selection toggles). */
export function toggleBroker(selected: readonly string[], brokerId: string): string[] {
  return selected.includes(brokerId)
    ? selected.filter((id) => id !== brokerId)
    : [...selected, brokerId];
}

/**
 * Which wizard step a server `fields` key belongs to, so an error the server found can be shown
 * where the field is. Unknown keys stay on the summary.
 */
export function stepOfField(field: string): number {
  if (field === 'name' || field === 'phone' || field === 'patrimonioCents') return 1;
  if (field === 'questionnaireId' || field === 'answers' || field.startsWith('answers.')) return 2;
  if (field === 'brokerIds' || field.startsWith('brokerIds.')) return 3;
  if (field === 'preferences' || field.startsWith('preferences.') || field === 'firstGoalName') {
    return 4;
  }
  return 5;
}
