export interface Level {
  level: number;
  name: string;
  description: string;
  minXp: number;
}

/** docs/product.md §4: levels by total XP, with what each stands for. */
export const LEVELS: readonly Level[] = [
  { level: 1, name: 'Iniciante', description: 'Cadastro completo.', minXp: 0 },
  {
    level: 2,
    name: 'Consciente',
    description: 'Primeiro aporte ou leitura de 3 conteúdos.',
    minXp: 100,
  },
  {
    level: 3,
    name: 'Consistente',
    description: 'Aportes mensais e rebalanceamento da carteira.',
    minXp: 200,
  },
  {
    level: 4,
    name: 'Independente',
    description: 'Patrimônio acima de R$ 100 mil e alto engajamento.',
    minXp: 350,
  },
];

function levelAt(index: number): Level {
  const level = LEVELS[index];
  if (!level) throw new RangeError(`Nível inexistente: ${index + 1}`);
  return level;
}

/** The level a total XP falls in (negative XP counts as 0). */
export function levelForXp(totalXp: number): Level {
  let index = 0;
  LEVELS.forEach((level, i) => {
    if (totalXp >= level.minXp) index = i;
  });
  return levelAt(index);
}

/** The level after this one, or null at the top. */
export function nextLevel(level: Level): Level | null {
  return LEVELS[level.level] ?? null;
}

/** XP still needed for the next level; 0 at the top level. */
export function xpToNextLevel(totalXp: number): number {
  const next = nextLevel(levelForXp(totalXp));
  return next ? next.minXp - totalXp : 0;
}

/** 'Nível 2 - Consciente'. */
export function levelLabel(level: Level): string {
  return `Nível ${level.level} - ${level.name}`;
}

/** 'Nível 2 Alcançado!'. */
export function levelReachedTitle(level: Level): string {
  return `Nível ${level.level} Alcançado!`;
}

/** docs/product.md §3's level fields of the user progress. */
export interface LevelProgress {
  totalXP: number;
  level: number;
  currentLevelName: string;
  nextLevelName: string | null;
  xpToNextLevel: number;
  label: string;
}

export function levelProgress(totalXp: number): LevelProgress {
  const current = levelForXp(totalXp);
  return {
    totalXP: totalXp,
    level: current.level,
    currentLevelName: current.name,
    nextLevelName: nextLevel(current)?.name ?? null,
    xpToNextLevel: xpToNextLevel(totalXp),
    label: levelLabel(current),
  };
}
