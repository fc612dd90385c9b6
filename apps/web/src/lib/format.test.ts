import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatBRLCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatLongDate,
} from './format';

describe('pt-BR formatting', () => {
  it('formats money from cents', () => {
    expect(formatBRL(123_456)).toBe('R$ 1.234,56');
  });

  it('shows instants on the São Paulo calendar', () => {
    expect(formatDate('2026-11-21T02:30:00Z')).toBe('20/11/2026');
    expect(formatDate('2026-11-21T03:00:00Z')).toBe('21/11/2026');
    expect(formatDateTime('2026-11-21T15:45:00Z')).toBe('21/11/2026, 12:45');
    expect(formatDateTimeShort('2026-11-21T15:45:00Z')).toBe('21/11/2026 12:45');
    expect(formatDateTimeShort('2026-01-02T03:04:00Z')).toBe('02/01/2026 00:04');
  });

  it('reads a bare date as that calendar day', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatLongDate('2026-11-21')).toBe('21 de novembro de 2026');
  });

  it('rejects an invalid date', () => {
    expect(() => formatDate('ontem')).toThrow(RangeError);
  });
});

describe('formatBRLCompact', () => {
  it('shortens a million reais and more, and leaves smaller amounts whole', () => {
    // Intl separates with no-break spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatBRLCompact(726_105_000_000))).toBe('R$ 7,26 bi');
    expect(plain(formatBRLCompact(345_000_000))).toBe('R$ 3,45 mi');
    expect(formatBRLCompact(99_999_999)).toBe(formatBRL(99_999_999));
    expect(formatBRLCompact(0)).toBe(formatBRL(0));
  });
});

describe('formatCount', () => {
  it('uses the singular for exactly one, the plural otherwise (zero too), with pt-BR digits', () => {
    expect(formatCount(1, 'carteira', 'carteiras')).toBe('1 carteira');
    expect(formatCount(0, 'carteira', 'carteiras')).toBe('0 carteiras');
    expect(formatCount(12_500, 'carteira', 'carteiras')).toBe('12.500 carteiras');
  });
});
