import { LOCALE } from '../money/format.ts';
import { formatMonthYear } from './audit-details.ts';

const number = new Intl.NumberFormat(LOCALE);

/** "1 resposta", "2 respostas", "1.250 respostas": the singular for exactly one. */
export function countOf(n: number, one: string, many: string): string {
  return `${number.format(n)} ${n === 1 ? one : many}`;
}

export interface TheoUsageMonth {
  month: string;
  promptTokens: number;
  completionTokens: number;
  requests: number;
  investors: number;
}

/**
 * A month of Theo's use as /admin/theo shows it: the month named in pt-BR, the counts with their
 * plurals, and how much of that month's limit was used (each investor who asked had
 * `budgetPerInvestor` tokens): 300 of 200.000 tokens is a sliver, not a full bar.
 */
export function describeTheoUsageMonth(usage: TheoUsageMonth, budgetPerInvestor: number) {
  const tokens = usage.promptTokens + usage.completionTokens;
  const limit = budgetPerInvestor * Math.max(usage.investors, 1);
  const share = limit > 0 ? Math.min(1, tokens / limit) : 0;
  return {
    title: formatMonthYear(usage.month),
    line: [
      countOf(tokens, 'token', 'tokens'),
      countOf(usage.requests, 'resposta', 'respostas'),
      countOf(usage.investors, 'investidor', 'investidores'),
    ].join(' · '),
    share,
    shareLabel: `${new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      maximumFractionDigits: share > 0 && share < 0.01 ? 2 : 0,
    }).format(share)} do limite do mês`,
  };
}
