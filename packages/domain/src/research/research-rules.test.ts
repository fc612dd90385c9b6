import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESEARCH_QUERY_MAX_LENGTH,
  canWithdraw,
  foldAccents,
  normaliseCnpi,
  publishProblem,
  readSearchQuery,
  searchWords,
  segmentsFromMatchedWords,
  singularWord,
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
      }),
    );
  });
});

describe('foldAccents and searchWords', () => {
  it('keeps length, so positions line up', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(foldAccents(text).length).toBe(text.length);
      }),
    );
    expect(foldAccents('Ações e Opções à vista')).toBe('Acoes e Opcoes a vista');
  });
  it('cuts words as the database does: folded letters and digits, lower-case', () => {
    expect(searchWords('Ações: FIIs, R$ 1,5 mil — São Paulo/SP')).toEqual([
      'acoes',
      'fiis',
      'r',
      '1',
      '5',
      'mil',
      'sao',
      'paulo',
      'sp',
    ]);
  });
});

describe('singularWord', () => {
  // Singular beside plural, as a report or a search may write them (accents already folded).
  const pairs: [string, string][] = [
    ['acao', 'acoes'],
    ['opcao', 'opcoes'],
    ['grao', 'graos'],
    ['capitao', 'capitaes'],
    ['real', 'reais'],
    ['papel', 'papeis'],
    ['imovel', 'imoveis'],
    ['util', 'uteis'],
    ['bem', 'bens'],
    ['margem', 'margens'],
    ['valor', 'valores'],
    ['investidor', 'investidores'],
    ['vez', 'vezes'],
    ['analise', 'analises'],
    ['fii', 'fiis'],
    ['lci', 'lcis'],
    ['dividendo', 'dividendos'],
    ['taxa', 'taxas'],
    ['parte', 'partes'],
    ['etf', 'etfs'],
    ['cdb', 'cdbs'],
  ];
  it.each(pairs)('%s and %s meet', (singular, plural) => {
    expect(singularWord(plural)).toBe(singularWord(singular));
  });
  it('leaves short and invariable words alone', () => {
    for (const word of [
      'mais',
      'pais',
      'mes',
      'gas',
      'dos',
      'mil',
      'seis',
      'leis',
      'bonus',
      'onus',
    ])
      expect(singularWord(word)).toBe(word);
  });
  it('never lengthens or empties a word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,20}$/), (word) => {
        const singular = singularWord(word);
        expect(singular.length).toBeGreaterThan(0);
        expect(singular).toMatch(/^[a-z0-9]+$/);
        expect(singular.length).toBeLessThanOrEqual(word.length);
      }),
    );
  });
});

describe('segmentsFromMatchedWords', () => {
  it('marks the whole original words whose search form matched, accents and all', () => {
    expect(segmentsFromMatchedWords('Ações de energia: ação!', ['acoes', 'acao'])).toEqual([
      { text: 'Ações', match: true },
      { text: ' de energia: ', match: false },
      { text: 'ação', match: true },
      { text: '!', match: false },
    ]);
  });
  it('marks nothing that only begins like a matched word', () => {
    expect(segmentsFromMatchedWords('Vamos acompanhar as ações', ['acoes'])).toEqual([
      { text: 'Vamos acompanhar as ', match: false },
      { text: 'ações', match: true },
    ]);
  });
  it('gives back the text itself, whatever it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.stringMatching(/^[a-z0-9]{1,6}$/)), (text, words) => {
        const segments = segmentsFromMatchedWords(text, words);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        for (const segment of segments.filter((s) => s.match))
          for (const word of searchWords(segment.text)) expect(words).toContain(word);
      }),
    );
  });
});
