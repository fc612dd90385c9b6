import { describe, expect, it } from 'vitest';
import { profileRuleText } from './profile-rule.ts';

describe('profileRuleText', () => {
  it('writes the quick questionnaire thresholds with a decimal comma', () => {
    const text = profileRuleText({ questionnaireId: 'rapido-v1', answered: 4, totalPoints: 7 });
    expect(text).toBe(
      'Questionário rápido (4 respostas): média dos pontos até 1,5 é Conservador, até 2,5 é Moderado, acima é Arrojado.',
    );
    expect(text).not.toMatch(/\d\.\d/);
  });
  it('writes the complete questionnaire by its total points', () => {
    expect(profileRuleText({ questionnaireId: 'completo-v1', answered: 10, totalPoints: 22 })).toBe(
      'Questionário completo (10 respostas, 22 pontos): até 15 pontos é Conservador, até 30 é Moderado, acima é Agressivo.',
    );
  });
});
