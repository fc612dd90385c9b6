import type { TBadgeStatus, TProgressSummary } from '@algoone/contracts';

/** Percent of the way from the current level's minimum to the next; 100 at the top level. */
export function levelPercent(
  progress: Pick<TProgressSummary, 'totalXP' | 'currentLevelMinXp' | 'nextLevelMinXp'>,
): number {
  const { totalXP, currentLevelMinXp, nextLevelMinXp } = progress;
  if (nextLevelMinXp === null) return 100;
  const span = nextLevelMinXp - currentLevelMinXp;
  if (span <= 0) return 100;
  return Math.min(100, Math.max(0, ((totalXP - currentLevelMinXp) / span) * 100));
}

/** "Faltam 80 XP para Consistente" / "Você está no nível máximo". */
export function nextLevelText(
  progress: Pick<TProgressSummary, 'xpToNextLevel' | 'nextLevelName'>,
): string {
  return progress.nextLevelName === null
    ? 'Você chegou ao nível máximo.'
    : `Faltam ${progress.xpToNextLevel} XP para ${progress.nextLevelName}.`;
}

export function splitBadges(badges: readonly TBadgeStatus[]): {
  earned: TBadgeStatus[];
  pending: TBadgeStatus[];
} {
  const earned = badges
    .filter((badge) => badge.earned)
    .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''));
  return { earned, pending: badges.filter((badge) => !badge.earned) };
}

/** "1 de 8 módulos concluídos". */
export function modulesCompletedText(completed: number, total: number): string {
  return `${completed} de ${total} ${total === 1 ? 'módulo concluído' : 'módulos concluídos'}`;
}
