/** The onboarding wizard has 5 steps. */
export const ONBOARDING_STEP_COUNT = 5;

/** The dashboard's 4-step tracker. */
export const TRACKER_STEPS = ['Perfil', 'Estratégia', 'Corretora', 'Alocação'] as const;
export type TrackerStep = (typeof TRACKER_STEPS)[number];

/** Keeps a wizard step within 1..count. */
export function clampStep(step: number, count: number = ONBOARDING_STEP_COUNT): number {
  return Math.min(count, Math.max(1, Math.trunc(step)));
}

/** The next step is the first not done; null when all are done. */
export function nextTrackerStep(done: Readonly<Record<TrackerStep, boolean>>): TrackerStep | null {
  return TRACKER_STEPS.find((step) => !done[step]) ?? null;
}
