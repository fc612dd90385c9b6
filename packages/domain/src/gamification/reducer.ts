import { BADGES, BADGE_IDS, BADGE_UNLOCKED_TITLE, BADGE_XP } from './badges.ts';
import type { Badge, BadgeId } from './badges.ts';
import type { GamificationEvent } from './events.ts';
import { isoWeekKey } from './iso-week.ts';
import { LEVELS, levelForXp, levelProgress, levelReachedTitle } from './levels.ts';
import type { LevelProgress } from './levels.ts';
import { MISSION_COMPLETED_TITLE, MISSION_IDS, WEEKLY_MISSIONS } from './missions.ts';
import type { Mission, MissionId } from './missions.ts';

/** docs/product.md §3: an entry of recentAchievements. */
export interface Achievement {
  /** Deterministic, so a replay produces the same ids: 'mission:use-chat:2026-W47', 'badge:first-goal', 'level:2'. */
  id: string;
  title: string;
  description: string;
  points: number;
  /** ISO 8601 instant. */
  completedAt: string;
}

/** Only this many recent achievements are kept. */
export const RECENT_ACHIEVEMENTS_LIMIT = 5;

export const MODULE_COMPLETED_TITLE = 'Módulo Concluído!';

/** Plain JSON, so the server can store a snapshot. */
export interface GamificationState {
  totalXP: number;
  /** When each earned badge was earned (ISO). */
  badges: Readonly<Partial<Record<BadgeId, string>>>;
  /** The last completion of each mission: its ISO week key and instant. */
  missions: Readonly<Partial<Record<MissionId, { weekKey: string; completedAt: string }>>>;
  completedModules: readonly string[];
  /** Newest first, at most RECENT_ACHIEVEMENTS_LIMIT. */
  recentAchievements: readonly Achievement[];
}

export const INITIAL_GAMIFICATION_STATE: GamificationState = {
  totalXP: 0,
  badges: {},
  missions: {},
  completedModules: [],
  recentAchievements: [],
};

export interface GamificationTransition {
  state: GamificationState;
  /** What this event unlocked, in the order unlocked (level-ups last); for toasts. */
  achievements: Achievement[];
}

interface Draft {
  totalXP: number;
  badges: Partial<Record<BadgeId, string>>;
  missions: Partial<Record<MissionId, { weekKey: string; completedAt: string }>>;
  completedModules: string[];
  achievements: Achievement[];
}

function completeMission(draft: Draft, missionId: MissionId, at: Date): void {
  const weekKey = isoWeekKey(at);
  if (draft.missions[missionId]?.weekKey === weekKey) return;
  const mission = WEEKLY_MISSIONS[missionId];
  const completedAt = at.toISOString();
  draft.missions[missionId] = { weekKey, completedAt };
  draft.totalXP += mission.xp;
  draft.achievements.push({
    id: `mission:${missionId}:${weekKey}`,
    title: MISSION_COMPLETED_TITLE,
    description: `Você concluiu a missão "${mission.title}".`,
    points: mission.xp,
    completedAt,
  });
}

function unlockBadge(draft: Draft, badgeId: BadgeId, at: Date): void {
  if (draft.badges[badgeId] !== undefined) return;
  const completedAt = at.toISOString();
  draft.badges[badgeId] = completedAt;
  draft.totalXP += BADGE_XP;
  draft.achievements.push({
    id: `badge:${badgeId}`,
    title: BADGE_UNLOCKED_TITLE,
    description: `Você desbloqueou a conquista "${BADGES[badgeId].name}".`,
    points: BADGE_XP,
    completedAt,
  });
}

function completeModule(
  draft: Draft,
  event: Extract<GamificationEvent, { type: 'module-completed' }>,
): void {
  if (!Number.isInteger(event.xp) || event.xp < 0) {
    throw new RangeError('O XP de um módulo deve ser um inteiro não negativo');
  }
  draft.completedModules.push(event.moduleId);
  draft.totalXP += event.xp;
  draft.achievements.push({
    id: `module:${event.moduleId}`,
    title: MODULE_COMPLETED_TITLE,
    description: `Você concluiu o módulo "${event.moduleTitle}".`,
    points: event.xp,
    completedAt: event.at.toISOString(),
  });
}

