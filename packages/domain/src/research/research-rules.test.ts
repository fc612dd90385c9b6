import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESEARCH_QUERY_MAX_LENGTH,
  canWithdraw,
  foldAccents,
  normaliseCnpi,
  publishProblem,
  readSearchQuery,
  segmentsFromHighlight,
  toPrefixTsQuery,
} from './research-rules.ts';

describe('normaliseCnpi', () => {
  it.each([
    ['EM-1234', 'EM-1234'],
    [' em-1234 ', 'EM-1234'],
    ['CNPI-01234', 'CNPI-01234'],
    ['CNPI–01234', 'CNPI-01234'],
    ['12345', '12345'],
  ])('accepts %s', (raw, stored) => expect(normaliseCnpi(raw)).toBe(stored));

  it.each(['', 'EM-', 'EM-12', 'abc', 'EM-123456789', 'XX-1234', '12-34'])('refuses %j', (raw) =>
    expect(normaliseCnpi(raw)).toBeNull(),
  );
});

describe('publishProblem', () => {
  const ready = { status: 'draft' as const, analystCnpi: 'EM-1234', hasPdf: true };
  it('publishes a draft or a withdrawn report with a CNPI and a PDF', () => {
    expect(publishProblem(ready)).toBeNull();
    expect(publishProblem({ ...ready, status: 'withdrawn' })).toBeNull();
  });
  it('refuses without a CNPI, without a PDF, or twice', () => {
    expect(publishProblem({ ...ready, analystCnpi: null })).toBe('noCnpi');
    expect(publishProblem({ ...ready, analystCnpi: 'nada' })).toBe('noCnpi');
    expect(publishProblem({ ...ready, hasPdf: false })).toBe('noPdf');
    expect(publishProblem({ ...ready, status: 'published' })).toBe('alreadyPublished');
  });
  it('withdraws only what is published', () => {
    expect(canWithdraw('published')).toBe(true);
    expect(canWithdraw('draft')).toBe(false);
    expect(canWithdraw('withdrawn')).toBe(false);
  });
});

describe('readSearchQuery', () => {
  it('folds accents and case, keeps words once', () => {
    expect(readSearchQuery('  Ações  AÇÕES fiis!')).toEqual({ ok: true, terms: ['acoes', 'fiis'] });
  });
  it('treats empty text as no filter', () => {
    expect(readSearchQuery('   ')).toEqual({ ok: true, terms: [] });
    expect(readSearchQuery(undefined)).toEqual({ ok: true, terms: [] });
  });
  it('refuses symbols only and text over the limit', () => {
    expect(readSearchQuery('%$#@!&*()')).toEqual({ ok: false, problem: 'noWords' });
    expect(readSearchQuery('a'.repeat(RESEARCH_QUERY_MAX_LENGTH + 1))).toEqual({
      ok: false,
      problem: 'tooLong',
    });
    expect(readSearchQuery('a'.repeat(10_000))).toEqual({ ok: false, problem: 'tooLong' });
  });
  it('never lets an operator through', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: RESEARCH_QUERY_MAX_LENGTH }), (text) => {
        const reading = readSearchQuery(text);
        if (!reading.ok) return;
        for (const term of reading.terms) expect(term).toMatch(/^[a-z0-9]+$/);
        expect(toPrefixTsQuery(reading.terms)).toMatch(/^([a-z0-9]+:\*( & )?)*$/);
      }),
    );
  });
});

describe('foldAccents and segmentsFromHighlight', () => {
  it('keeps length, so positions line up', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(foldAccents(text).length).toBe(text.length);
      }),
    );
    expect(foldAccents('Ações e Opções à vista')).toBe('Acoes e Opcoes a vista');
  });
  it('marks the original letters the database matched in the folded copy', () => {
    expect(segmentsFromHighlight('Ações de energia', '\u0001Acoes\u0002 de energia')).toEqual([
      { text: 'Ações', match: true },
      { text: ' de energia', match: false },
    ]);
  });
  it('shows the text unmarked when the copy does not line up', () => {
    expect(segmentsFromHighlight('Ações', 'outra coisa')).toEqual([
      { text: 'Ações', match: false },
    ]);
  });
});
