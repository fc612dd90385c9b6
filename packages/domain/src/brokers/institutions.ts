import type { BrokerId } from './broker-catalogue.ts';

/**
 * B3's files name the custody institution by its legal name ("XP INVESTIMENTOS CCTVM S/A",
 * "RICO INVESTIMENTOS - GRUPO XP", "NU INVEST CORRETORA DE VALORES S.A."); an aporte read from
 * them needs the broker of the aporte form. The first pattern that matches decides, so the
 * XP group's brands (Rico, Clear) come before XP itself.
 */
const INSTITUTION_PATTERNS: readonly [RegExp, BrokerId][] = [
  [/\bRICO\b/, 'rico'],
  [/\bCLEAR\b/, 'clear'],
  [/\bXP\b/, 'xp'],
  [/\bBTG\b/, 'btg'],
  [/\bAGORA\b/, 'agora'],
  [/\bINTER\b/, 'inter'],
  [/\bNU INVEST\b|\bEASYNVEST\b|\bNUINVEST\b/, 'easynvest'],
  [/\bMODAL\b/, 'modalmais'],
  [/\bAVENUE\b/, 'avenue'],
  [/\bJ ?P ?MORGAN\b/, 'jp-morgan'],
  [/\bINTERACTIVE BROKERS\b/, 'interactive-brokers'],
];

/** The aporte form's broker for a B3 institution name; 'outra' when none matches. */
export function brokerIdForInstitution(institution: string): BrokerId {
  const folded = institution
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ');
  for (const [pattern, id] of INSTITUTION_PATTERNS) if (pattern.test(folded)) return id;
  return 'outra';
}
