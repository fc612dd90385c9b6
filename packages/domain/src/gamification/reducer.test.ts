import { describe, expect, it } from 'vitest';
import { BADGES, BADGE_IDS } from './badges.ts';
import type { GamificationEvent } from './events.ts';
import { WEEKLY_MISSIONS } from './missions.ts';
import {
  INITIAL_GAMIFICATION_STATE,
  applyGamificationEvent,
  gamificationSummary,
  replayGamificationEvents,
} from './reducer.ts';
import type { GamificationState } from './reducer.ts';

// Wednesday 18 Nov 2026, 12:00 in São Paulo; one week later; Sunday night and Monday of that week.
const wed = new Date('2026-11-18T15:00:00Z');
const nextWed = new Date('2026-11-25T15:00:00Z');
const sundayNight = new Date('2026-11-23T02:30:00Z'); // Sun 22 Nov 23:30 in São Paulo
const mondayEarly = new Date('2026-11-23T03:30:00Z'); // Mon 23 Nov 00:30 in São Paulo

function apply(state: GamificationState, ...events: GamificationEvent[]) {
  let current = state;
  const achievements = [];
  for (const event of events) {
    const result = applyGamificationEvent(current, event);
    current = result.state;
    achievements.push(...result.achievements);
  }
  return { state: current, achievements };
}

function withXp(totalXP: number): GamificationState {
  return { ...INITIAL_GAMIFICATION_STATE, totalXP };
}

describe('mission and badge XP', () => {
  it('has the six missions with their XP', () => {
    expect(Object.fromEntries(Object.values(WEEKLY_MISSIONS).map((m) => [m.id, m.xp]))).toEqual({
      'update-patrimonio': 10,
      'create-objetivo': 15,
      'register-aporte': 20,
      'use-chat': 20,
      'read-content': 10,
      'review-portfolio': 15,
    });
  });

  it('has the six badges, each with a name, description, lucide icon and colour', () => {
    expect(BADGE_IDS).toEqual([
      'first-goal',
      'monthly-discipline',
      'portfolio-rebalanced',
      'consultant-used',
      'global-investor',
      'complete-profile',
    ]);
    for (const id of BADGE_IDS) {
      expect(BADGES[id].icon).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(BADGES[id].name).not.toBe('');
    }
  });
});

