import { ZRecommendationPreferences, z } from '@algoone/contracts';
import { GOAL_SUGGESTED_NAMES, ONBOARDING_PREFERENCES, clampStep } from '@algoone/domain';

/**
 * The unfinished wizard, kept in sessionStorage so a reload does not lose the answers (issue 5).
 * Only the draft goes there: never the password, never anything the server saved, and it is
 * removed once the onboarding is saved. sessionStorage dies with the tab.
 */
export const DRAFT_STORAGE_KEY = 'algoone:onboarding-draft';

const ZDraft = z.object({
  version: z.literal(1),
  step: z.number().int(),
  name: z.string().max(200),
  email: z.string().max(320),
  phone: z.string().max(40),
  /** As typed in the cents mask ('1.234,56'); '' when left empty. */
  patrimonio: z.string().max(40),
  answers: z.record(z.string().max(60), z.string().max(60)),
  questionIndex: z.number().int().min(0).max(100),
  brokerIds: z.array(z.string().max(60)).max(20),
  preferences: ZRecommendationPreferences,
  firstGoalName: z.enum(GOAL_SUGGESTED_NAMES).nullable(),
});

export type OnboardingDraft = z.infer<typeof ZDraft>;
export type GoalName = (typeof GOAL_SUGGESTED_NAMES)[number];

export function emptyDraft(): OnboardingDraft {
  return {
    version: 1,
    step: 1,
    name: '',
    email: '',
    phone: '',
    patrimonio: '',
    answers: {},
    questionIndex: 0,
    brokerIds: [],
    // docs/product.md §9: the onboarding calls reading A with these unless the investor says else.
    preferences: { ...ONBOARDING_PREFERENCES },
    firstGoalName: null,
  };
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** The saved draft, or an empty one when there is none or it cannot be read. */
export function readDraft(storage: ReadableStorage | null): OnboardingDraft {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return emptyDraft();
  }
  if (!raw) return emptyDraft();
  try {
    const parsed = ZDraft.safeParse(JSON.parse(raw));
    if (!parsed.success) return emptyDraft();
    return { ...parsed.data, step: clampStep(parsed.data.step) };
  } catch {
    return emptyDraft();
  }
}

/** Whether anything was entered yet (an untouched wizard leaves nothing behind). */
export function isDraftEmpty(draft: OnboardingDraft): boolean {
  const defaults = emptyDraft().preferences;
  return (
    [draft.name, draft.email, draft.phone, draft.patrimonio].every((value) => value === '') &&
    Object.keys(draft.answers).length === 0 &&
    draft.brokerIds.length === 0 &&
    draft.firstGoalName === null &&
    draft.preferences.cryptoInterest === defaults.cryptoInterest &&
    draft.preferences.noStocks === defaults.noStocks &&
    draft.preferences.internationalInterest === defaults.internationalInterest
  );
}

/** Saves the draft; storage that is full or disabled only costs the reload feature. */
export function writeDraft(storage: WritableStorage | null, draft: OnboardingDraft): void {
  try {
    if (isDraftEmpty(draft) && draft.step === 1) storage?.removeItem(DRAFT_STORAGE_KEY);
    // Through the schema, which strips any key that is not part of the draft.
    else storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(ZDraft.parse(draft)));
  } catch {
    // Private mode or quota: the wizard still works, it just does not survive a reload.
  }
}

export function clearDraft(storage: WritableStorage | null): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clean where storage is unavailable.
  }
}

/** The tab's sessionStorage, or null where the browser refuses it. */
export function sessionDraftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
