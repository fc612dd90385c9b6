/** docs/product.md §9's research categories. */
export const RESEARCH_CATEGORIES = [
  'Ações',
  'FIIs',
  'Renda Fixa',
  'Multimercado',
  'Internacional',
] as const;
export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number];

/** docs/product.md §9's sample academy modules: duration and XP of each, in order. */
export const ACADEMY_SAMPLE_MODULES = [
  { durationMinutes: 45, xp: 20 },
  { durationMinutes: 60, xp: 30 },
  { durationMinutes: 50, xp: 25 },
  { durationMinutes: 40, xp: 35 },
] as const;

/** '45 min', as the module cards show durations. */
export function formatDurationMinutes(minutes: number): string {
  return `${minutes} min`;
}
