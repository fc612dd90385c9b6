import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { TAchievement } from '@algoone/contracts';
import { queryKeys } from './query-keys';

/** "+10 XP" after the description; level-ups are worth no XP of their own. */
export function achievementToastText(achievement: TAchievement): {
  title: string;
  description: string;
} {
  return {
    title: achievement.title,
    description:
      achievement.points > 0
        ? `${achievement.description} +${achievement.points} XP`
        : achievement.description,
  };
}

/** Shows one toast per achievement ("Missão Concluída!", "Nível 2 Alcançado!", ...). */
export function toastAchievements(achievements: readonly TAchievement[]): void {
  for (const achievement of achievements) {
    const { title, description } = achievementToastText(achievement);
    toast.success(title, { id: `achievement:${achievement.id}`, description });
  }
}

// Each response's list is toasted once, however often the component re-renders.
const shown = new WeakSet<readonly TAchievement[]>();

/**
 * Toasts a response's achievements once and refreshes the progress the screens show; for a
 * mutation whose state is reset in its own success callback (the hook below would never see
 * the data).
 */
export function celebrateAchievements(
  queryClient: QueryClient,
  achievements: readonly TAchievement[] | undefined,
): void {
  if (!achievements || shown.has(achievements)) return;
  shown.add(achievements);
  if (achievements.length === 0) return;
  toastAchievements(achievements);
  void queryClient.invalidateQueries({ queryKey: queryKeys.gamification.all });
}

/**
 * Toasts what a mutation unlocked (its response's `achievements`) and refreshes the progress
 * the screens show. Any feature can call it with `mutation.data?.achievements`:
 *
 *   useAchievementToasts(saveNetWorth.data?.achievements);
 */
export function useAchievementToasts(achievements: readonly TAchievement[] | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => celebrateAchievements(queryClient, achievements), [achievements, queryClient]);
}
