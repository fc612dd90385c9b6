import { describe, expect, it } from 'vitest';
import {
  formatBRL,
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
