import { describe, expect, it } from 'vitest';
import type { TBadgeStatus } from '@algoone/contracts';
import { levelPercent, modulesCompletedText, nextLevelText, splitBadges } from './progress';

describe('levelPercent', () => {
  it.each([
    [{ totalXP: 0, currentLevelMinXp: 0, nextLevelMinXp: 100 }, 0],
    [{ totalXP: 50, currentLevelMinXp: 0, nextLevelMinXp: 100 }, 50],
    [{ totalXP: 120, currentLevelMinXp: 100, nextLevelMinXp: 200 }, 20],
    [{ totalXP: 400, currentLevelMinXp: 350, nextLevelMinXp: null }, 100],
  ])('%j → %d', (progress, percent) => {
    expect(levelPercent(progress)).toBe(percent);
  });
});

describe('texts', () => {
  it('says what is missing for the next level, or that it is the top', () => {
    expect(nextLevelText({ xpToNextLevel: 80, nextLevelName: 'Consistente' })).toBe(
      'Faltam 80 XP para Consistente.',
    );
    expect(nextLevelText({ xpToNextLevel: 0, nextLevelName: null })).toBe(
      'Você chegou ao nível máximo.',
    );
  });

  it('counts modules in pt-BR', () => {
    expect(modulesCompletedText(0, 8)).toBe('0 de 8 módulos concluídos');
    expect(modulesCompletedText(1, 1)).toBe('1 de 1 módulo concluído');
  });
});

describe('splitBadges', () => {
  const badge = (id: string, earnedAt: string | null) =>
    ({ id, earned: earnedAt !== null, earnedAt }) as unknown as TBadgeStatus;

  it('puts the newest earned first and keeps the pending order', () => {
    const { earned, pending } = splitBadges([
      badge('a', '2026-01-01T00:00:00.000Z'),
      badge('b', null),
      badge('c', '2026-02-01T00:00:00.000Z'),
      badge('d', null),
    ]);
    expect(earned.map((b) => b.id)).toEqual(['c', 'a']);
    expect(pending.map((b) => b.id)).toEqual(['b', 'd']);
  });
});
