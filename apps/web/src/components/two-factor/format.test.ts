import { describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { backupCodesText, groupSecret, qrPath } from './format';

describe('groupSecret', () => {
  it('groups the secret in fours for typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('AB CD')).toBe('ABCD');
  });
});

describe('backupCodesText', () => {
  it('names the account, explains the codes and lists one per line', () => {
    const text = backupCodesText(
      ['aaaa-1111', 'bbbb-2222'],
      'ana@exemplo.com',
      new Date('2026-11-21T15:45:00Z'),
    );
    const lines = text.split('\n');
    expect(lines[1]).toBe('Conta: ana@exemplo.com');
    expect(lines[2]).toBe('Gerados em: 21/11/2026 12:45');
    expect(text).toMatch(/única vez/);
    expect(lines.slice(-3)).toEqual(['aaaa-1111', 'bbbb-2222', '']);
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module, offset by the quiet zone', () => {
    expect(qrPath(2, (row, col) => row === col)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
    expect(qrPath(3, () => false)).toBe('');
  });

  it('encodes an otpauth URI into a square symbol', () => {
    const { modules } = create(
      'otpauth://totp/AlgoOne:ana%40exemplo.com?secret=JBSWY3DPEHPK3PXP&issuer=AlgoOne',
      { errorCorrectionLevel: 'M' },
    );
    const path = qrPath(modules.size, (row, col) => modules.get(row, col) === 1);
    expect(modules.size).toBeGreaterThanOrEqual(21);
    expect(path.match(/M/g)?.length).toBe(modules.data.reduce((sum, bit) => sum + bit, 0));
  });
});
