import type { TBroker } from '@algoone/contracts';
import { BROKER_ACCOUNT_OPENING_BUSINESS_DAYS, formatPercent } from '@algoone/domain';

/** docs/product.md §2 "Brokers": the 4 steps of "Como funciona". */
export const HOW_IT_WORKS = [
  {
    title: 'Escolha a corretora',
    text: 'Compare as corretoras parceiras abaixo: avaliação, benefícios, prós e contras.',
  },
  {
    title: 'Abra sua conta no site oficial',
    text: 'O botão "Abrir conta" leva ao site da corretora, numa nova aba. Sua conta é aberta em seu nome, direto com ela.',
  },
  {
    title: 'Complete o cadastro e envie os documentos',
    text: `A corretora confere seus dados; a abertura leva de ${BROKER_ACCOUNT_OPENING_BUSINESS_DAYS.min} a ${BROKER_ACCOUNT_OPENING_BUSINESS_DAYS.max} dias úteis.`,
  },
  {
    title: 'Confirme aqui',
    text: 'Com a conta aberta, clique em "Já abri minha conta": a etapa Corretora da sua jornada fica concluída.',
  },
] as const;

/** '4.8' → '4,8'; anything that is not a number is shown as given. */
export function formatRating(rating: string | null): string | null {
  if (!rating) return null;
  const value = Number(rating);
  return Number.isFinite(value)
    ? value.toLocaleString('pt-BR', { minimumFractionDigits: 1 })
    : rating;
}

/** "0,60% ao ano sobre o patrimônio". */
export function cashbackRateText(broker: Pick<TBroker, 'cashbackAnnualRatePercent'>): string {
  return `${formatPercent(broker.cashbackAnnualRatePercent, 2)} ao ano sobre o patrimônio`;
}

/** The featured cards (XP and BTG, docs/product.md §2) and the rest for "outra corretora". */
export function splitBrokers(brokers: readonly TBroker[]): {
  featured: TBroker[];
  others: TBroker[];
} {
  return {
    featured: brokers.filter((broker) => broker.featured),
    others: brokers.filter((broker) => !broker.featured),
  };
}

/** Only http(s) sign-up links are opened. */
export function safeSignUpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
