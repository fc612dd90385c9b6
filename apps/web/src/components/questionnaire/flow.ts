/**
 * The one-question-at-a-time suitability flow shared by the onboarding (4 questions) and
 * /perfil (10 questions), as pure functions of the answers and the current question.
 */

/** { questionId: optionId } — what the API receives. */
export type Answers = Readonly<Record<string, string>>;

export interface FlowQuestion {
  id: string;
  options: readonly { id: string }[];
}

export interface FlowState {
  answers: Answers;
  /** The question on screen, 0-based. */
  index: number;
}

function hasValidAnswer(question: FlowQuestion, answers: Answers): boolean {
  const optionId = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
  return optionId !== undefined && question.options.some((option) => option.id === optionId);
}

/** Keeps only answers to questions (and options) the questionnaire has. */
export function knownAnswers(questions: readonly FlowQuestion[], answers: Answers): Answers {
  const kept: Record<string, string> = {};
  for (const question of questions) {
    if (hasValidAnswer(question, answers)) kept[question.id] = answers[question.id] as string;
  }
  return kept;
}

export function answeredCount(questions: readonly FlowQuestion[], answers: Answers): number {
  return questions.filter((question) => hasValidAnswer(question, answers)).length;
}

export function isComplete(questions: readonly FlowQuestion[], answers: Answers): boolean {
  return questions.length > 0 && answeredCount(questions, answers) === questions.length;
}

/** Whole percent of the questions answered. */
export function progressPercent(questions: readonly FlowQuestion[], answers: Answers): number {
  if (questions.length === 0) return 0;
  return Math.round((answeredCount(questions, answers) / questions.length) * 100);
}

export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(Number.isFinite(index) ? index : 0)));
}

export function selectAnswer(state: FlowState, questionId: string, optionId: string): FlowState {
  return { ...state, answers: { ...state.answers, [questionId]: optionId } };
}

/** An answer must be chosen before going on (docs/product.md §5). */
export function canGoForward(questions: readonly FlowQuestion[], state: FlowState): boolean {
  const question = questions[state.index];
  return question !== undefined && hasValidAnswer(question, state.answers);
}

/** "Próxima": the next question, once this one is answered. The last one stays put. */
export function goForward(questions: readonly FlowQuestion[], state: FlowState): FlowState {
  if (!canGoForward(questions, state)) return state;
  return { ...state, index: clampIndex(state.index + 1, questions.length) };
}

/**
 * "Anterior" (docs/product.md §2): back one question, clearing the selection — of the one it goes
 * to, which must be chosen again, and of the one it leaves, which was never confirmed. So the
 * answers always cover exactly the questions before the current one (and the current one once
 * chosen). Disabled on the first question: there it changes nothing.
 */
export function goBack(questions: readonly FlowQuestion[], state: FlowState): FlowState {
  if (state.index <= 0) return state;
  const cleared = new Set([questions[state.index - 1]?.id, questions[state.index]?.id]);
  const answers = Object.fromEntries(
    Object.entries(state.answers).filter(([questionId]) => !cleared.has(questionId)),
  );
  return { answers, index: state.index - 1 };
}

/**
 * Where to resume a restored flow: the first unanswered question, or the last one when every
 * question is answered. Answers after a gap are dropped, keeping the invariant of `goBack`.
 */
export function resumeState(questions: readonly FlowQuestion[], answers: Answers): FlowState {
  const kept: Record<string, string> = {};
  for (const [index, question] of questions.entries()) {
    if (!hasValidAnswer(question, answers)) return { answers: kept, index };
    kept[question.id] = answers[question.id] as string;
  }
  return { answers: kept, index: Math.max(0, questions.length - 1) };
}
