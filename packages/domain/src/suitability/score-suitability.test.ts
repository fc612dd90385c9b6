import { describe, expect, it } from 'vitest';
import { COMPLETE_QUESTIONNAIRE, QUICK_QUESTIONNAIRE } from './questionnaires.ts';
import type { SuitabilityQuestionnaire } from './questionnaires.ts';
import { scoreSuitability } from './score-suitability.ts';
import type { ScoreSuitabilityResult } from './score-suitability.ts';

/** Answers every question with the option worth `points[i]`. */
function answersWith(questionnaire: SuitabilityQuestionnaire, points: readonly number[]) {
  return Object.fromEntries(
    questionnaire.questions.map((question, index) => {
      const option = question.options.find((o) => o.points === points[index]);
      if (!option) throw new Error('bad test data');
      return [question.id, option.id];
    }),
  );
}

describe('scoreSuitability, 4-question flow', () => {
  it.each([
    [[1, 1, 1, 1], 'Conservador', 'Curto'],
    [[1, 2, 1, 2], 'Conservador', 'Curto'],
    [[2, 2, 3, 2], 'Moderado', 'Médio'],
    [[2, 3, 2, 3], 'Moderado', 'Curto'],
    [[3, 3, 4, 1], 'Arrojado', 'Longo'],
    [[4, 4, 4, 4], 'Arrojado', 'Longo'],
  ] as const)('%j → %s, horizon %s', (points, profile, horizon) => {
    const result = scoreSuitability(QUICK_QUESTIONNAIRE, answersWith(QUICK_QUESTIONNAIRE, points));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.score.profile).toBe(profile);
    expect(result.score.allocationProfile).toBe(profile);
    expect(result.score.timeHorizon).toBe(horizon);
    expect(result.score.totalPoints).toBe(points.reduce((a, b) => a + b, 0));
    expect(result.score.questionnaireId).toBe('rapido-v1');
  });

  it('returns the answers (questionId, answerId, points) in questionnaire order', () => {
    const result = scoreSuitability(QUICK_QUESTIONNAIRE, {
      volatilidade: 'manter',
      prazo: '3-a-5-anos',
      objetivos: 'crescer',
      experiencia: 'nenhuma',
    });
    expect(result).toEqual({
      ok: true,
      score: {
        questionnaireId: 'rapido-v1',
        answers: [
          { questionId: 'experiencia', answerId: 'nenhuma', points: 1 },
          { questionId: 'objetivos', answerId: 'crescer', points: 3 },
          { questionId: 'prazo', answerId: '3-a-5-anos', points: 3 },
          { questionId: 'volatilidade', answerId: 'manter', points: 3 },
        ],
        totalPoints: 10,
        averagePoints: 2.5,
        profile: 'Moderado',
        allocationProfile: 'Moderado',
        timeHorizon: 'Médio',
      },
    });
  });
});

describe('scoreSuitability, 10-question flow', () => {
  it.each([
    [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 10, 'Conservador'],
    [[2, 2, 2, 2, 1, 2, 1, 1, 1, 1], 15, 'Conservador'],
    [[2, 2, 2, 2, 2, 2, 1, 1, 1, 1], 16, 'Moderado'],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3, 3], 30, 'Moderado'],
    [[4, 3, 3, 3, 3, 3, 3, 3, 3, 3], 31, 'Agressivo'],
    [[4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 40, 'Agressivo'],
  ] as const)('%j = %i points → %s', (points, total, profile) => {
    const result = scoreSuitability(
      COMPLETE_QUESTIONNAIRE,
      answersWith(COMPLETE_QUESTIONNAIRE, points),
    );
    expect(result.ok && result.score.totalPoints).toBe(total);
    expect(result.ok && result.score.profile).toBe(profile);
  });

  it('uses the Arrojado row for Agressivo', () => {
    const result = scoreSuitability(
      COMPLETE_QUESTIONNAIRE,
      answersWith(COMPLETE_QUESTIONNAIRE, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4]),
    );
    expect(result.ok && result.score.allocationProfile).toBe('Arrojado');
    expect(result.ok && result.score.timeHorizon).toBe('Longo');
  });
});

describe('scoreSuitability validation', () => {
  it('reports every problem at once, in pt-BR', () => {
    const result = scoreSuitability(QUICK_QUESTIONNAIRE, {
      experiencia: 'nenhuma',
      objetivos: 'ficar-rico',
      renda: 'alta',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        code: 'unknown_question',
        questionId: 'renda',
        message: 'A pergunta "renda" não faz parte deste questionário.',
      },
      {
        code: 'unknown_option',
        questionId: 'objetivos',
        optionId: 'ficar-rico',
        message:
          'A opção escolhida não existe para a pergunta: "Qual é o principal objetivo deste dinheiro?"',
      },
      {
        code: 'missing_answer',
        questionId: 'prazo',
        message:
          'Responda a pergunta: "Por quanto tempo você pretende manter este dinheiro investido?"',
      },
      {
        code: 'missing_answer',
        questionId: 'volatilidade',
        message:
          'Responda a pergunta: "Se seus investimentos caíssem 15% em um mês, o que você faria?"',
      },
    ]);
  });

  it('does not accept an option of another question, nor inherited keys', () => {
    const answers = answersWith(QUICK_QUESTIONNAIRE, [1, 1, 1, 1]);
    expect(
      errorCodes(scoreSuitability(QUICK_QUESTIONNAIRE, { ...answers, prazo: 'manter' })),
    ).toEqual(['unknown_option']);
    const inherited = Object.create({ experiencia: 'nenhuma' }) as Record<string, string>;
    expect(errorCodes(scoreSuitability(QUICK_QUESTIONNAIRE, inherited))).toEqual([
      'missing_answer',
      'missing_answer',
      'missing_answer',
      'missing_answer',
    ]);
  });

  it('rejects an empty answer map, one error per question', () => {
    const codes = errorCodes(scoreSuitability(COMPLETE_QUESTIONNAIRE, {}));
    expect(codes).toHaveLength(10);
    expect(new Set(codes)).toEqual(new Set(['missing_answer']));
  });
});

function errorCodes(result: ScoreSuitabilityResult): string[] {
  return result.ok ? [] : result.errors.map((error) => error.code);
}
