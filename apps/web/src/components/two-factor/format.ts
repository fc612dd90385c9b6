import { formatDateTimeShort } from '@/lib/format';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP", easier to type from the screen. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export const BACKUP_CODES_FILE_NAME = 'algoone-codigos-de-recuperacao.txt';

/** The text file people keep: what the codes are for, then one code per line. */
export function backupCodesText(
  codes: readonly string[],
  account: string,
  at = new Date(),
): string {
  return [
    'AlgoOne — códigos de recuperação da verificação em duas etapas',
    `Conta: ${account}`,
    `Gerados em: ${formatDateTimeShort(at)}`,
    '',
    'Use um destes códigos para entrar se perder o acesso ao aplicativo autenticador.',
    'Cada código vale uma única vez. Guarde este arquivo em local seguro.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export const QUIET_ZONE = 4;

/** SVG path data for the dark modules, one unit square each, inside a quiet zone. */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return path;
}
