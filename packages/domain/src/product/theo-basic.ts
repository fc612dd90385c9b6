import { formatBRL } from '../money/format.ts';

/**
 * Theo's Básico mode (docs/product.md §7 "fallback replies"): what it answers without a language model,
 * filled from the investor's own figures. It never presents itself as an AI.
 */

export type TheoBasicTopic =
  | 'others'
  | 'security'
  | 'human'
  | 'contributions'
  | 'goals'
  | 'netWorth'
  | 'allocation'
  | 'cashback'
  | 'profile'
  | 'other';

/** Lower case without accents, so 'Alocação' and 'alocacao' match alike. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

const TOPIC_WORDS: readonly [Exclude<TheoBasicTopic, 'other'>, RegExp][] = [
  // Someone else's data and a specific security are refused before anything else.
  ['others', /\boutr[oa]s? (cliente|pessoa|investidor)\w*|\bdados de outr/],
  [
    'security',
    /\b(qual (acao|ativo|fundo|titulo|cdb|papel)|que acao|comprar|vender|ticker|especific\w*|[a-z]{4}\d{1,2})\b/,
  ],
  ['human', /\b(consultor\w*|humano|atendente|pessoa real)\b/],
  ['contributions', /\b(aportes? (que )?(eu )?fiz|aportei|meus aportes|historico de aportes)\b/],
  ['goals', /\b(objetivos?|metas?)\b/],
  // Cashback answers with the net worth too (docs/product.md); a plain net-worth question gets it alone.
  ['netWorth', /\b(patrimonio|quanto tenho)\b(?!.*cash ?back)/],
  // Then the product's order: portfolio, cashback, profile or risk.
  ['allocation', /\b(carteira|alocacao|alocar|portfolio|distribuicao|rebalance\w*)\b/],
  ['cashback', /\bcash ?back\b/],
  ['profile', /\b(perfil|risco|suitability)\b/],
];

/** The docs/product.md fallback a question falls under, or 'other' (then the academy is searched). */
export function classifyTheoQuestion(question: string): TheoBasicTopic {
  const folded = foldText(question);
  for (const [topic, pattern] of TOPIC_WORDS) if (pattern.test(folded)) return topic;
  return 'other';
}

export interface TheoAllocationShare {
  assetClass: string;
  percent: number;
}

/** The investor's own figures a Básico reply may use. */
export interface TheoBasicData {
  name: string;
  riskProfile: string | null;
  netWorthCents: number | null;
  /** Current portfolio by asset class, whole percents; zero entries are left out. */
  currentAllocation: readonly TheoAllocationShare[];
  /** The rule-based target for a valid profile; empty without one. */
  recommendedAllocation: readonly TheoAllocationShare[];
  cashback: { brokerName: string; monthlyCents: number; annualCents: number };
  goals: readonly {
    name: string;
    accumulatedCents: number;
    targetCents: number;
    progressPercent: number;
    dueDate: string;
    monthlyNeededCents: number;
  }[];
  contributions: {
    count: number;
    totalCents: number;
    recent: readonly { date: string; amountCents: number }[];
  };
}

function shares(list: readonly TheoAllocationShare[]): string {
  return list
    .filter((share) => share.percent > 0)
    .map((share) => `- ${share.assetClass}: ${share.percent}%`)
    .join('\n');
}

/** The product's profile explanation: safety and liquidity, balance, or higher volatility. */
export function profileExplanation(profile: string): string {
  if (profile === 'Conservador') {
    return 'o perfil Conservador prioriza segurança e liquidez: a maior parte fica em renda fixa, com pouca oscilação.';
  }
  if (profile === 'Moderado') {
    return 'o perfil Moderado busca equilíbrio entre segurança e rentabilidade, combinando renda fixa com uma parte em renda variável.';
  }
  return `o perfil ${profile} aceita maior volatilidade em busca de retornos maiores no longo prazo, com mais renda variável na carteira.`;
}

