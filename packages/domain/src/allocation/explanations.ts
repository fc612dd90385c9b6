import type { RiskProfile, TimeHorizon } from '../suitability/profiles.ts';
import type { AssetClass } from './asset-classes.ts';

/** The observation shown with each recommendation, by profile and horizon (docs/product.md §9). */
export const ALLOCATION_OBSERVATIONS: Readonly<
  Record<RiskProfile, Readonly<Record<TimeHorizon, string>>>
> = {
  Conservador: {
    Curto:
      'Carteira voltada a preservar o capital e manter liquidez: quase tudo em renda fixa de baixo risco, para que o dinheiro esteja disponível quando você precisar.',
    Médio:
      'Base sólida em renda fixa com pequenas parcelas em multimercado e ações, para buscar ganhos acima da inflação sem grandes oscilações nos próximos anos.',
    Longo:
      'Com mais tempo pela frente, a carteira aceita um pouco mais de renda variável para buscar ganhos reais, mantendo a renda fixa como âncora.',
  },
  Moderado: {
    Curto:
      'Equilíbrio com prioridade para a segurança: a renda fixa sustenta a carteira e uma parcela menor busca retornos maiores em multimercado e ações.',
    Médio:
      'Carteira equilibrada entre estabilidade e crescimento, diversificada entre renda fixa, multimercado, ações e investimentos no exterior.',
    Longo:
      'O prazo longo permite ampliar a parcela em ações para buscar crescimento, aceitando oscilações no caminho.',
  },
  Arrojado: {
    Curto:
      'Mesmo com perfil arrojado, o prazo curto pede cautela: a renda fixa garante liquidez enquanto ações e exterior buscam retorno.',
    Médio:
      'Foco em crescimento com ações e investimentos internacionais, mantendo uma parcela em renda fixa para atravessar períodos de volatilidade.',
    Longo:
      'Carteira de crescimento, com maior exposição a ações no Brasil e no exterior, para quem aceita oscilações fortes em busca de retorno no longo prazo.',
  },
};

/** Why each asset class is in a portfolio at all (docs/product.md §3 'justificativas'). */
export const ASSET_CLASS_JUSTIFICATIONS: Readonly<Record<AssetClass, string>> = {
  'Renda Fixa':
    'Dá estabilidade e liquidez à carteira: títulos públicos, CDBs e fundos de baixo risco, com rendimento previsível.',
  Multimercado:
    'Diversifica as fontes de retorno com gestores que combinam juros, câmbio, ações e outros mercados, suavizando as oscilações.',
  'Ações Brasil':
    'Participa do crescimento das empresas brasileiras; oscila mais no curto prazo, mas é o principal motor de retorno no longo prazo.',
  Internacional:
    'Reduz a dependência da economia brasileira e do real, com acesso a empresas e mercados do mundo todo.',
  Cripto:
    'Parcela pequena e opcional em criptoativos, para quem aceita volatilidade muito alta em troca de potencial de valorização.',
};

/** 'Entenda sua carteira recomendada': the role of each class for each profile. */
export const ASSET_CLASS_ROLE_BY_PROFILE: Readonly<
  Record<RiskProfile, Readonly<Record<AssetClass, string>>>
> = {
  Conservador: {
    'Renda Fixa':
      'É o centro da sua carteira: protege o patrimônio e garante que o dinheiro esteja disponível quando você precisar.',
    Multimercado:
      'Complementa a renda fixa com gestão profissional, buscando um pouco mais de retorno sem muita oscilação.',
    'Ações Brasil':
      'Parcela pequena para que seu patrimônio também participe do crescimento das empresas, sem comprometer a segurança.',
    Internacional:
      'Pequena proteção contra riscos concentrados no Brasil e contra a desvalorização do real.',
    Cripto:
      'Fica de fora de uma carteira conservadora: a volatilidade dos criptoativos não combina com o seu perfil.',
  },
  Moderado: {
    'Renda Fixa':
      'Dá estabilidade e amortece as quedas da renda variável, mantendo liquidez para imprevistos e oportunidades.',
    Multimercado:
      'Diversifica a carteira com estratégias que combinam vários mercados, ajudando a equilibrar risco e retorno.',
    'Ações Brasil':
      'É o motor de crescimento no médio e no longo prazo; suas oscilações são compensadas pela renda fixa.',
    Internacional: 'Diversifica moeda e países, reduzindo a dependência da economia brasileira.',
    Cripto:
      'Opcional e limitada: só entra se você declarar interesse, e sempre em parcela pequena.',
  },
  Arrojado: {
    'Renda Fixa':
      'Funciona como reserva estratégica: garante liquidez e permite aproveitar quedas do mercado para comprar.',
    Multimercado:
      'Busca retornos que não dependem só da bolsa, com gestores que podem ganhar em cenários diferentes.',
    'Ações Brasil':
      'É a principal fonte de retorno da sua carteira, aproveitando o potencial de valorização das empresas brasileiras no longo prazo.',
    Internacional:
      'Amplia as oportunidades para empresas e setores globais e protege contra a desvalorização do real.',
    Cripto:
      'Parcela pequena e opcional, para quem aceita volatilidade extrema em troca de potencial de valorização.',
  },
};

/** Notes attached to a recommendation when a rule changed it. */
export const ALLOCATION_NOTES = {
  defaultAllocation:
    'Não identificamos seu perfil ou seu prazo, por isso aplicamos uma carteira padrão: 50% Renda Fixa, 25% Multimercado, 20% Ações Brasil e 5% Internacional. Refaça o questionário para receber uma recomendação personalizada.',
  limitedCapitalToFixedIncome:
    'Com patrimônio abaixo de R$ 5.000,00, a parcela internacional foi para a Renda Fixa: com pouco capital, os custos de câmbio e de remessa pesam demais.',
  limitedCapitalSplit:
    'Com patrimônio abaixo de R$ 5.000,00, a parcela internacional foi dividida entre Renda Fixa e Ações Brasil: com pouco capital, os custos de câmbio e de remessa pesam demais.',
  cryptoFromStocks:
    'Como você tem interesse em criptoativos, até 5 pontos de Ações Brasil foram destinados a Cripto.',
  cryptoFromMultimarket:
    'Como você prefere ter criptoativos, 5 pontos de Multimercado foram destinados a Cripto.',
  noStocksToMultimarket:
    'Como você prefere não investir em ações, a parcela de Ações Brasil foi para Multimercado.',
  noStocksSplit:
    'Como você prefere não investir em ações, a parcela de Ações Brasil foi dividida entre Renda Fixa e Multimercado.',
  conservativeShortTerm:
    'Perfil conservador com prazo curto: priorizamos segurança e liquidez, com 90% em Renda Fixa e 10% em Multimercado.',
} as const;
