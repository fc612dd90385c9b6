import { describe, expect, it } from 'vitest';
import { allocationSummary, questionnaireLabel, validityStatus } from './labels';

describe('profile labels', () => {
  it('names the questionnaire versions', () => {
    expect(questionnaireLabel('rapido-v1')).toBe('Rápido (4 perguntas)');
    expect(questionnaireLabel('completo-v1')).toBe('Completo (10 perguntas)');
    expect(questionnaireLabel('rapido-v9')).toBe('rapido-v9');
  });

  it('summarises an allocation without the classes at 0%', () => {
    expect(
      allocationSummary({
        'Renda Fixa': 90,
        Multimercado: 10,
        'Ações Brasil': 0,
        Internacional: 0,
        Cripto: 0,
      }),
    ).toBe('Renda Fixa 90% · Multimercado 10%');
    // A share with decimals reads the pt-BR way.
    expect(
      allocationSummary({
        'Renda Fixa': 87.5,
        Multimercado: 12.5,
        'Ações Brasil': 0,
        Internacional: 0,
        Cripto: 0,
      }),
    ).toBe('Renda Fixa 87,5% · Multimercado 12,5%');
  });
});

describe('validityStatus', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('trusts the server on expiry (CVM Res. 30/2021, 24 months)', () => {
    expect(validityStatus({ valid: false, validUntil: '2026-02-01T03:00:00Z' }, now)).toBe(
      'expired',
    );
  });

  it('warns 30 days ahead', () => {
    expect(validityStatus({ valid: true, validUntil: '2026-03-20T03:00:00Z' }, now)).toBe(
      'expiring',
    );
    expect(validityStatus({ valid: true, validUntil: '2027-03-01T03:00:00Z' }, now)).toBe('valid');
  });
});
