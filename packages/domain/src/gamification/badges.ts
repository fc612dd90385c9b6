export const BADGE_IDS = [
  'first-goal',
  'monthly-discipline',
  'portfolio-rebalanced',
  'consultant-used',
  'global-investor',
  'complete-profile',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** Colours are Tailwind palette names; the UI maps each to its own classes. */
export type BadgeColor = 'blue' | 'green' | 'purple' | 'amber' | 'cyan' | 'rose';

export interface Badge {
  id: BadgeId;
  name: string;
  description: string;
  /** lucide icon name (kebab-case, as in lucide's catalogue). */
  icon: string;
  color: BadgeColor;
}

/** Every badge is worth the same. */
export const BADGE_XP = 25;
export const BADGE_UNLOCKED_TITLE = 'Nova Conquista!';

/** docs/product.md §9's six badges. They reward learning and discipline, never risk-taking. */
export const BADGES: Readonly<Record<BadgeId, Badge>> = {
  'first-goal': {
    id: 'first-goal',
    name: 'Primeiro Objetivo',
    description: 'Criou seu primeiro objetivo financeiro.',
    icon: 'target',
    color: 'blue',
  },
  'monthly-discipline': {
    id: 'monthly-discipline',
    name: 'Disciplina Mensal',
    description: 'Registrou três aportes: a constância é o que faz o patrimônio crescer.',
    icon: 'calendar-check',
    color: 'green',
  },
  'portfolio-rebalanced': {
    id: 'portfolio-rebalanced',
    name: 'Carteira Rebalanceada',
    description: 'Aplicou uma recomendação e colocou a carteira de volta no alvo.',
    icon: 'scale',
    color: 'purple',
  },
  'consultant-used': {
    id: 'consultant-used',
    name: 'Consultor Acionado',
    description: 'Conversou com o seu consultor dedicado.',
    icon: 'message-circle',
    color: 'amber',
  },
  'global-investor': {
    id: 'global-investor',
    name: 'Investidor Global',
    description: 'Tem investimentos no exterior na sua carteira.',
    icon: 'globe',
    color: 'cyan',
  },
  'complete-profile': {
    id: 'complete-profile',
    name: 'Perfil Completo',
    description: 'Concluiu o questionário de perfil de investidor.',
    icon: 'user-check',
    color: 'rose',
  },
};
