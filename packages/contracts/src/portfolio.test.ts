import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_CENTS,
  PORTFOLIO_MESSAGES,
  ZAporteBrokerId,
  ZCalendarDay,
  ZNonNegativeCents,
  ZPositiveCents,
} from './portfolio.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('money in centavos', () => {
  it('accepts whole centavos from zero (net worth) or one (aporte) up to R$ 1 bilhão', () => {
    expect(ZNonNegativeCents.safeParse(0).success).toBe(true);
    expect(ZPositiveCents.safeParse(0).success).toBe(false);
    expect(ZPositiveCents.safeParse(1).success).toBe(true);
    expect(ZNonNegativeCents.safeParse(MAX_AMOUNT_CENTS).success).toBe(true);
    expect(messageOf(ZNonNegativeCents.safeParse(MAX_AMOUNT_CENTS + 1))).toBe(
      PORTFOLIO_MESSAGES.valueTooLarge,
    );
  });

  it('refuses fractions, negatives, text and non-finite numbers with "Valor inválido"', () => {
    for (const bad of [-1, 10.5, '100', Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(messageOf(ZNonNegativeCents.safeParse(bad)), String(bad)).toMatch(
        new RegExp(`${PORTFOLIO_MESSAGES.invalidValue}|${PORTFOLIO_MESSAGES.valueTooLarge}`),
      );
    }
  });

  it('accepts exactly the integers of its range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: 2 * MAX_AMOUNT_CENTS }), (cents) => {
        expect(ZNonNegativeCents.safeParse(cents).success).toBe(
          cents >= 0 && cents <= MAX_AMOUNT_CENTS,
        );
      }),
    );
  });
});

describe('calendar days', () => {
  it('accepts real ISO days from 1900 on', () => {
    expect(ZCalendarDay.safeParse('2024-02-29').success).toBe(true);
    expect(ZCalendarDay.safeParse('1900-01-01').success).toBe(true);
  });

  it('refuses impossible or malformed days, and days before 1900, in pt-BR', () => {
    expect(messageOf(ZCalendarDay.safeParse('2023-02-29'))).toBe(PORTFOLIO_MESSAGES.invalidDate);
    expect(messageOf(ZCalendarDay.safeParse('29/02/2024'))).toBe(PORTFOLIO_MESSAGES.invalidDate);
    expect(messageOf(ZCalendarDay.safeParse(20240229))).toBe(PORTFOLIO_MESSAGES.invalidDate);
    expect(messageOf(ZCalendarDay.safeParse('1899-12-31'))).toBe(PORTFOLIO_MESSAGES.dateTooOld);
  });
});

describe('required choices', () => {
  it('says "campos obrigatórios" when the broker is missing and "desconhecida" when unknown', () => {
    expect(messageOf(ZAporteBrokerId.safeParse(undefined))).toBe(PORTFOLIO_MESSAGES.requiredFields);
    expect(messageOf(ZAporteBrokerId.safeParse(''))).toBe(PORTFOLIO_MESSAGES.requiredFields);
    expect(messageOf(ZAporteBrokerId.safeParse('nubank-x'))).toBe(PORTFOLIO_MESSAGES.unknownBroker);
  });
});
