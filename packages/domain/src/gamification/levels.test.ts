import { describe, expect, it } from 'vitest';
import {
  LEVELS,
  levelForXp,
  levelLabel,
  levelProgress,
  levelReachedTitle,
  xpToNextLevel,
} from './levels.ts';

describe('levels', () => {
  it.each([
    [0, 1, 'Iniciante', 100],
    [99, 1, 'Iniciante', 1],
    [100, 2, 'Consciente', 100],
    [199, 2, 'Consciente', 1],
    [200, 3, 'Consistente', 150],
    [349, 3, 'Consistente', 1],
    [350, 4, 'Independente', 0],
    [5_000, 4, 'Independente', 0],
    [-10, 1, 'Iniciante', 110],
  ])('%i XP → level %i %s, %i XP to the next', (xp, level, name, toNext) => {
    expect(levelForXp(xp)).toMatchObject({ level, name });
    expect(xpToNextLevel(xp)).toBe(toNext);
  });

  it('labels and titles', () => {
    expect(levelLabel(levelForXp(150))).toBe('Nível 2 - Consciente');
    expect(levelReachedTitle(levelForXp(360))).toBe('Nível 4 Alcançado!');
  });

  it('describes each level as documented', () => {
    expect(LEVELS.map((l) => [l.name, l.minXp, l.description])).toEqual([
      ['Iniciante', 0, 'Cadastro completo.'],
      ['Consciente', 100, 'Primeiro aporte ou leitura de 3 conteúdos.'],
      ['Consistente', 200, 'Aportes mensais e rebalanceamento da carteira.'],
      ['Independente', 350, 'Patrimônio acima de R$ 100 mil e alto engajamento.'],
    ]);
  });

  it('summarises progress with the documented field names', () => {
    expect(levelProgress(120)).toEqual({
      totalXP: 120,
      level: 2,
      currentLevelName: 'Consciente',
      nextLevelName: 'Consistente',
      xpToNextLevel: 80,
      label: 'Nível 2 - Consciente',
    });
    expect(levelProgress(400).nextLevelName).toBeNull();
  });
});
