import { describe, expect, it } from 'vitest';
import {
  COMPLETE_QUESTIONNAIRE,
  CVM_SUITABILITY_ITEMS,
  QUESTION_CATEGORIES,
  QUICK_QUESTIONNAIRE,
  findQuestionnaire,
} from './questionnaires.ts';
import type { SuitabilityQuestionnaire } from './questionnaires.ts';

function checkShape(questionnaire: SuitabilityQuestionnaire): void {
  const ids = questionnaire.questions.map((q) => q.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const question of questionnaire.questions) {
    expect(question.options.map((o) => o.points)).toEqual([1, 2, 3, 4]);
    const optionIds = question.options.map((o) => o.id);
    expect(new Set(optionIds).size).toBe(4);
    expect(question.text.trim()).not.toBe('');
  }
}

describe('the 4-question flow', () => {
  it('asks experiencia, objetivos, prazo and volatilidade, 4 options of 1–4 points each', () => {
    expect(QUICK_QUESTIONNAIRE.id).toBe('rapido-v1');
    expect(QUICK_QUESTIONNAIRE.scoring).toBe('average');
    expect(QUICK_QUESTIONNAIRE.questions.map((q) => q.id)).toEqual([
      'experiencia',
      'objetivos',
      'prazo',
      'volatilidade',
    ]);
    checkShape(QUICK_QUESTIONNAIRE);
  });
});

describe('the 10-question flow', () => {
  it('has 10 questions over the five categories, scoring 10 to 40', () => {
    expect(COMPLETE_QUESTIONNAIRE.id).toBe('completo-v1');
    expect(COMPLETE_QUESTIONNAIRE.scoring).toBe('total');
    expect(COMPLETE_QUESTIONNAIRE.questions).toHaveLength(10);
    checkShape(COMPLETE_QUESTIONNAIRE);
    const categories = new Set(COMPLETE_QUESTIONNAIRE.questions.map((q) => q.category));
    expect([...categories].sort()).toEqual([...QUESTION_CATEGORIES].sort());
  });

  it('covers every item of CVM Resolução 30/2021 art. 3', () => {
    const covered = new Set(COMPLETE_QUESTIONNAIRE.questions.flatMap((q) => q.cvmItems));
    expect([...covered].sort()).toEqual([...CVM_SUITABILITY_ITEMS].sort());
  });

  it('has a prazo question so the horizon comes out of it', () => {
    const prazo = COMPLETE_QUESTIONNAIRE.questions.find((q) => q.id === 'prazo');
    expect(prazo?.options.map((o) => o.id)).toEqual([
      'ate-1-ano',
      '1-a-3-anos',
      '3-a-5-anos',
      'mais-de-5-anos',
    ]);
  });
});

describe('findQuestionnaire', () => {
  it('finds by version id only', () => {
    expect(findQuestionnaire('rapido-v1')).toBe(QUICK_QUESTIONNAIRE);
    expect(findQuestionnaire('completo-v1')).toBe(COMPLETE_QUESTIONNAIRE);
    expect(findQuestionnaire('completo-v2')).toBeUndefined();
    expect(findQuestionnaire('toString')).toBeUndefined();
  });
});