/** The reply for a topic, in Markdown, from the investor's figures. */
export function basicReply(topic: Exclude<TheoBasicTopic, 'other'>, data: TheoBasicData): string {
  const firstName = data.name.split(/\s+/)[0] || data.name;
  if (topic === 'others') {
    return 'Eu só tenho acesso aos seus próprios dados e não mostro informações de outros clientes.';
  }
  if (topic === 'security') {
    return 'Não indico ativos específicos nem dou ordens de compra ou venda: a AlgoOne orienta a sua alocação por classe de ativos. Para escolher os produtos de cada classe, fale com um consultor humano.';
  }
  if (topic === 'goals') {
    if (data.goals.length === 0) {
      return `${firstName}, você ainda não cadastrou objetivos. Crie o primeiro em /objetivos para eu acompanhar com você.`;
    }
    const lines = data.goals.map(
      (goal) =>
        `- **${goal.name}**: ${formatBRL(goal.accumulatedCents)} de ${formatBRL(goal.targetCents)} (${goal.progressPercent}%), prazo ${goal.dueDate}; aporte mensal necessário sem rendimento: ${formatBRL(goal.monthlyNeededCents)}`,
    );
    return `${firstName}, estes são os seus objetivos:\n\n${lines.join('\n')}`;
  }
  if (topic === 'contributions') {
    if (data.contributions.count === 0) return `${firstName}, você ainda não registrou aportes.`;
    const recent = data.contributions.recent
      .map((item) => `- ${item.date}: ${formatBRL(item.amountCents)}`)
      .join('\n');
    return `${firstName}, você registrou ${data.contributions.count} ${data.contributions.count === 1 ? 'aporte' : 'aportes'}, somando ${formatBRL(data.contributions.totalCents)}. Os mais recentes:\n\n${recent}`;
  }
  if (topic === 'netWorth') {
    const profile = data.riskProfile ? ` Seu perfil de investidor é **${data.riskProfile}**.` : '';
    return data.netWorthCents === null
      ? `${firstName}, você ainda não informou seu patrimônio. Atualize-o no dashboard.${profile}`
      : `${firstName}, seu patrimônio informado é **${formatBRL(data.netWorthCents)}**.${profile}`;
  }
  if (topic === 'human') {
    return `Claro, ${firstName}! Use o botão "Encaminhar ao consultor" abaixo desta mensagem: sua pergunta vai para um consultor humano, que responde em breve.`;
  }
  if (topic === 'allocation') {
    const current = shares(data.currentAllocation);
    const recommended = shares(data.recommendedAllocation);
    const parts = [
      current
        ? `${firstName}, sua carteira atual está distribuída assim:\n\n${current}`
        : `${firstName}, você ainda não registrou sua carteira atual. Registre-a em /carteira para eu comparar com a recomendada.`,
    ];
    if (recommended) {
      parts.push(
        `A carteira recomendada para o seu perfil${data.riskProfile ? ` ${data.riskProfile}` : ''} é:\n\n${recommended}`,
      );
    } else {
      parts.push('Para ver a carteira recomendada, refaça ou conclua seu perfil de investidor.');
    }
    parts.push(
      'Para ativos específicos, um consultor humano pode ajudar a escolher os produtos de cada classe.',
    );
    return parts.join('\n\n');
  }
  if (topic === 'cashback') {
    const netWorth =
      data.netWorthCents === null
        ? 'Você ainda não informou seu patrimônio; com ele eu calculo a estimativa.'
        : `Com seu patrimônio de ${formatBRL(data.netWorthCents)}, a estimativa na ${data.cashback.brokerName} é de **${formatBRL(data.cashback.monthlyCents)} por mês** (${formatBRL(data.cashback.annualCents)} por ano).`;
    return [
      netWorth,
      'Como funciona: a AlgoOne recebe uma taxa técnica das corretoras parceiras e devolve parte dela para você todo mês. Os valores são estimativas a partir das taxas de cada corretora.',
    ].join('\n\n');
  }
  if (!data.riskProfile) {
    return `${firstName}, você ainda não tem um perfil de investidor. Responda ao questionário de suitability para descobrir o seu.`;
  }
  return `${firstName}, seu perfil é **${data.riskProfile}**: ${profileExplanation(data.riskProfile)}`;
}

/** When neither a topic nor a lesson matches: what Básico can do, and the way to a person. */
export const THEO_BASIC_UNKNOWN_REPLY =
  'No modo básico eu respondo com os seus dados sobre carteira, cashback e perfil de investidor, e com os conteúdos da Academia. Não encontrei uma resposta para essa pergunta; se preferir, encaminhe-a a um consultor humano.';

/** The reply built from the best academy passage, with a link to its lesson. */
export function academyReply(lesson: {
  moduleId: string;
  lessonId: string;
  title: string;
  passage: string;
}): string {
  const passage = lesson.passage.replace(/\s+/g, ' ').trim();
  return `Encontrei isto na Academia, na aula **${lesson.title}**:\n\n> ${passage}\n\n[Ler a aula completa](/academia/${encodeURIComponent(lesson.moduleId)}/${encodeURIComponent(lesson.lessonId)})`;
}

/** The product's help list below the chat card, each entry asking its question. */
export const THEO_HELP_TOPICS: readonly { label: string; question: string }[] = [
  {
    label: 'Explicar sua carteira recomendada',
    question: 'Pode explicar a minha carteira recomendada?',
  },
  { label: 'Dúvidas sobre perfil de risco', question: 'O que significa o meu perfil de risco?' },
  {
    label: 'Aportes para seus objetivos',
    question: 'Quanto devo aportar por mês para os meus objetivos?',
  },
  { label: 'Como funciona o cashback', question: 'Como funciona o meu cashback?' },
  { label: 'Quando rebalancear', question: 'Quando devo rebalancear a minha carteira?' },
  { label: 'Classes de ativos', question: 'O que é renda fixa e renda variável?' },
  { label: 'Dúvidas sobre a plataforma', question: 'Como a AlgoOne funciona?' },
  {
    label: 'Falar com um consultor humano',
    question: 'Quero falar com um consultor humano.',
  },
];

/**
 * The badge for a model: the product's 'GPT 4.1' for gpt-4.1 (any dated snapshot), the model's own
 * name otherwise, without a date suffix.
 */
export function theoModelLabel(model: string): string {
  const base = model.trim().replace(/-\d{4}-\d{2}-\d{2}$/, '');
  const gpt = /^gpt-(.+)$/i.exec(base);
  if (gpt?.[1]) return `GPT ${gpt[1].replaceAll('-', ' ')}`;
  return base;
}
