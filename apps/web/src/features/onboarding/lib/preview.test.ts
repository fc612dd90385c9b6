import { describe, expect, it } from 'vitest';
import { ONBOARDING_PREFERENCES } from '@algoone/domain';
import { previewBody } from './preview';

const questions = [
  { id: 'experiencia', options: [{ id: 'nenhuma' }, { id: 'fundos-e-acoes' }] },
  { id: 'prazo', options: [{ id: 'curto' }, { id: 'longo' }] },
];
const preferences = { ...ONBOARDING_PREFERENCES };

describe('previewBody', () => {
  it('sends the known answers, the patrimônio in centavos and the preferences', () => {
    expect(
      previewBody(
        { answers: { experiencia: 'nenhuma', velha: 'x' }, patrimonio: '1.234,56', preferences },
        questions,
      ),
    ).toEqual({
      questionnaireId: 'rapido-v1',
      answers: { experiencia: 'nenhuma' },
      patrimonioCents: 123_456,
      preferences,
    });
  });

  it('asks for nothing without a patrimônio or without an answer (docs/product.md §4)', () => {
    expect(
      previewBody({ answers: { prazo: 'longo' }, patrimonio: ' ', preferences }, questions),
    ).toBeNull();
    expect(previewBody({ answers: {}, patrimonio: '5.000,00', preferences }, questions)).toBeNull();
    expect(
      previewBody({ answers: { prazo: 'nunca' }, patrimonio: '5.000,00', preferences }, questions),
    ).toBeNull();
  });

  it('counts a patrimônio of zero as given', () => {
    expect(
      previewBody({ answers: { prazo: 'curto' }, patrimonio: '0,00', preferences }, questions)
        ?.patrimonioCents,
    ).toBe(0);
  });
});
