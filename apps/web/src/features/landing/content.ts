/** Figures of the landing page. Rules and rates come from @algoone/domain (docs/product.md §9). */
import {
  ALLOCATION_TABLE,
  BROKERS,
  CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
  LANDING_CASHBACK_BROKER_IDS,
  ONBOARDING_BROKER_IDS,
  landingStats,
  landingTexts,
} from '@algoone/domain';

/**
 * The headline figures (docs/product.md §1). The first three come from the database: the server writes them
 * into the prerendered page, the SPA fetches them (docs/decisions/013-cashback-ledger.md). What
 * a build renders is what they say for empty data: true statements, never invented numbers.
 */
export const LANDING_STAT_KEYS = [0, 1, 2] as const;
export const PLAN_TIME_STAT = { value: '< 5 min', label: 'para receber seu plano' } as const;

const SAMPLE_TARGET = ALLOCATION_TABLE.Moderado.Médio;

/** The hero's example: docs/product.md §9 allocation for Moderado with a medium horizon. */
export const SAMPLE_ALLOCATION = [
  {
    label: 'Renda Fixa',
    percent: SAMPLE_TARGET['Renda Fixa'],
    strokeClass: 'stroke-chart-1',
    swatchClass: 'bg-chart-1',
  },
  {
    label: 'Multimercado',
    percent: SAMPLE_TARGET.Multimercado,
    strokeClass: 'stroke-chart-2',
    swatchClass: 'bg-chart-2',
  },
  {
    label: 'Ações Brasil',
    percent: SAMPLE_TARGET['Ações Brasil'],
    strokeClass: 'stroke-chart-3',
    swatchClass: 'bg-chart-3',
  },
  {
    label: 'Internacional',
    percent: SAMPLE_TARGET.Internacional,
    strokeClass: 'stroke-chart-4',
    swatchClass: 'bg-chart-4',
  },
].filter((slice) => slice.percent > 0);

/** The brokers of the landing's cashback table; their rates are the catalogue's. */
export const CASHBACK_CLAIMS = LANDING_CASHBACK_BROKER_IDS.map((id) => ({
  brokerId: id,
  broker: BROKERS[id].name,
  annualBps: Math.round(BROKERS[id].cashbackAnnualRatePercent * 100),
}));

/** docs/product.md §9 broker selector: the partners listed on the landing page. */
export const PARTNER_BROKERS = ONBOARDING_BROKER_IDS.map((id) => BROKERS[id].name);

/** The texts for empty data with the seed's rates: what the build renders. */
export const DEFAULT_LANDING_TEXTS: Record<string, string> = landingTexts({
  stats: landingStats({
    netWorthUnderRecommendationCents: 0,
    investors: 0,
    credits: { count: 0, receivedCents: 0, passedOnCents: 0 },
    highestRateBps: Math.max(...CASHBACK_CLAIMS.map((claim) => claim.annualBps)),
  }),
  claims: CASHBACK_CLAIMS,
  sampleNetWorthCents: CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
});

const SAMPLE_CLAIM = CASHBACK_CLAIMS[0];

/** The worked example: the simulator's default net worth at the first broker's rate. */
export const SAMPLE_CASHBACK = {
  broker: SAMPLE_CLAIM ? BROKERS[SAMPLE_CLAIM.brokerId].shortName : '',
  amountLabel: `R$ ${CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS / 100_000} mil`,
} as const;

/** The text of a figure, with the build's text when the texts lack it. */
export const textOf = (texts: Record<string, string>, key: string): string =>
  texts[key] ?? DEFAULT_LANDING_TEXTS[key] ?? '';
