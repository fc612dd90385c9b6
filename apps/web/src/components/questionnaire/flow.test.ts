import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  canGoForward,
  clampIndex,
  goBack,
  goForward,
  isComplete,
  knownAnswers,
  progressPercent,
  resumeState,
  selectAnswer,
} from './flow';

const questions = ['a', 'b', 'c', 'd'].map((id) => ({
  id,
  options: [{ id: `${id}1` }, { id: `${id}2` }],
}));

describe('suitability flow', () => {
  it('counts only answers to known questions and options', () => {
    const answers = { a: 'a1', b: 'x', zz: 'a1', c: 'c2' };
    expect(answeredCount(questions, answers)).toBe(2);
    expect(knownAnswers(questions, answers)).toEqual({ a: 'a1', c: 'c2' });
    expect(progressPercent(questions, answers)).toBe(50);
    expect(progressPercent([], {})).toBe(0);
    expect(isComplete(questions, answers)).toBe(false);
    expect(isComplete(questions, { a: 'a1', b: 'b1', c: 'c1', d: 'd2' })).toBe(true);
    expect(isComplete([], {})).toBe(false);
  });

  it('goes forward only once the question is answered, and never past the last', () => {
    let state = { answers: {}, index: 0 };
    expect(canGoForward(questions, state)).toBe(false);
    expect(goForward(questions, state)).toBe(state);
    state = selectAnswer(state, 'a', 'a2');
    expect(canGoForward(questions, state)).toBe(true);
    state = goForward(questions, state);
    expect(state).toEqual({ answers: { a: 'a2' }, index: 1 });
    const last = { answers: { a: 'a1', b: 'b1', c: 'c1', d: 'd1' }, index: 3 };
    expect(goForward(questions, last).index).toBe(3);
  });

  it('"Anterior" goes back and clears the selection', () => {
    const state = { answers: { a: 'a1', b: 'b2' }, index: 1 };
    expect(goBack(questions, state)).toEqual({ answers: {}, index: 0 });
    const atC = { answers: { a: 'a1', b: 'b2' }, index: 2 };
    expect(goBack(questions, atC)).toEqual({ answers: { a: 'a1' }, index: 1 });
  });

  it('"Anterior" does nothing on the first question', () => {
    const state = { answers: { a: 'a1' }, index: 0 };
    expect(goBack(questions, state)).toBe(state);
  });

  it('resumes at the first unanswered question, dropping answers after a gap', () => {
    expect(resumeState(questions, {})).toEqual({ answers: {}, index: 0 });
    expect(resumeState(questions, { a: 'a1', c: 'c1' })).toEqual({
      answers: { a: 'a1' },
      index: 1,
    });
    expect(resumeState(questions, { a: 'a1', b: 'b1', c: 'c1', d: 'd1' }).index).toBe(3);
    expect(resumeState([], {})).toEqual({ answers: {}, index: 0 });
  });

  it('clamps the index to the questionnaire', () => {
    expect(clampIndex(-2, 4)).toBe(0);
    expect(clampIndex(9, 4)).toBe(3);
    expect(clampIndex(1.7, 4)).toBe(1);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });
});
