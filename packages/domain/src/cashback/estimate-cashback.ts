import {
  BROKERS,
  ONBOARDING_BROKER_IDS,
  OTHER_BROKER_CASHBACK_RATE,
  findBroker,
  type BrokerId,
} from '../brokers/broker-catalogue.ts';
import { assertCents } from '../money/cents.ts';
import type { Cents } from '../money/cents.ts';
import { formatBRL, formatPercent } from '../money/format.ts';
import { mulDivRound } from '../shared/rounding.ts';

/** docs/product.md §3's cashback estimate. Amounts in centavos; the rate is annual, in percent. */
export interface CashbackEstimate {
  brokerName: string;
  netWorthCents: Cents;
  monthlyCents: Cents;
  annualCents: Cents;
  annualRatePercent: number;
  message: string;
}

/** Annual cashback rate (percent of net worth) for a broker id or name; unknown brokers get 0.4. */
export function cashbackRateFor(brokerIdOrName: string): number {
  return findBroker(brokerIdOrName)?.cashbackAnnualRatePercent ?? OTHER_BROKER_CASHBACK_RATE;
}

// Rates are given in percent with at most 4 decimals; as millionths they become an integer, so
// the product with centavos is exact.
const MILLIONTHS_PER_PERCENT = 10_000;

/**
 * Rounding rule: annual = net worth × rate, rounded half-up to the centavo (exact, in integers);
 * monthly = annual / 12, rounded half-up. Monthly comes from the rounded annual so that the two
 * figures the user sees agree (R$ 300,00 a year is R$ 25,00 a month).
 */
export function annualCashback(netWorthCents: Cents, annualRatePercent: number): Cents {
  assertCents(netWorthCents, 'netWorthCents');
  if (netWorthCents < 0) throw new RangeError('O patrimônio não pode ser negativo');
  const rateMillionths = Math.round(annualRatePercent * MILLIONTHS_PER_PERCENT);
  return mulDivRound(netWorthCents, rateMillionths, 100 * MILLIONTHS_PER_PERCENT);
}

export function monthlyCashback(annual: Cents): Cents {
  return mulDivRound(annual, 1, 12);
}

/**
 * The estimate (docs/product.md §3) for a broker (id or name, e.g. 'xp' or 'XP Investimentos') and a net worth.
 * `annualRatePercent` is the catalogue's rate in force (the database's rate history); without
 * it, the broker's seed rate.
 */
export function estimateCashback(
  brokerIdOrName: string,
  netWorthCents: Cents,
  annualRatePercent?: number,
): CashbackEstimate {
  const broker = findBroker(brokerIdOrName);
  const brokerName = broker?.name ?? (brokerIdOrName.trim() || BROKERS.outra.name);
  const ratePercent =
    annualRatePercent ?? broker?.cashbackAnnualRatePercent ?? OTHER_BROKER_CASHBACK_RATE;
  const annualCents = annualCashback(netWorthCents, ratePercent);
  const monthlyCents = monthlyCashback(annualCents);
  return {
    brokerName,
    netWorthCents,
    monthlyCents,
    annualCents,
    annualRatePercent: ratePercent,
    message:
      `Com ${formatBRL(netWorthCents)} investidos na ${brokerName}, seu cashback estimado é de ` +
      `${formatBRL(monthlyCents)} por mês (${formatBRL(annualCents)} por ano), ` +
      `à taxa de ${formatPercent(ratePercent, 2)} ao ano sobre o patrimônio.`,
  };
}

/**
 * Which broker the dashboard's estimate is for: the one asked for, else the investor's
 * confirmed account, else the first broker they chose, else the first of the selector (§9).
 * Names that are not in the catalogue are skipped.
 */
export function cashbackBrokerFor(choice: {
  requested?: BrokerId;
  confirmedBrokerId?: string;
  chosenBrokerId?: string;
}): BrokerId {
  return (
    choice.requested ??
    findBroker(choice.confirmedBrokerId ?? '')?.id ??
    findBroker(choice.chosenBrokerId ?? '')?.id ??
    ONBOARDING_BROKER_IDS[0]
  );
}
