import { describe, expect, it } from 'vitest';
import { achievementToastText } from './achievement-toasts';

const base = { id: 'x', title: 'Missão Concluída!', completedAt: '2026-11-18T18:00:00.000Z' };

describe('achievementToastText', () => {
  it('adds the XP earned to the description', () => {
    expect(
      achievementToastText({ ...base, description: 'Você concluiu a missão.', points: 10 }),
    ).toEqual({ title: 'Missão Concluída!', description: 'Você concluiu a missão. +10 XP' });
  });

  it('leaves level-ups (0 XP) without a number', () => {
    expect(
      achievementToastText({
        ...base,
        title: 'Nível 2 Alcançado!',
        description: 'Você chegou ao nível Consciente.',
        points: 0,
      }).description,
    ).toBe('Você chegou ao nível Consciente.');
  });
});
