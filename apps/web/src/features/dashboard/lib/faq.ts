import type { TBroker } from '@algoone/contracts';
import {
  CRYPTO_ALLOCATION_POINTS,
  DRIFT_ABSOLUTE_BAND_MIN_TARGET,
  DRIFT_ABSOLUTE_BAND_PP,
  DRIFT_RELATIVE_BAND,
  PROFILE_VALIDITY_MONTHS,
  SMALL_PORTFOLIO_THRESHOLD_CENTS,
  formatBRL,
  formatPercent,
} from '@algoone/domain';

export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

/**
 * The cashback answer's example, with the rates in force in the server's catalogue (the same
 * every estimate uses); until the catalogue has loaded, the answer points to where rates are.
 */
function rateExample(catalogue: readonly TBroker[] | undefined): string {
  const examples = (catalogue ?? [])
    .slice(0, 2)
    .map(
      (broker) => `${formatPercent(broker.cashbackAnnualRatePercent, 2)} ao ano na ${broker.name}`,
    );
  return examples.length > 0
    ? `por exemplo, ${examples.join(' e ')}`
    : 'a taxa de cada corretora está na página Corretoras';
}

/**
 * "Dúvidas?": real answers, with the product's own numbers from the domain and the catalogue's
 * rates.
 */
export const dashboardFaq = (catalogue?: readonly TBroker[]): readonly FaqEntry[] => [
  {
    id: 'suitability',
    question: 'O que é suitability?',
    answer: [
      'É a verificação, exigida pela Resolução CVM 30/2021, de que uma recomendação combina com você: seus objetivos, sua situação financeira, seu conhecimento de investimentos e quanto risco você aceita.',
      `As respostas do questionário definem o seu perfil (Conservador, Moderado, Arrojado ou Agressivo). Ele vale por ${PROFILE_VALIDITY_MONTHS} meses; depois disso, é preciso refazê-lo antes de receber novas recomendações. Você pode refazer o perfil quando quiser, na página Perfil de investidor.`,
    ],
  },
  {
    id: 'recomendacao',
    question: 'Como a carteira recomendada é montada?',
    answer: [
      'Partimos de uma tabela por perfil e prazo (curto, médio ou longo) que divide a carteira entre Renda Fixa, Multimercado, Ações Brasil e Internacional. Quanto mais arrojado o perfil e mais longo o prazo, maior a parcela em renda variável.',
      `Depois aplicamos ajustes: com patrimônio abaixo de ${formatBRL(SMALL_PORTFOLIO_THRESHOLD_CENTS)}, a parcela internacional é redistribuída, porque os custos de câmbio pesam demais; quem tem interesse em criptoativos recebe ${CRYPTO_ALLOCATION_POINTS} pontos em Cripto; quem prefere não investir em ações tem essa parcela dividida entre Renda Fixa e Multimercado.`,
      `Cada classe tem uma faixa de tolerância: ${DRIFT_ABSOLUTE_BAND_PP} pontos percentuais para metas de ${DRIFT_ABSOLUTE_BAND_MIN_TARGET}% ou mais e ${formatPercent(DRIFT_RELATIVE_BAND * 100, 0)} da própria meta abaixo disso. Fora da faixa, avisamos que a carteira saiu do seu perfil.`,
    ],
  },
  {
    id: 'cashback',
    question: 'O que é o cashback e como ele é estimado?',
    answer: [
      'As corretoras remuneram quem indica clientes com uma parte das receitas que têm sobre o seu patrimônio. O AlgoOne é remunerado por assinatura e repassa essa parte a você: é o cashback.',
      `A estimativa é a taxa anual da corretora sobre o seu patrimônio total, dividida por 12 para o valor mensal — ${rateExample(catalogue)}. É uma estimativa: o valor creditado depende dos produtos que você tem e do que a corretora efetivamente repassar.`,
    ],
  },
  {
    id: 'custodia',
    question: 'Por que meu dinheiro fica na minha corretora?',
    answer: [
      'O AlgoOne recomenda, não executa (Resolução CVM 19/2021): nunca recebe o seu dinheiro nem dá ordens em seu nome. Sua conta é sua, na corretora que você escolher, regulada pela CVM, e os títulos elegíveis contam com a garantia do FGC dentro dos limites dele.',
      'Assim você mantém o controle: pode trocar de corretora ou deixar de seguir a recomendação a qualquer momento, sem depender de nós para movimentar nada.',
    ],
  },
  {
    id: 'rendimento',
    question: 'Como calculamos o rendimento e a comparação com o CDI?',
    answer: [
      'O rendimento do ano usa o método Modified Dietz, com os registros do seu patrimônio e os seus aportes desde 1º de janeiro: (patrimônio final − patrimônio inicial − aportes) ÷ (patrimônio inicial + aportes ponderados pelo tempo em que ficaram investidos). Assim, um aporte não conta como ganho. São necessários pelo menos dois registros de patrimônio no período.',
      'O CDI vem da série 12 do Sistema Gerenciador de Séries Temporais do Banco Central, acumulada no mesmo período. "x% do CDI" é o seu rendimento dividido pelo do CDI. Enquanto a série ainda não foi sincronizada, mostramos "CDI indisponível".',
    ],
  },
  {
    id: 'atualizar',
    question: 'Como atualizo meus dados?',
    answer: [
      'Patrimônio total e carteira atual: em "Atualizar patrimônio" (no quadro Patrimônio) e em "Atualizar carteira" (em Carteira atual x recomendada), neste painel. Cada atualização do patrimônio fica registrada com a data e forma o histórico do gráfico em Minha Carteira.',
      'Aportes: em "Registrar aporte". Em Minha Carteira você filtra, edita, exclui, exporta e importa aportes em CSV. Perfil: em Perfil de investidor. Corretora: em Conectar corretora.',
    ],
  },
];
