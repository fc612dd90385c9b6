import { describe, expect, it } from 'vitest';
import type { TPerformance } from '@algoone/contracts';
import { firstName, formatReturn, nextAction, performanceCopy } from './dashboard-text';

describe('firstName', () => {
  it('takes the first word', () => {
    expect(firstName('  Marina   Costa ')).toBe('Marina');
    expect(firstName('Ana')).toBe('Ana');
    expect(firstName('')).toBe('');
  });
});

describe('nextAction', () => {
  it('sends step 3 to /corretoras', () => {
    expect(nextAction('Corretora').to).toBe('/corretoras');
  });
  it('sends the profile steps to /perfil and the allocation to the editor', () => {
    expect(nextAction('Perfil').to).toBe('/perfil');
    expect(nextAction('Estratégia').to).toBe('/perfil');
    expect(nextAction('Alocação').to).toBe('#carteira-atual');
  });
  it('suggests the simulator when the journey is complete', () => {
    expect(nextAction(null).to).toBe('/carteira#simulador');
  });
});

describe('formatReturn', () => {
  it.each([
    [0.124, '+12,4%'],
    [-0.0304, '-3,0%'],
    [0, '0,0%'],
    [0.00049, '0,0%'],
  ])('%d → %s', (value, expected) => {
    expect(formatReturn(value)).toBe(expected);
  });
});

const base: TPerformance = {
  yearStart: '2026-01-01',
  today: '2026-06-30',
  return: null,
  returnUnavailableReason: 'São necessários pelo menos dois registros.',
  cdi: {
    status: 'indisponivel',
    value: null,
    from: '2026-01-01',
    to: '2026-06-30',
    lastRateDate: null,
    message: 'CDI indisponível',
  },
  percentOfCdi: null,
};

const measured = {
  value: 0.05,
  start: '2026-01-01',
  end: '2026-06-30',
  startValueCents: 100_000_00,
  endValueCents: 105_000_00,
  netFlowsCents: 0,
};

describe('performanceCopy', () => {
  it('shows a dash with the reason, and CDI indisponível when never synced', () => {
    const copy = performanceCopy(base);
    expect(copy.returnText).toBe('—');
    expect(copy.returnHint).toBe('São necessários pelo menos dois registros.');
    expect(copy.cdiText).toBe('CDI indisponível');
    expect(copy.cdiPeriodText).toBeNull();
  });

  it('shows "x% do CDI" with the CDI of the period', () => {
    const copy = performanceCopy({
      ...base,
      return: measured,
      returnUnavailableReason: null,
      cdi: { ...base.cdi, status: 'ok', value: 0.052, lastRateDate: '2026-06-29', message: null },
      percentOfCdi: 96.15,
    });
    expect(copy.returnText).toBe('+5,0%');
    expect(copy.returnHint).toBeNull();
    expect(copy.cdiText).toBe('96% do CDI');
    expect(copy.cdiPeriodText).toBe('CDI de 01/01/2026 a 30/06/2026: +5,2%');
    expect(copy.cdiHint).toBeNull();
  });

  it('keeps the CDI of the period when the return cannot be measured', () => {
    const copy = performanceCopy({
      ...base,
      cdi: { ...base.cdi, status: 'ok', value: 0.052, lastRateDate: '2026-06-29', message: null },
    });
    expect(copy.cdiText).toBe('—');
    expect(copy.cdiPeriodText).toBe('CDI de 01/01/2026 a 30/06/2026: +5,2%');
    expect(copy.cdiHint).toMatch(/^A comparação aparece quando o rendimento/);
  });

  it('explains a period with no CDI rate yet (measured within one day)', () => {
    const copy = performanceCopy({
      ...base,
      return: measured,
      returnUnavailableReason: null,
      cdi: { ...base.cdi, status: 'ok', value: null, lastRateDate: '2026-06-29', message: null },
    });
    expect(copy.cdiText).toBe('—');
    expect(copy.cdiHint).toContain('próximo dia útil');
  });

  it('says when the series does not cover the period', () => {
    const copy = performanceCopy({
      ...base,
      cdi: {
        ...base.cdi,
        status: 'ok',
        value: null,
        lastRateDate: '2026-06-29',
        message: 'CDI indisponível',
      },
    });
    expect(copy.cdiText).toBe('CDI indisponível');
  });

  it('flags a stale series', () => {
    const copy = performanceCopy({
      ...base,
      return: measured,
      cdi: {
        ...base.cdi,
        status: 'desatualizado',
        value: 0.05,
        lastRateDate: '2026-05-01',
        message: null,
      },
      percentOfCdi: 100,
    });
    expect(copy.cdiText).toBe('100% do CDI');
    expect(copy.cdiHint).toContain('desatualizada');
  });
});
