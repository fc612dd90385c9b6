import { PRAZO_OPTION_IDS } from './profiles.ts';

/** The 10-question flow's categories (docs/product.md §3), also tagging the 4-question flow. */
export const QUESTION_CATEGORIES = [
  'experience',
  'objectives',
  'timeline',
  'risk_tolerance',
  'financial_situation',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/**
 * What CVM Resolução 30/2021, art. 3, requires a suitability assessment to find out:
 * I objectives (a holding period, b risk preference, c purpose), II financial situation
 * (a regular income, b assets, c future need for the money) and III knowledge (a products known,
 * b operations already made, c education and profession).
 */
export const CVM_SUITABILITY_ITEMS = [
  'objetivos.prazo',
  'objetivos.risco',
  'objetivos.finalidade',
  'situacao-financeira.renda',
  'situacao-financeira.patrimonio',
  'situacao-financeira.necessidade-futura',
  'conhecimento.produtos',
  'conhecimento.operacoes',
  'conhecimento.formacao-profissao',
] as const;
export type CvmSuitabilityItem = (typeof CVM_SUITABILITY_ITEMS)[number];

export type QuestionnaireId = 'rapido-v1' | 'completo-v1';

export interface SuitabilityOption {
  id: string;
  label: string;
  points: 1 | 2 | 3 | 4;
}

export interface SuitabilityQuestion {
  id: string;
  category: QuestionCategory;
  text: string;
  help?: string;
  /** Which CVM 30/2021 art. 3 items this question answers. */
  cvmItems: readonly CvmSuitabilityItem[];
  options: readonly SuitabilityOption[];
}

export interface SuitabilityQuestionnaire {
  /** Stored with every completed profile, so old answers are always read against their own wording. */
  id: QuestionnaireId;
  title: string;
  description: string;
  /** 'average' for the 4-question flow, 'total' for the 10-question flow (docs/product.md §4). */
  scoring: 'average' | 'total';
  questions: readonly SuitabilityQuestion[];
}

const prazoOptions: readonly SuitabilityOption[] = [
  { id: PRAZO_OPTION_IDS.upToOneYear, label: 'Até 1 ano', points: 1 },
  { id: PRAZO_OPTION_IDS.oneToThreeYears, label: 'De 1 a 3 anos', points: 2 },
  { id: PRAZO_OPTION_IDS.threeToFiveYears, label: 'De 3 a 5 anos', points: 3 },
  { id: PRAZO_OPTION_IDS.overFiveYears, label: 'Mais de 5 anos', points: 4 },
];

export const QUICK_QUESTIONNAIRE: SuitabilityQuestionnaire = {
  id: 'rapido-v1',
  title: 'Descubra seu perfil de investidor',
  description: 'Quatro perguntas rápidas para montarmos uma carteira adequada a você.',
  scoring: 'average',
  questions: [
    {
      id: 'experiencia',
      category: 'experience',
      text: 'Qual é a sua experiência com investimentos?',
      cvmItems: ['conhecimento.produtos', 'conhecimento.operacoes'],
      options: [
        { id: 'nenhuma', label: 'Nunca investi ou uso só a poupança', points: 1 },
        {
          id: 'renda-fixa',
          label: 'Já investi em renda fixa, como CDB e Tesouro Direto',
          points: 2,
        },
        {
          id: 'fundos-e-acoes',
          label: 'Invisto às vezes em fundos, ações ou fundos imobiliários',
          points: 3,
        },
        {
          id: 'renda-variavel-frequente',
          label: 'Invisto com frequência em ações, exterior ou criptoativos',
          points: 4,
        },
      ],
    },
    {
      id: 'objetivos',
      category: 'objectives',
      text: 'Qual é o principal objetivo deste dinheiro?',
      cvmItems: ['objetivos.finalidade'],
      options: [
        { id: 'preservar', label: 'Preservar o que tenho, com segurança e liquidez', points: 1 },
        {
          id: 'objetivo-definido',
          label: 'Juntar para um objetivo definido ou ter uma renda extra',
          points: 2,
        },
        { id: 'crescer', label: 'Fazer meu patrimônio crescer no longo prazo', points: 3 },
        { id: 'maximizar', label: 'Buscar a maior rentabilidade, mesmo com mais risco', points: 4 },
      ],
    },
    {
      id: 'prazo',
      category: 'timeline',
      text: 'Por quanto tempo você pretende manter este dinheiro investido?',
      cvmItems: ['objetivos.prazo'],
      options: prazoOptions,
    },
    {
      id: 'volatilidade',
      category: 'risk_tolerance',
      text: 'Se seus investimentos caíssem 15% em um mês, o que você faria?',
      cvmItems: ['objetivos.risco'],
      options: [
        { id: 'resgatar-tudo', label: 'Resgataria tudo para não perder mais', points: 1 },
        { id: 'resgatar-parte', label: 'Resgataria uma parte para reduzir o risco', points: 2 },
        { id: 'manter', label: 'Manteria tudo e esperaria a recuperação', points: 3 },
        { id: 'investir-mais', label: 'Aproveitaria a queda para investir mais', points: 4 },
      ],
    },
  ],
};

export const COMPLETE_QUESTIONNAIRE: SuitabilityQuestionnaire = {
  id: 'completo-v1',
  title: 'Análise de perfil do investidor (suitability)',
  description:
    'Dez perguntas sobre seus objetivos, sua situação financeira e seu conhecimento de investimentos, como pede a Resolução CVM 30/2021.',
  scoring: 'total',
  questions: [
    {
      id: 'conhecimento-produtos',
      category: 'experience',
      text: 'Com quais investimentos você já tem familiaridade?',
      help: 'Considere os produtos que você entende bem, mesmo que não tenha hoje.',
      cvmItems: ['conhecimento.produtos'],
      options: [
        { id: 'poupanca', label: 'Só poupança ou nenhum', points: 1 },
        {
          id: 'renda-fixa',
          label: 'Renda fixa: Tesouro Direto, CDB, LCI/LCA e fundos de renda fixa',
          points: 2,
        },
        {
          id: 'fundos-e-acoes',
          label: 'Também fundos multimercado, ações e fundos imobiliários',
          points: 3,
        },
        {
          id: 'complexos',
          label: 'Também investimentos no exterior, criptoativos, derivativos ou COE',
          points: 4,
        },
      ],
    },
    {
      id: 'operacoes-realizadas',
      category: 'experience',
      text: 'Nos últimos dois anos, como foram os seus investimentos?',
      help: 'Pense no tipo, no volume e na frequência das aplicações que você fez.',
      cvmItems: ['conhecimento.operacoes'],
      options: [
        { id: 'nenhuma', label: 'Não fiz aplicações além da poupança', points: 1 },
        { id: 'renda-fixa-eventual', label: 'Apliquei de vez em quando em renda fixa', points: 2 },
        {
          id: 'regular-diversificado',
          label: 'Apliquei todo mês, incluindo fundos ou ações',
          points: 3,
        },
        {
          id: 'frequente-renda-variavel',
          label: 'Opero com frequência em renda variável há mais de dois anos',
          points: 4,
        },
      ],
    },
    {
      id: 'formacao-profissao',
      category: 'experience',
      text: 'Qual frase descreve melhor a sua formação e experiência profissional?',
      cvmItems: ['conhecimento.formacao-profissao'],
      options: [
        { id: 'sem-relacao', label: 'Não tenho formação nem experiência em finanças', points: 1 },
        {
          id: 'autodidata',
          label: 'Fiz cursos ou estudo investimentos por conta própria',
          points: 2,
        },
        {
          id: 'area-relacionada',
          label:
            'Sou formado ou trabalho em área ligada a finanças (economia, administração, contabilidade)',
          points: 3,
        },
        {
          id: 'mercado-financeiro',
          label: 'Trabalho no mercado financeiro ou tenho certificação (CPA, CEA, CFP, CNPI)',
          points: 4,
        },
      ],
    },
    {
      id: 'objetivos',
      category: 'objectives',
      text: 'Qual é a principal finalidade deste investimento?',
      cvmItems: ['objetivos.finalidade'],
      options: [
        {
          id: 'reserva',
          label: 'Reserva de emergência ou preservar o que já tenho',
          points: 1,
        },
        {
          id: 'objetivo-definido',
          label: 'Um objetivo definido, como imóvel, carro ou estudos',
          points: 2,
        },
        {
          id: 'aposentadoria',
          label: 'Aposentadoria ou independência financeira',
          points: 3,
        },
        {
          id: 'maximizar',
          label: 'Multiplicar o patrimônio, aceitando mais risco',
          points: 4,
        },
      ],
    },
    {
      id: 'prazo',
      category: 'timeline',
      text: 'Por quanto tempo você pretende manter este dinheiro investido?',
      cvmItems: ['objetivos.prazo'],
      options: prazoOptions,
    },
    {
      id: 'volatilidade',
      category: 'risk_tolerance',
      text: 'Se seus investimentos caíssem 20% em poucos meses, o que você faria?',
      cvmItems: ['objetivos.risco'],
      options: [
        { id: 'resgatar-tudo', label: 'Resgataria tudo para não perder mais', points: 1 },
        { id: 'resgatar-parte', label: 'Resgataria uma parte para reduzir o risco', points: 2 },
        { id: 'manter', label: 'Manteria tudo e esperaria a recuperação', points: 3 },
        { id: 'investir-mais', label: 'Aproveitaria a queda para investir mais', points: 4 },
      ],
    },
    {
      id: 'risco-retorno',
      category: 'risk_tolerance',
      text: 'Qual destas carteiras você escolheria para os próximos 12 meses?',
      help: 'Os números são ilustrativos: quanto maior o ganho possível, maior a perda possível.',
      cvmItems: ['objetivos.risco'],
      options: [
        { id: 'sem-perda', label: 'Ganho de até 6%, sem chance de perda', points: 1 },
        { id: 'perda-pequena', label: 'Ganho de até 10%, com perda de até 3%', points: 2 },
        { id: 'perda-moderada', label: 'Ganho de até 18%, com perda de até 10%', points: 3 },
        { id: 'perda-alta', label: 'Ganho de até 30%, com perda de até 25%', points: 4 },
      ],
    },
    {
      id: 'renda-mensal',
      category: 'financial_situation',
      text: 'Qual é a sua renda mensal regular?',
      help: 'Some salário, pró-labore, aposentadoria, aluguéis e outras receitas recorrentes.',
      cvmItems: ['situacao-financeira.renda'],
      options: [
        { id: 'ate-3-mil', label: 'Até R$ 3.000', points: 1 },
        { id: '3-a-8-mil', label: 'De R$ 3.000 a R$ 8.000', points: 2 },
        { id: '8-a-20-mil', label: 'De R$ 8.000 a R$ 20.000', points: 3 },
        { id: 'acima-de-20-mil', label: 'Acima de R$ 20.000', points: 4 },
      ],
    },
    {
      id: 'patrimonio',
      category: 'financial_situation',
      text: 'Quanto você tem hoje em investimentos financeiros?',
      help: 'Não conte imóveis e veículos. Você poderá detalhar em que ativos está investido depois.',
      cvmItems: ['situacao-financeira.patrimonio'],
      options: [
        { id: 'ate-10-mil', label: 'Até R$ 10 mil', points: 1 },
        { id: '10-a-100-mil', label: 'De R$ 10 mil a R$ 100 mil', points: 2 },
        { id: '100-a-500-mil', label: 'De R$ 100 mil a R$ 500 mil', points: 3 },
        { id: 'acima-de-500-mil', label: 'Acima de R$ 500 mil', points: 4 },
      ],
    },
    {
      id: 'necessidade-recursos',
      category: 'financial_situation',
      text: 'Você prevê precisar de parte relevante deste dinheiro nos próximos anos?',
      cvmItems: ['situacao-financeira.necessidade-futura'],
      options: [
        { id: 'maior-parte-1-ano', label: 'Sim, da maior parte dentro de um ano', points: 1 },
        { id: 'parte-3-anos', label: 'Sim, de uma parte nos próximos três anos', points: 2 },
        { id: 'talvez-pequena-parte', label: 'Talvez de uma pequena parte', points: 3 },
        {
          id: 'nao-reserva-separada',
          label: 'Não; tenho uma reserva de emergência separada',
          points: 4,
        },
      ],
    },
  ],
};

export const SUITABILITY_QUESTIONNAIRES: Readonly<
  Record<QuestionnaireId, SuitabilityQuestionnaire>
> = {
  'rapido-v1': QUICK_QUESTIONNAIRE,
  'completo-v1': COMPLETE_QUESTIONNAIRE,
};

export function findQuestionnaire(id: string): SuitabilityQuestionnaire | undefined {
  return Object.values(SUITABILITY_QUESTIONNAIRES).find((questionnaire) => questionnaire.id === id);
}