describe('dashboard triggers', () => {
  it('updating net worth completes update-patrimonio', () => {
    const { state, achievements } = apply(INITIAL_GAMIFICATION_STATE, {
      type: 'net-worth-updated',
      at: wed,
    });
    expect(state.totalXP).toBe(10);
    expect(achievements).toEqual([
      {
        id: 'mission:update-patrimonio:2026-W47',
        title: 'Missão Concluída!',
        description: 'Você concluiu a missão "Atualizar patrimônio".',
        points: 10,
        completedAt: wed.toISOString(),
      },
    ]);
  });

  it.each([
    [0, 20, []],
    [1, 20, []],
    [2, 45, ['badge:monthly-discipline']],
    [7, 45, ['badge:monthly-discipline']],
  ])('an aporte with %i before gives %i XP', (aportesBefore, xp, badges) => {
    const { state, achievements } = apply(INITIAL_GAMIFICATION_STATE, {
      type: 'aporte-registered',
      at: wed,
      aportesBefore,
    });
    expect(state.totalXP).toBe(xp);
    expect(achievements.filter((a) => a.id.startsWith('badge:')).map((a) => a.id)).toEqual(badges);
  });

  it('updating the portfolio completes review-portfolio, and global-investor only with Internacional > 0', () => {
    expect(
      apply(INITIAL_GAMIFICATION_STATE, {
        type: 'portfolio-updated',
        at: wed,
        internationalValue: 0,
      }).state.totalXP,
    ).toBe(15);
    const { state, achievements } = apply(INITIAL_GAMIFICATION_STATE, {
      type: 'portfolio-updated',
      at: wed,
      internationalValue: 1,
    });
    expect(state.totalXP).toBe(40);
    expect(achievements.map((a) => a.title)).toEqual(['Missão Concluída!', 'Nova Conquista!']);
    expect(achievements[1]).toMatchObject({
      points: 25,
      description: 'Você desbloqueou a conquista "Investidor Global".',
    });
  });

  it('creating a goal completes create-objetivo and unlocks first-goal once', () => {
    const first = apply(INITIAL_GAMIFICATION_STATE, { type: 'goal-created', at: wed });
    expect(first.state.totalXP).toBe(40);
    const again = apply(first.state, { type: 'goal-created', at: wed });
    expect(again.achievements).toEqual([]);
    expect(again.state.totalXP).toBe(40);
    const nextWeek = apply(first.state, { type: 'goal-created', at: nextWed });
    expect(nextWeek.state.totalXP).toBe(55);
    expect(nextWeek.achievements.map((a) => a.id)).toEqual(['mission:create-objetivo:2026-W48']);
  });

  it('chatting completes use-chat; talking to the consultant also unlocks consultant-used', () => {
    expect(
      apply(INITIAL_GAMIFICATION_STATE, { type: 'chat-message-sent', at: wed, channel: 'theo' })
        .state.totalXP,
    ).toBe(20);
    expect(
      apply(INITIAL_GAMIFICATION_STATE, {
        type: 'chat-message-sent',
        at: wed,
        channel: 'consultant',
      }).state.badges,
    ).toEqual({ 'consultant-used': wed.toISOString() });
    expect(
      apply(INITIAL_GAMIFICATION_STATE, { type: 'review-requested', at: wed }).state.totalXP,
    ).toBe(25);
  });

  it('suitability, recommendation applied and content read', () => {
    const { state } = apply(
      INITIAL_GAMIFICATION_STATE,
      { type: 'suitability-completed', at: wed },
      { type: 'recommendation-applied', at: wed },
      { type: 'content-read', at: wed },
    );
    expect(Object.keys(state.badges).sort()).toEqual(['complete-profile', 'portfolio-rebalanced']);
    expect(state.totalXP).toBe(25 + 25 + 10);
  });

  it('a completed module grants its XP once, plus read-content', () => {
    const module = {
      type: 'module-completed',
      at: wed,
      moduleId: 'm1',
      moduleTitle: 'Renda fixa sem mistério',
      xp: 20,
    } as const;
    const first = apply(INITIAL_GAMIFICATION_STATE, module);
    expect(first.state.totalXP).toBe(30);
    expect(first.achievements.map((a) => [a.title, a.points])).toEqual([
      ['Módulo Concluído!', 20],
      ['Missão Concluída!', 10],
    ]);
    const repeated = apply(first.state, { ...module, at: nextWed });
    expect(repeated.state.totalXP).toBe(30);
    expect(repeated.achievements).toEqual([]);
    expect(() => apply(INITIAL_GAMIFICATION_STATE, { ...module, moduleId: 'm2', xp: -5 })).toThrow(
      RangeError,
    );
  });

  it('rejects unknown events', () => {
    expect(() =>
      applyGamificationEvent(INITIAL_GAMIFICATION_STATE, {
        type: 'nope',
        at: wed,
      } as unknown as GamificationEvent),
    ).toThrow(TypeError);
  });
});

describe('missions once per ISO week in São Paulo', () => {
  it('Sunday 23:30 and Monday 00:30 in São Paulo are different weeks', () => {
    const { state } = apply(
      INITIAL_GAMIFICATION_STATE,
      { type: 'net-worth-updated', at: sundayNight },
      { type: 'net-worth-updated', at: mondayEarly },
    );
    expect(state.totalXP).toBe(20);
  });

  it('Wednesday and Sunday 23:30 of the same São Paulo week count once, though UTC says Monday', () => {
    const { state } = apply(
      INITIAL_GAMIFICATION_STATE,
      { type: 'net-worth-updated', at: wed },
      { type: 'net-worth-updated', at: sundayNight },
    );
    expect(state.totalXP).toBe(10);
  });
});