function react(draft: Draft, event: GamificationEvent): void {
  switch (event.type) {
    case 'net-worth-updated':
      completeMission(draft, 'update-patrimonio', event.at);
      return;
    case 'aporte-registered':
      completeMission(draft, 'register-aporte', event.at);
      if (event.aportesBefore >= 2) unlockBadge(draft, 'monthly-discipline', event.at);
      return;
    case 'portfolio-updated':
      completeMission(draft, 'review-portfolio', event.at);
      if (event.internationalValue > 0) unlockBadge(draft, 'global-investor', event.at);
      return;
    case 'goal-created':
      completeMission(draft, 'create-objetivo', event.at);
      unlockBadge(draft, 'first-goal', event.at);
      return;
    case 'chat-message-sent':
      completeMission(draft, 'use-chat', event.at);
      if (event.channel === 'consultant') unlockBadge(draft, 'consultant-used', event.at);
      return;
    case 'review-requested':
      unlockBadge(draft, 'consultant-used', event.at);
      return;
    case 'content-read':
      completeMission(draft, 'read-content', event.at);
      return;
    case 'module-completed':
      // A repeated completion (a retried request, a replay) grants nothing, not even the mission.
      if (draft.completedModules.includes(event.moduleId)) return;
      completeModule(draft, event);
      completeMission(draft, 'read-content', event.at);
      return;
    case 'suitability-completed':
      unlockBadge(draft, 'complete-profile', event.at);
      return;
    case 'recommendation-applied':
      unlockBadge(draft, 'portfolio-rebalanced', event.at);
      return;
    default: {
      const unknown: never = event;
      throw new TypeError(`Evento desconhecido: ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The gamification reducer: the new state and what was unlocked. Missions count once per ISO
 * week (São Paulo), badges and modules once ever; every level crossed adds 'Nível N Alcançado!'.
 */
export function applyGamificationEvent(
  state: GamificationState,
  event: GamificationEvent,
): GamificationTransition {
  const draft: Draft = {
    totalXP: state.totalXP,
    badges: { ...state.badges },
    missions: { ...state.missions },
    completedModules: [...state.completedModules],
    achievements: [],
  };
  react(draft, event);

  const levelBefore = levelForXp(state.totalXP).level;
  const levelAfter = levelForXp(draft.totalXP).level;
  for (const level of LEVELS) {
    if (level.level > levelBefore && level.level <= levelAfter) {
      draft.achievements.push({
        id: `level:${level.level}`,
        title: levelReachedTitle(level),
        description: `Você chegou ao nível ${level.name}.`,
        points: 0,
        completedAt: event.at.toISOString(),
      });
    }
  }

  return {
    state: {
      totalXP: draft.totalXP,
      badges: draft.badges,
      missions: draft.missions,
      completedModules: draft.completedModules,
      recentAchievements: [...[...draft.achievements].reverse(), ...state.recentAchievements].slice(
        0,
        RECENT_ACHIEVEMENTS_LIMIT,
      ),
    },
    achievements: draft.achievements,
  };
}

/** Folds events (sorted by time, stable) from the initial state. */
export function replayGamificationEvents(
  events: readonly GamificationEvent[],
  initial: GamificationState = INITIAL_GAMIFICATION_STATE,
): GamificationState {
  return [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .reduce((state, event) => applyGamificationEvent(state, event).state, initial);
}

export interface BadgeStatus extends Badge {
  earned: boolean;
  earnedAt: string | null;
}

export interface MissionStatus extends Mission {
  /** Completed in the ISO week of `now`. */
  completed: boolean;
  completedAt: string | null;
}

/** docs/product.md §3's user progress, as the screens show it at `now`. */
export interface GamificationSummary extends LevelProgress {
  weekKey: string;
  badges: BadgeStatus[];
  weeklyMissions: MissionStatus[];
  recentAchievements: Achievement[];
}

export function gamificationSummary(state: GamificationState, now: Date): GamificationSummary {
  const weekKey = isoWeekKey(now);
  return {
    ...levelProgress(state.totalXP),
    weekKey,
    badges: BADGE_IDS.map((id) => ({
      ...BADGES[id],
      earned: state.badges[id] !== undefined,
      earnedAt: state.badges[id] ?? null,
    })),
    weeklyMissions: MISSION_IDS.map((id) => {
      const completion = state.missions[id];
      const completed = completion?.weekKey === weekKey;
      return {
        ...WEEKLY_MISSIONS[id],
        completed,
        completedAt: completed ? (completion?.completedAt ?? null) : null,
      };
    }),
    recentAchievements: [...state.recentAchievements],
  };
}
