import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_PROFILE_BY_SUITABILITY_PROFILE,
  allocationProfileFor,
  deriveRiskProfile,
  deriveRiskProfileFromTotal,
  isRiskProfile,
  isSuitabilityProfile,
  isTimeHorizon,
  timeHorizonFromPrazo,
} from './profiles.ts';

describe('4-question flow: profile from the average', () => {
  it.each([
    [[], 'Conservador'],
    [[1, 1, 1, 1], 'Conservador'],
    [[1, 2, 1, 2], 'Conservador'], // 1.5, inclusive
    [[1, 2, 2, 2], 'Moderado'], // 1.75
    [[2, 2, 1, 2], 'Moderado'],
    [[2, 3, 2, 3], 'Moderado'], // 2.5, inclusive
    [[3, 2, 3, 3], 'Arrojado'], // 2.75
    [[4, 4, 4, 4], 'Arrojado'],
    [[2], 'Moderado'], // partial answers average what was answered
  ])('%j → %s', (points, profile) => {
    expect(deriveRiskProfile(points)).toBe(profile);
  });

  it('the boundaries are 1.5 and 2.5 exactly', () => {
    expect(deriveRiskProfile([1.5])).toBe('Conservador');
    expect(deriveRiskProfile([1.5001])).toBe('Moderado');
    expect(deriveRiskProfile([2.5])).toBe('Moderado');
    expect(deriveRiskProfile([2.5001])).toBe('Arrojado');
  });
});

describe('10-question flow: profile from the total', () => {
  it.each([
    [10, 'Conservador'],
    [15, 'Conservador'],
    [16, 'Moderado'],
    [30, 'Moderado'],
    [31, 'Agressivo'],
    [40, 'Agressivo'],
  ])('%i points → %s', (total, profile) => {
    expect(deriveRiskProfileFromTotal(total)).toBe(profile);
  });
});

describe('Agressivo → Arrojado', () => {
  it('maps every suitability profile to a row of the allocation table', () => {
    expect(ALLOCATION_PROFILE_BY_SUITABILITY_PROFILE).toEqual({
      Conservador: 'Conservador',
      Moderado: 'Moderado',
      Arrojado: 'Arrojado',
      Agressivo: 'Arrojado',
    });
    expect(allocationProfileFor('Agressivo')).toBe('Arrojado');
  });
});

describe('time horizon from prazo', () => {
  it.each([
    ['ate-1-ano', 'Curto'],
    ['1-a-3-anos', 'Curto'],
    ['3-a-5-anos', 'Médio'],
    ['mais-de-5-anos', 'Longo'],
    ['outro', 'Médio'],
    ['constructor', 'Médio'],
    [undefined, 'Médio'],
  ])('%s → %s', (option, horizon) => {
    expect(timeHorizonFromPrazo(option)).toBe(horizon);
  });
});

describe('guards', () => {
  it('recognise only the exact names', () => {
    expect(isRiskProfile('Moderado')).toBe(true);
    expect(isRiskProfile('Agressivo')).toBe(false);
    expect(isSuitabilityProfile('Agressivo')).toBe(true);
    expect(isSuitabilityProfile('moderado')).toBe(false);
    expect(isTimeHorizon('Médio')).toBe(true);
    expect(isTimeHorizon('Medio')).toBe(false);
  });
});