describe('levels', () => {
  it.each([
    [89, 99, []],
    [90, 100, ['Nível 2 Alcançado!']],
    [189, 199, []],
    [190, 200, ['Nível 3 Alcançado!']],
    [339, 349, []],
    [340, 350, ['Nível 4 Alcançado!']],
    [400, 410, []],
  ])('from %i XP to %i XP', (before, after, titles) => {
    const { state, achievements } = apply(withXp(before), { type: 'net-worth-updated', at: wed });
    expect(state.totalXP).toBe(after);
    expect(achievements.filter((a) => a.id.startsWith('level:')).map((a) => a.title)).toEqual(
      titles,
    );
  });

  it('announces every level crossed at once', () => {
    const { achievements } = apply(withXp(95), {
      type: 'module-completed',
      at: wed,
      moduleId: 'intensivo',
      moduleTitle: 'Intensivo',
      xp: 300,
    });
    expect(achievements.filter((a) => a.id.startsWith('level:')).map((a) => a.title)).toEqual([
      'Nível 2 Alcançado!',
      'Nível 3 Alcançado!',
      'Nível 4 Alcançado!',
    ]);
  });
});

describe('recent achievements', () => {
  it('keeps the 5 newest, newest first', () => {
    const { state } = apply(
      INITIAL_GAMIFICATION_STATE,
      { type: 'net-worth-updated', at: wed },
      { type: 'goal-created', at: wed },
      { type: 'chat-message-sent', at: wed, channel: 'consultant' },
      { type: 'content-read', at: wed },
    );
    // 7 achievements: 10 + 15 + 25 + 20 + 25 = 95 XP, then read-content takes it to 105: level 2.
    expect(state.totalXP).toBe(105);
    expect(state.recentAchievements.map((a) => a.id)).toEqual([
      'level:2',
      'mission:read-content:2026-W47',
      'badge:consultant-used',
      'mission:use-chat:2026-W47',
      'badge:first-goal',
    ]);
  });
});

describe('summary and replay', () => {
  const events: GamificationEvent[] = [
    { type: 'goal-created', at: wed },
    { type: 'net-worth-updated', at: nextWed },
    { type: 'aporte-registered', at: wed, aportesBefore: 0 },
  ];

  it('replays events in time order', () => {
    const replayed = replayGamificationEvents(events);
    const sorted = apply(
      INITIAL_GAMIFICATION_STATE,
      events[0] as GamificationEvent,
      events[2] as GamificationEvent,
      events[1] as GamificationEvent,
    ).state;
    expect(replayed).toEqual(sorted);
    expect(replayed.totalXP).toBe(15 + 25 + 20 + 10);
  });

  it('shows only this week’s missions as completed', () => {
    const state = replayGamificationEvents(events);
    const thisWeek = gamificationSummary(state, wed);
    expect(thisWeek.weekKey).toBe('2026-W47');
    expect(thisWeek.weeklyMissions.filter((m) => m.completed).map((m) => m.id)).toEqual([
      'create-objetivo',
      'register-aporte',
    ]);
    const later = gamificationSummary(state, nextWed);
    expect(
      later.weeklyMissions.filter((m) => m.completed).map((m) => [m.id, m.completedAt]),
    ).toEqual([['update-patrimonio', nextWed.toISOString()]]);
    expect(later.weeklyMissions.find((m) => m.id === 'create-objetivo')?.completedAt).toBeNull();
  });

  it('lists every badge with earned and earnedAt, and the level fields', () => {
    const summary = gamificationSummary(replayGamificationEvents(events), nextWed);
    expect(summary.badges).toHaveLength(6);
    expect(summary.badges.filter((b) => b.earned).map((b) => [b.id, b.earnedAt])).toEqual([
      ['first-goal', wed.toISOString()],
    ]);
    expect(summary).toMatchObject({
      totalXP: 70,
      level: 1,
      currentLevelName: 'Iniciante',
      xpToNextLevel: 30,
    });
  });
});
