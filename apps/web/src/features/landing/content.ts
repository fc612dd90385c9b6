/** Figures of the landing page. Rules and rates come from @algoone/domain (docs/product.md §9). */
import {
  ALLOCATION_TABLE,
  BROKERS,
  CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
  LANDING_CASHBACK_CLAIMS,
  ONBOARDING_BROKER_IDS,
  annualCashback,
  formatBRL,
  monthlyCashback,
} from '@algoone/domain';

/** docs/product.md §1 marketing figures. */
export const LANDING_STATS = [
  { value: 'R$ 50 mi+', label: 'sob recomendação' },
  { value: '2.500+', label: 'investidores atendidos' },
  { value: '15%+', label: 'de cashback médio' },
  { value: '< 5 min', label: 'para receber seu plano' },
] as const;

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

/** docs/product.md §9, landing claims: the most each partner passes on, % of net worth a year. */
export const CASHBACK_CLAIMS = LANDING_CASHBACK_CLAIMS.map((claim) => ({
  broker: BROKERS[claim.brokerId].name,
  shortName: BROKERS[claim.brokerId].shortName,
  annualPercent: claim.upToAnnualRatePercent,
}));

/** docs/product.md §9 broker selector: the partners listed on the landing page. */
export const PARTNER_BROKERS = ONBOARDING_BROKER_IDS.map((id) => BROKERS[id].name);

const rateFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});

/** 0.35 → "0,35%". */
export function formatRate(percent: number): string {
  return `${rateFormat.format(percent)}%`;
}

const SAMPLE_CLAIM = CASHBACK_CLAIMS[0];
const SAMPLE_YEARLY_CENTS = annualCashback(
  CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
  SAMPLE_CLAIM?.annualPercent ?? 0,
);

/** The worked example: the simulator's default net worth at the first claim's rate. */
export const SAMPLE_CASHBACK = {
  broker: SAMPLE_CLAIM?.shortName ?? '',
  amountLabel: `R$ ${CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS / 100_000} mil`,
  rateLabel: formatRate(SAMPLE_CLAIM?.annualPercent ?? 0),
  yearlyLabel: formatBRL(SAMPLE_YEARLY_CENTS),
  monthlyLabel: formatBRL(monthlyCashback(SAMPLE_YEARLY_CENTS)),
} as const;
