import { gamificationSummary, isoWeekKey, levelForXp, nextLevel } from '@algoone/domain';
import type { TProgressSummary } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadGamificationState } from './progress-state.ts';

/**
 * The user progress (docs/product.md §3) of the investor at `now`: XP, level, badges with dates,
 * the last 5 achievements and this ISO week's missions (São Paulo). One statement whatever the
 * history's size.
 */
export async function getProgress(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<TProgressSummary> {
  const state = await loadGamificationState(db, viewer.id, isoWeekKey(now));
  const summary = gamificationSummary(state, now);
  const level = levelForXp(state.totalXP);
  const completed = new Set(state.completedModules);
  return {
    ...summary,
    currentLevelMinXp: level.minXp,
    nextLevelMinXp: nextLevel(level)?.minXp ?? null,
    recentAchievements: state.recentAchievements.map((achievement) => ({ ...achievement })),
    modulesCompleted: state.academyModuleIds.filter((id) => completed.has(id)).length,
    modulesTotal: state.academyModuleIds.length,
  };
}
