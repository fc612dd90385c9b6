import { describe, expect, it } from 'vitest';
import { readImportLines, type ImportRecord } from './import-lines.ts';

const lookups = {
  investorByEmail: (email: string) => ({ 'ana@exemplo.com': 'u-ana' })[email],
  brokerByName: (name: string) => ({ xp: 'xp', 'xp investimentos': 'xp' })[name.toLowerCase()],
};
const records = (...lines: string[]): ImportRecord[] =>
  lines.map((text, index) => ({ line: index + 1, fields: text.split(';') }));

describe('reading a broker’s monthly file', () => {
  it('reads pt-BR amounts and months, columns in any order, with a default status', () => {
    const reading = readImportLines(
      records(
        'Repassado;E-mail;Mês;Corretora;Recebido',
        '1.234,56;ANA@exemplo.com;03/2026;XP;1.500,00',
      ),
      lookups,
    );
    expect(reading).toEqual({
      lines: [
        {
          line: 2,
          email: 'ana@exemplo.com',
          userId: 'u-ana',
          brokerId: 'xp',
          referenceMonth: '2026-03',
          receivedCents: 150_000,
          passedOnCents: 123_456,
          status: 'creditado',
        },
      ],
      rejected: [],
    });
  });

  it('reports each bad line with its number and every reason', () => {
    const reading = readImportLines(
      records(
        'email;corretora;mes;recebido;repassado;status',
        'ze@exemplo.com;Banco X;13/2026;-1,00;1,001;pago',
        '',
        'ana@exemplo.com;xp;03/2026;10,00;20,00;',
      ),
      lookups,
    );
    expect(reading).toEqual({
      lines: [],
      rejected: [
        {
          line: 2,
          reasons: [
            'Investidor não encontrado: "ze@exemplo.com".',
            'Corretora desconhecida: "Banco X".',
            'Mês de referência inválido "13/2026": use mm/aaaa.',
            'Valor recebido inválido "-1,00": O valor não pode ser negativo.',
            'Valor repassado inválido "1,001": Use no máximo duas casas decimais.',
            'Status inválido "pago": use previsto, creditado ou estornado.',
          ],
        },
        { line: 4, reasons: ['O valor repassado não pode ser maior que o recebido da corretora.'] },
      ],
    });
  });

  it('refuses a file without the columns, or without lines', () => {
    expect(readImportLines(records('nome;valor', 'a;1'), lookups)).toEqual({
      problem: 'missingColumns',
    });
    expect(readImportLines(records('email;corretora;mes;recebido;repassado'), lookups)).toEqual({
      problem: 'empty',
    });
    expect(readImportLines([], lookups)).toEqual({ problem: 'empty' });
  });
});
