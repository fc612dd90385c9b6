import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUDIT_DETAIL_FIELDS,
  auditPersonIds,
  describeAuditDetails,
  formatMonthYear,
} from './audit-details.ts';

const read = (...args: Parameters<typeof describeAuditDetails>) =>
  describeAuditDetails(...args).map((line) => `${line.label}: ${line.value}`);

describe('describeAuditDetails', () => {
  it('reads a list view in pt-BR, no code left', () => {
    expect(read({ status: 'at_risk', nextPage: false, shown: 25 })).toEqual([
      'Situação: em risco',
      'Página seguinte da lista: não',
      'Itens exibidos: 25',
    ]);
  });

  it('reads a sign-in waiting for its code', () => {
    expect(read({ step: 'password', twoFactorPending: true })).toEqual([
      'Etapa concluída: senha',
      'Falta o código de duas etapas: sim',
    ]);
  });

  it('names the people an entry points to, and says "nenhum" for an empty list', () => {
    const names = { 'id-ana': 'Ana Souza', 'id-bia': 'Bia Lima' };
    expect(read({ filter: 'all', investors: [] }, names)).toEqual([
      'Filtro: todas',
      'Investidores exibidos: nenhum',
    ]);
    expect(read({ investors: ['id-ana', 'id-bia'] }, names)).toEqual([
      'Investidores exibidos: Ana Souza, Bia Lima',
    ]);
    expect(read({ from: null, to: 'id-ana' }, names, 'chat.consultant_assigned')).toEqual([
      'Consultor: fila compartilhada → Ana Souza',
    ]);
    expect(read({ consultant: 'fila', shown: 2 }, names)).toEqual([
      'Consultor: fila compartilhada',
      'Itens exibidos: 2',
    ]);
    expect(read({ to: null, moved: 3 }, names)).toEqual([
      'Para: fila compartilhada',
      'Clientes transferidos: 3',
    ]);
    expect(read({ consultantId: { from: 'id-ana', to: 'id-gone-0000-1111' } }, names)).toEqual([
      'Consultor: Ana Souza → pessoa removida (id-gone-…)',
    ]);
  });

  it('formats money, rates, months, dates, sizes, roles and plans', () => {
    expect(read({ refundedCents: 4_900, annualBps: 1_250, effectiveMonth: '2026-11' })).toEqual([
      'Reembolso: R$ 49,00',
      'Taxa anual: 12,50%',
      'Vigente a partir de: Novembro de 2026',
    ]);
    expect(read({ eraseAfter: '2026-12-10T15:30:00.000Z', bytes: 2_621_440 })).toEqual([
      'Apagar a partir de: 10/12/2026, 12:30',
      'Tamanho: 2,5 MB',
    ]);
    expect(read({ role: { from: 'investor', to: 'consultant' } })).toEqual([
      'Papel: investidor(a) → consultor(a)',
    ]);
    expect(
      read({ from: 'monthly', to: 'annual', chargedCents: 45_000 }, {}, 'billing.plan_switched'),
    ).toEqual(['Plano: Mensal → Anual', 'Cobrado: R$ 450,00']);
    expect(read({ kind: 'access', protocol: 'LGPD-1' })).toEqual([
      'Tipo do pedido: Acesso aos meus dados',
      'Protocolo: LGPD-1',
    ]);
    expect(
      read({ filters: { actor: 'ana', action: 'admin.', before: undefined }, rows: 1200 }),
    ).toEqual(['Filtros: autor: ana; ação: admin.', 'Linhas: 1.200']);
  });

  it('keeps an unknown key visible, with its code as the label', () => {
    expect(describeAuditDetails({ novaChave: { a: 1 } })).toEqual([
      { key: 'novaChave', label: 'novaChave', value: '{"a":1}' },
    ]);
  });

  it('labels every catalogued key in pt-BR (no camelCase code shown as a label)', () => {
    for (const [key, field] of Object.entries(AUDIT_DETAIL_FIELDS)) {
      expect(field.label, key).not.toMatch(/[a-z][A-Z]/);
      expect(field.label.charAt(0), key).toBe(field.label.charAt(0).toUpperCase());
    }
  });

  it('never drops a detail: one line per key (from and to together count as one)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue()), (details) => {
        const keys = Object.keys(details);
        const paired = keys.includes('from') && keys.includes('to') ? 1 : 0;
        expect(describeAuditDetails(details)).toHaveLength(keys.length - paired);
      }),
    );
  });
});

describe('auditPersonIds', () => {
  it('collects the ids of people, changes and lists included', () => {
    expect(
      auditPersonIds({
        consultantId: { from: 'a', to: 'b' },
        investors: ['c'],
        to: null,
        plan: 'monthly',
      }).sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('formatMonthYear', () => {
  it('capitalises the month only', () => {
    expect(formatMonthYear('2026-11')).toBe('Novembro de 2026');
    expect(formatMonthYear('2027-03')).toBe('Março de 2027');
    expect(formatMonthYear('nada')).toBe('nada');
  });
});
