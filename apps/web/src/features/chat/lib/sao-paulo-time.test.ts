import { describe, expect, it } from 'vitest';
import { isoToSaoPauloInput, saoPauloInputToIso } from './sao-paulo-time';

describe('São Paulo datetime-local values', () => {
  it('reads the wall clock as São Paulo time (UTC−3)', () => {
    expect(saoPauloInputToIso('2026-12-01T10:00')).toBe('2026-12-01T13:00:00.000Z');
    expect(isoToSaoPauloInput('2026-12-01T13:00:00.000Z')).toBe('2026-12-01T10:00');
  });

  it('refuses incomplete values', () => {
    expect(saoPauloInputToIso('')).toBeNull();
    expect(saoPauloInputToIso('2026-12-01')).toBeNull();
  });
});
