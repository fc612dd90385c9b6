import { describe, expect, it } from 'vitest';
import { bandStatus, formatDriftPp, formatShare } from './allocation-display';

describe('bandStatus', () => {
  it.each([
    [{ driftPp: 7.2, outOfBand: true }, 'acima'],
    [{ driftPp: -6, outOfBand: true }, 'abaixo'],
    [{ driftPp: 4.9, outOfBand: false }, 'dentro'],
    [{ driftPp: -5, outOfBand: false }, 'dentro'],
  ] as const)('%o is %s', (drift, expected) => {
    expect(bandStatus(drift)).toBe(expected);
  });
});

describe('formatDriftPp', () => {
  it.each([
    [7.24, '+7,2 p.p.'],
    [-3, '-3,0 p.p.'],
    [0, '0,0 p.p.'],
    [-0.04, '0,0 p.p.'],
    [0.05, '+0,1 p.p.'],
  ])('%d → %s', (value, expected) => {
    expect(formatDriftPp(value)).toBe(expected);
  });
});

describe('formatShare', () => {
  it('keeps one decimal', () => {
    expect(formatShare(100 / 3)).toBe('33,3%');
    expect(formatShare(50)).toBe('50,0%');
  });
});
