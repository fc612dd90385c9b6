import { formatBRL } from '../money/format.ts';
import { annualCashback, monthlyCashback } from './estimate-cashback.ts';
import type { Cents } from '../money/cents.ts';

/** What the landing's headline figures are computed from (all from the database). */
export interface LandingInputs {
  /** Sum of every investor's latest recorded net worth. */
  netWorthUnderRecommendationCents: Cents;
  /** Investors who completed the onboarding. */
  investors: number;
  /** Credits of the last 12 months: how many, and their sums. */
  credits: { count: number; receivedCents: Cents; passedOnCents: Cents };
  /** The highest annual rate in the catalogue, basis points. */
  highestRateBps: number;
}

/** Below these, a figure is not shown: a true statement takes its place. */
export const LANDING_MINIMUMS = {
  netWorthCents: 100_000_000, // R$ 1 mi
  investors: 100,
  credits: 50,
} as const;

export interface LandingStat {
  value: string;
  label: string;
}

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * The hero's three figures, each rounded down ('2.537' → '2.500+'), or a true statement when
 * the data is below its minimum: a young platform never shows the prototype's invented claims.
 */
export function landingStats(inputs: LandingInputs): [LandingStat, LandingStat, LandingStat] {
  const millions = Math.floor(inputs.netWorthUnderRecommendationCents / 100_000_000);
  const aum: LandingStat =
    inputs.netWorthUnderRecommendationCents >= LANDING_MINIMUMS.netWorthCents
      ? { value: `R$ ${integer.format(millions)} mi+`, label: 'sob recomendação' }
      : { value: 'Sem custódia', label: 'seu dinheiro fica na sua corretora' };
  const step = inputs.investors >= 1000 ? 500 : 100;
  const investors: LandingStat =
    inputs.investors >= LANDING_MINIMUMS.investors
      ? {
          value: `${integer.format(Math.floor(inputs.investors / step) * step)}+`,
          label: 'investidores atendidos',
        }
      : { value: 'Sem conflito', label: 'a recomendação é a mesma em qualquer corretora' };
  const { count, receivedCents, passedOnCents } = inputs.credits;
  const averageShare = receivedCents > 0 ? Math.floor((passedOnCents / receivedCents) * 100) : 0;
  const cashback: LandingStat =
    count >= LANDING_MINIMUMS.credits && averageShare > 0
      ? { value: `${averageShare}%+`, label: 'da remuneração das corretoras repassados' }
      : inputs.highestRateBps > 0
        ? {
            value: `até ${formatRateBps(inputs.highestRateBps)}`,
            label: 'ao ano de cashback sobre o patrimônio',
          }
        : { value: 'Sem custo extra', label: 'o cashback sai da remuneração da corretora' };
  return [aum, investors, cashback];
}

const rateFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});

/** 60 bps → "0,6%". */
export function formatRateBps(bps: number): string {
  return `${rateFormat.format(bps / 100)}%`;
}

/**
 * Every text of the landing page that comes from the database, by the key of the element that
 * shows it (`data-figure="…"`). The server writes them into the prerendered page when serving
 * it; the SPA's landing route renders the same texts; a build renders them for empty data.
 */
export function landingTexts(figures: {
  stats: readonly LandingStat[];
  claims: readonly { brokerId: string; annualBps: number }[];
  sampleNetWorthCents: Cents;
}): Record<string, string> {
  const texts: Record<string, string> = {};
  figures.stats.forEach((stat, index) => {
    texts[`stat-${index}-value`] = stat.value;
    texts[`stat-${index}-label`] = stat.label;
  });
  for (const claim of figures.claims) {
    texts[`claim-${claim.brokerId}-rate`] = `até ${formatRateBps(claim.annualBps)} a.a.`;
  }
  const sample = figures.claims[0];
  if (sample) {
    const yearly = annualCashback(figures.sampleNetWorthCents, sample.annualBps / 100);
    texts['sample-rate'] = formatRateBps(sample.annualBps);
    texts['sample-yearly'] = formatBRL(yearly);
    texts['sample-monthly'] = formatBRL(monthlyCashback(yearly));
  }
  return texts;
}
