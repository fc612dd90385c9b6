import { describe, expect, it } from 'vitest';
import { brokerIdForInstitution } from './institutions.ts';

describe('brokerIdForInstitution', () => {
  it.each([
    ['XP INVESTIMENTOS CCTVM S/A', 'xp'],
    ['RICO INVESTIMENTOS - GRUPO XP', 'rico'],
    ['CLEAR CORRETORA - GRUPO XP', 'clear'],
    ['BTG PACTUAL CTVM S/A', 'btg'],
    ['ÁGORA CTVM S/A', 'agora'],
    ['INTER DTVM LTDA', 'inter'],
    ['NU INVEST CORRETORA DE VALORES S.A.', 'easynvest'],
    ['MODAL DTVM LTDA', 'modalmais'],
    ['BANCO DO BRASIL S/A', 'outra'],
    ['INTERNACIONAL CORRETORA', 'outra'],
  ])('%s → %s', (institution, id) => {
    expect(brokerIdForInstitution(institution)).toBe(id);
  });
});
