/** The three profiles of docs/product.md §9's allocation table. */
export const RISK_PROFILES = ['Conservador', 'Moderado', 'Arrojado'] as const;
export type RiskProfile = (typeof RISK_PROFILES)[number];

/** Profiles a questionnaire can produce: the 10-question flow names its top band 'Agressivo'. */
export const SUITABILITY_PROFILES = ['Conservador', 'Moderado', 'Arrojado', 'Agressivo'] as const;
export type SuitabilityProfile = (typeof SUITABILITY_PROFILES)[number];

export const TIME_HORIZONS = ['Curto', 'Médio', 'Longo'] as const;
export type TimeHorizon = (typeof TIME_HORIZONS)[number];

/** docs/product.md §3 defaults of the manual data (perfilRisco, horizonte). */
export const DEFAULT_RISK_PROFILE: RiskProfile = 'Moderado';
export const DEFAULT_TIME_HORIZON: TimeHorizon = 'Médio';

/**
 * The allocation table has no 'Agressivo' row: the 10-question flow's top band is the same
 * investor as the 4-question flow's 'Arrojado', so it uses that row.
 */
export const ALLOCATION_PROFILE_BY_SUITABILITY_PROFILE: Readonly<
  Record<SuitabilityProfile, RiskProfile>
> = {
  Conservador: 'Conservador',
  Moderado: 'Moderado',
  Arrojado: 'Arrojado',
  Agressivo: 'Arrojado',
};

export function isRiskProfile(value: unknown): value is RiskProfile {
  return (RISK_PROFILES as readonly unknown[]).includes(value);
}

export function isSuitabilityProfile(value: unknown): value is SuitabilityProfile {
  return (SUITABILITY_PROFILES as readonly unknown[]).includes(value);
}

export function isTimeHorizon(value: unknown): value is TimeHorizon {
  return (TIME_HORIZONS as readonly unknown[]).includes(value);
}

export function allocationProfileFor(profile: SuitabilityProfile): RiskProfile {
  return ALLOCATION_PROFILE_BY_SUITABILITY_PROFILE[profile];
}

/** 4-question flow: Conservador up to this average (inclusive), Moderado up to the next. */
export const QUICK_FLOW_THRESHOLDS = {
  conservadorMaxAverage: 1.5,
  moderadoMaxAverage: 2.5,
} as const;

/** 10-question flow: Conservador up to this total (inclusive), Moderado up to the next. */
export const COMPLETE_FLOW_THRESHOLDS = { conservadorMaxTotal: 15, moderadoMaxTotal: 30 } as const;

/**
 * 4-question flow: the profile from the average points of the answered questions. No answers
 * gives Conservador, the safe default before anything is known.
 */
export function deriveRiskProfile(points: readonly number[]): RiskProfile {
  if (points.length === 0) return 'Conservador';
  const average = points.reduce((sum, p) => sum + p, 0) / points.length;
  if (average <= QUICK_FLOW_THRESHOLDS.conservadorMaxAverage) return 'Conservador';
  if (average <= QUICK_FLOW_THRESHOLDS.moderadoMaxAverage) return 'Moderado';
  return 'Arrojado';
}

/** 10-question flow: the profile from the total points (10–40). */
export function deriveRiskProfileFromTotal(totalPoints: number): SuitabilityProfile {
  if (totalPoints <= COMPLETE_FLOW_THRESHOLDS.conservadorMaxTotal) return 'Conservador';
  if (totalPoints <= COMPLETE_FLOW_THRESHOLDS.moderadoMaxTotal) return 'Moderado';
  return 'Agressivo';
}

/** Option ids of the `prazo` question, shared by both questionnaires. */
export const PRAZO_OPTION_IDS = {
  upToOneYear: 'ate-1-ano',
  oneToThreeYears: '1-a-3-anos',
  threeToFiveYears: '3-a-5-anos',
  overFiveYears: 'mais-de-5-anos',
} as const;

const HORIZON_BY_PRAZO_OPTION: ReadonlyMap<string, TimeHorizon> = new Map<string, TimeHorizon>([
  [PRAZO_OPTION_IDS.upToOneYear, 'Curto'],
  [PRAZO_OPTION_IDS.oneToThreeYears, 'Curto'],
  [PRAZO_OPTION_IDS.threeToFiveYears, 'Médio'],
  [PRAZO_OPTION_IDS.overFiveYears, 'Longo'],
]);

/** docs/product.md §4: ≤ 1 year or 1–3 years → Curto; 3–5 → Médio; over 5 → Longo; else Médio. */
export function timeHorizonFromPrazo(prazoOptionId: string | undefined): TimeHorizon {
  if (prazoOptionId === undefined) return 'Médio';
  return HORIZON_BY_PRAZO_OPTION.get(prazoOptionId) ?? 'Médio';
}
