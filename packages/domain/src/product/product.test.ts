import { describe, expect, it } from 'vitest';
import { ACADEMY_SAMPLE_MODULES, RESEARCH_CATEGORIES, formatDurationMinutes } from './content.ts';
import { ONBOARDING_STEP_COUNT, TRACKER_STEPS, clampStep, nextTrackerStep } from './journey.ts';
import { PLANS, PLAN_FEATURES, REFUND_GUARANTEE_DAYS, isWithinRefundWindow } from './plans.ts';
import { THEO_SETTINGS, needsEscalation } from './theo.ts';
import {
  CONSULTANT_CHAT_SLA_HOURS,
  QUERY_SETTINGS,
  SUCCESS_TOAST_DURATION_MS,
  TOASTER_SETTINGS,
  TOOLTIP_DELAY_MS,
  queryRetryDelayMs,
} from './timing.ts';

describe('timings', () => {
  it('keeps the product’s real timings', () => {
    expect(SUCCESS_TOAST_DURATION_MS).toBe(3_000);
    expect(TOASTER_SETTINGS).toMatchObject({
      visibleToasts: 3,
      durationMs: 4_000,
      position: 'bottom-right',
    });
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(QUERY_SETTINGS).toEqual({
      retry: 3,
      retryDelayMinMs: 1_000,
      retryDelayMaxMs: 30_000,
      staleTimeMs: 300_000,
    });
    expect(CONSULTANT_CHAT_SLA_HOURS).toBe(24);
  });

  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
    [-1, 1_000],
  ])('retry %i waits %i ms', (failures, ms) => {
    expect(queryRetryDelayMs(failures)).toBe(ms);
  });
});

describe('journey', () => {
  it('has 5 onboarding steps and a 4-step tracker', () => {
    expect(ONBOARDING_STEP_COUNT).toBe(5);
    expect(TRACKER_STEPS).toEqual(['Perfil', 'Estratégia', 'Corretora', 'Alocação']);
  });

  it('keeps steps within bounds', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(6)).toBe(5);
    expect(clampStep(3)).toBe(3);
    expect(clampStep(9, 4)).toBe(4);
  });

  it('the next tracker step is the first not done', () => {
    expect(
      nextTrackerStep({ Perfil: true, Estratégia: true, Corretora: false, Alocação: false }),
    ).toBe('Corretora');
    expect(
      nextTrackerStep({ Perfil: true, Estratégia: false, Corretora: true, Alocação: false }),
    ).toBe('Estratégia');
    expect(
      nextTrackerStep({ Perfil: true, Estratégia: true, Corretora: true, Alocação: true }),
    ).toBeNull();
  });
});

describe('plans', () => {
  it('costs R$ 49 a month or R$ 499 a year, saving R$ 89', () => {
    expect(PLANS.monthly.priceCents).toBe(4_900);
    expect(PLANS.annual).toMatchObject({ priceCents: 49_900, savingsCents: 8_900, badge: '-15%' });
    expect(PLAN_FEATURES).toHaveLength(6);
  });

  it('refunds within 7 days', () => {
    expect(REFUND_GUARANTEE_DAYS).toBe(7);
    const start = new Date('2025-03-01T12:00:00Z');
    expect(isWithinRefundWindow(start, new Date('2025-03-08T12:00:00Z'))).toBe(true);
    expect(isWithinRefundWindow(start, new Date('2025-03-08T12:00:00.001Z'))).toBe(false);
  });
});

describe('content', () => {
  it('has the product’s research categories and academy samples', () => {
    expect(RESEARCH_CATEGORIES).toEqual([
      'Ações',
      'FIIs',
      'Renda Fixa',
      'Multimercado',
      'Internacional',
    ]);
    expect(
      ACADEMY_SAMPLE_MODULES.map((m) => [formatDurationMinutes(m.durationMinutes), m.xp]),
    ).toEqual([
      ['45 min', 20],
      ['60 min', 30],
      ['50 min', 25],
      ['40 min', 35],
    ]);
  });
});

describe('Theo', () => {
  it('calls the model with 300 tokens at 0.7', () => {
    expect(THEO_SETTINGS).toMatchObject({ maxTokens: 300, temperature: 0.7, maxAnswerWords: 200 });
  });

  it('flags replies that mention a human consultant', () => {
    expect(needsEscalation('Para isso, fale com um consultor humano.')).toBe(true);
    expect(needsEscalation('Recomendo falar com um Consultor Humano.')).toBe(true);
    expect(needsEscalation('Seu consultor pode ajudar.')).toBe(false);
  });
});
