import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  SAMPLE_INVESTOR,
  SAMPLE_MOVEMENTS,
  SAMPLE_POSICAO,
  SAMPLE_TRADES,
  csvFile,
  encryptedWorkbookFile,
  formatCpf,
  legacyXlsFile,
  manyEntriesFile,
  movimentacaoWorkbook,
  negociacaoWorkbook,
  otherLayoutWorkbook,
  pngRenamedFile,
  posicaoFileName,
  posicaoWorkbook,
  tooManyRowsWorkbook,
  xlsxWorkbook,
  zipArchive,
  zipBombFile,
} from '../../../../test/support/b3-fixtures.ts';
import type { MovementFixture, TradeFixture } from '../../../../test/support/b3-fixtures.ts';
import { readB3Workbook } from './read-b3-workbook.ts';
import type {
  B3Movimentacao,
  B3Negociacao,
  B3Posicao,
  B3ReadResult,
  InflateFn,
} from './read-b3-workbook.ts';
import { inflateBounded } from './zip.ts';

function expectKind<K extends 'posicao' | 'movimentacao' | 'negociacao'>(
  result: B3ReadResult,
  kind: K,
): Extract<B3ReadResult, { kind: K }> {
  if (!result.ok) throw new Error(`esperava ${kind}, veio ${result.code}: ${result.message}`);
  expect(result.kind).toBe(kind);
  return result as Extract<B3ReadResult, { kind: K }>;
}

const posicao = async (...args: Parameters<typeof readB3Workbook>): Promise<B3Posicao> =>
  expectKind(await readB3Workbook(...args), 'posicao');
const movimentacao = async (...args: Parameters<typeof readB3Workbook>): Promise<B3Movimentacao> =>
  expectKind(await readB3Workbook(...args), 'movimentacao');
const negociacao = async (...args: Parameters<typeof readB3Workbook>): Promise<B3Negociacao> =>
  expectKind(await readB3Workbook(...args), 'negociacao');

/** The lines without where they came from, to compare files laid out differently. */
const content = <T extends { sheet: string; row: number }>(lines: T[]) =>
  lines.map(({ sheet: _sheet, row: _row, ...rest }) => rest);

describe('Posição', () => {
  it('reads every family sheet into position lines, in centavos', async () => {
    const result = await posicao(
      posicaoWorkbook({ sheets: SAMPLE_POSICAO }),
      posicaoFileName('2026-11-24'),
    );

    expect(result.date).toEqual({ year: 2026, month: 11, day: 24 });
    expect(result.lines.map((l) => [l.family, l.ticker ?? l.name])).toEqual([
      ['acoes', 'PETR4'],
      ['acoes', 'ITSA4'],
      ['acoes', 'WEGE3'],
      ['bdr', 'AAPL34'],
      ['etf', 'BOVA11'],
      ['etf', 'IVVB11'],
      ['fundos', 'HGLG11'],
      ['fundos', 'MXRF11'],
      ['renda-fixa', 'CDB - BANCO INTER S.A.'],
      ['tesouro', 'Tesouro IPCA+ 2035'],
      ['tesouro', 'Tesouro Selic 2029'],
    ]);
    expect(result.lines[0]).toEqual({
      family: 'acoes',
      ticker: 'PETR4',
      name: 'PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS',
      institution: 'XP INVESTIMENTOS CCTVM S/A',
      quantity: 300,
      priceCents: 3812,
      valueCents: 1_143_600,
      isin: 'BRPETRACNPR6',
      issuerCnpj: '33000167000101',
      maturity: null,
      sheet: 'Acoes',
      row: 2,
    });
    const cdb = result.lines.find((l) => l.family === 'renda-fixa');
    expect(cdb).toMatchObject({
      ticker: null,
      quantity: 10,
      valueCents: 1_145_237,
      priceCents: 114_524,
      maturity: { year: 2028, month: 1, day: 14 },
      institution: 'INTER DISTRIBUIDORA DE TITULOS E VALORES MOBILIARIOS LTDA',
    });
    const ipca = result.lines.find((l) => l.name === 'Tesouro IPCA+ 2035');
    expect(ipca).toMatchObject({
      family: 'tesouro',
      ticker: null,
      quantity: 2.47,
      priceCents: null,
      valueCents: 561_288,
      isin: 'BRSTNCNTB682',
      maturity: { year: 2035, month: 5, day: 15 },
    });
  });

  it('ignores the totals row of every sheet and says so', async () => {
    const result = await posicao(posicaoWorkbook({ sheets: SAMPLE_POSICAO }));
    const totals = result.ignored.filter((i) => i.reason === 'Linha de total da aba.');
    expect(totals.map((i) => [i.sheet, i.row])).toEqual([
      ['Acoes', 5],
      ['BDR', 3],
      ['ETF', 4],
      ['Fundo de Investimento', 4],
      ['Renda Fixa', 3],
      ['Tesouro Direto', 4],
    ]);
    expect(result.ignored).toHaveLength(totals.length);
  });

  it('ignores a totals row whose sum sits on the row below, after a blank row', async () => {
    const result = await posicao(
      posicaoWorkbook({ sheets: { acoes: SAMPLE_POSICAO.acoes }, totals: 'two-rows' }),
    );
    expect(result.lines).toHaveLength(3);
    expect(result.ignored).toEqual([
      { sheet: 'Acoes', row: 6, reason: 'Linha de total da aba.' },
      { sheet: 'Acoes', row: 7, reason: 'Linha de total da aba.' },
    ]);
  });

  it('reads the same lines from numbers written as pt-BR text and as R$ text', async () => {
    const numeric = await posicao(posicaoWorkbook({ sheets: SAMPLE_POSICAO }));
    const text = await posicao(posicaoWorkbook({ sheets: SAMPLE_POSICAO, numbers: 'text' }));
    const currency = await posicao(
      posicaoWorkbook({ sheets: SAMPLE_POSICAO, numbers: 'currency', dates: 'serial' }),
    );
    expect(text.lines).toEqual(numeric.lines);
    expect(currency.lines).toEqual(numeric.lines);
  });

  it('finds columns by name in any order and ignores columns it does not know', async () => {
    const b3Order = await posicao(posicaoWorkbook({ sheets: SAMPLE_POSICAO }));
    const shuffled = await posicao(
      posicaoWorkbook({ sheets: SAMPLE_POSICAO, columnOrder: 'reversed', extraColumns: true }),
    );
    expect(shuffled.lines).toEqual(b3Order.lines);
    expect(shuffled.ignored).toEqual(b3Order.ignored);
  });

  it('reads the cached value of formula cells without evaluating them', async () => {
    const result = await posicao(
      posicaoWorkbook({
        sheets: { acoes: [{ ticker: 'PETR4', quantity: 300, price: 38.12 }] },
        formulas: true,
      }),
    );
    expect(result.lines[0]?.valueCents).toBe(1_143_600);

    // A formula whose text would give another number: the cached value is what counts.
    const lying = xlsxWorkbook([
      {
        name: 'Acoes',
        rows: [
          ['Produto', 'Instituição', 'Código de Negociação', 'Quantidade', 'Valor Atualizado'],
          ['ITSA4 - ITAUSA S.A.', 'XP', 'ITSA4', 10, { formula: 'D2*1000000', cached: 104.7 }],
        ],
      },
    ]);
    expect((await posicao(lying)).lines[0]?.valueCents).toBe(10_470);
  });

  it('reads inline strings as well as the shared-strings table', async () => {
    const shared = await posicao(posicaoWorkbook({ sheets: SAMPLE_POSICAO }));
    const inline = await posicao(posicaoWorkbook({ sheets: SAMPLE_POSICAO, inlineStrings: true }));
    expect(inline.lines).toEqual(shared.lines);
  });

  it('lists rows with empty required cells, bad numbers, negative or absurd amounts', async () => {
    const result = await posicao(
      posicaoWorkbook({
        totals: 'none',
        sheets: {
          acoes: [
            { ticker: 'PETR4', quantity: 300, price: 38.12 },
            { ticker: 'ITSA4', quantity: null, price: 10.47, value: null },
            { ticker: 'WEGE3', quantity: -5, price: 52.3 },
            { ticker: 'BBAS3', quantity: 10, price: 27.5, value: 2e10 },
            { ticker: 'AAPL34', quantity: 0, price: 62.15 },
          ],
          tesouro: [
            { product: 'Tesouro Selic 2029', maturity: '31/02/2029', quantity: 1, value: 100 },
          ],
        },
        extraSheets: [],
      }),
    );
    expect(result.lines.map((l) => l.ticker)).toEqual(['PETR4']);
    expect(result.ignored).toEqual([
      {
        sheet: 'Acoes',
        row: 3,
        reason: 'Faltam dados obrigatórios: Quantidade, Valor Atualizado.',
      },
      { sheet: 'Acoes', row: 4, reason: 'Número negativo em Quantidade: “-5”.' },
      {
        sheet: 'Acoes',
        row: 5,
        reason: 'Número acima do limite em Valor Atualizado: “20000000000”.',
      },
      { sheet: 'Acoes', row: 6, reason: 'Quantidade igual a zero.' },
      { sheet: 'Tesouro Direto', row: 2, reason: 'Data inválida em Vencimento: “31/02/2029”.' },
    ]);
  });

  it('refuses a text that is not a number, with the text in the reason', async () => {
    const file = xlsxWorkbook([
      {
        name: 'Acoes',
        rows: [
          ['Produto', 'Instituição', 'Código de Negociação', 'Quantidade', 'Valor Atualizado'],
          ['PETR4 - PETROBRAS', 'XP', 'PETR4', 'trezentas', '11.436,00'],
        ],
      },
    ]);
    expect((await posicao(file)).ignored).toEqual([
      { sheet: 'Acoes', row: 2, reason: 'Número inválido em Quantidade: “trezentas”.' },
    ]);
  });

  it('lists sheets it does not import, such as Empréstimos', async () => {
    const result = await posicao(
      posicaoWorkbook({
        sheets: { acoes: SAMPLE_POSICAO.acoes },
        extraSheets: [
          {
            name: 'Empréstimos',
            rows: [
              ['Produto', 'Quantidade'],
              ['PETR4', 100],
            ],
          },
        ],
      }),
    );
    expect(result.ignored).toContainEqual({
      sheet: 'Empréstimos',
      row: 1,
      reason:
        'Aba não importada: o AlgoOne lê as abas Ações, BDR, ETF, Fundo de Investimento, Renda Fixa e Tesouro Direto.',
    });
  });

  it('takes the sheet names of the monthly report ("Posição - Ações") too', async () => {
    const result = await posicao(
      posicaoWorkbook({
        sheets: { acoes: SAMPLE_POSICAO.acoes, fundos: SAMPLE_POSICAO.fundos },
        sheetNames: { acoes: 'Posição - Ações', fundos: 'Posição - Fundos' },
      }),
    );
    expect(result.lines.map((l) => l.family)).toEqual([
      'acoes',
      'acoes',
      'acoes',
      'fundos',
      'fundos',
    ]);
  });

  it('says which columns a sheet lacks', async () => {
    const result = await readB3Workbook(
      posicaoWorkbook({
        sheets: { acoes: SAMPLE_POSICAO.acoes },
        withoutColumns: ['Quantidade', 'Valor Atualizado'],
      }),
    );
    expect(result).toEqual({
      ok: false,
      code: 'unknown_layout',
      message: 'Faltam as colunas Quantidade e Valor Atualizado na aba Ações.',
      missingColumns: ['Quantidade', 'Valor Atualizado'],
    });
  });

  it('has no date when neither the file nor its name shows one', async () => {
    const result = await posicao(posicaoWorkbook({ sheets: SAMPLE_POSICAO }), 'carteira.xlsx');
    expect(result.date).toBeUndefined();
  });
});

describe('Movimentação', () => {
  it('reads credits and debits with their amounts, and the investor CPF', async () => {
    const result = await movimentacao(
      movimentacaoWorkbook({ rows: SAMPLE_MOVEMENTS, cpf: formatCpf(SAMPLE_INVESTOR.cpf) }),
    );
    expect(result.cpf).toBe(SAMPLE_INVESTOR.cpf);
    expect(result.ignored).toEqual([]);
    expect(result.lines).toHaveLength(SAMPLE_MOVEMENTS.length);
    expect(result.lines[1]).toEqual({
      date: { year: 2026, month: 3, day: 20 },
      direction: 'credit',
      kind: 'Dividendo',
      product: 'PETR4 - PETROLEO BRASILEIRO S/A PETROBRAS',
      ticker: 'PETR4',
      institution: 'XP INVESTIMENTOS CCTVM S/A',
      quantity: 200,
      unitPriceCents: 53,
      valueCents: 10_600,
      sheet: 'Movimentação',
      row: 5,
    });
    // Desdobro: shares without a price or an amount ("-").
    expect(result.lines.find((l) => l.kind === 'Desdobro')).toMatchObject({
      quantity: 40,
      unitPriceCents: null,
      valueCents: null,
    });
    expect(result.lines.at(-1)).toMatchObject({ direction: 'debit', valueCents: 400_000 });
  });

  it('reads the same lines whatever the number, date and column format', async () => {
    const plain = await movimentacao(movimentacaoWorkbook({ rows: SAMPLE_MOVEMENTS }));
    const other = await movimentacao(
      movimentacaoWorkbook({
        rows: SAMPLE_MOVEMENTS,
        numbers: 'currency',
        dates: 'serial',
        columnOrder: 'reversed',
        extraColumns: true,
      }),
    );
    expect(content(other.lines)).toEqual(content(plain.lines));
    expect(plain.cpf).toBeUndefined();
  });

  it('lists lines it cannot read', async () => {
    const settlement = SAMPLE_MOVEMENTS[0] as MovementFixture;
    const dividend = SAMPLE_MOVEMENTS[1] as MovementFixture;
    const result = await movimentacao(
      movimentacaoWorkbook({
        rows: [
          settlement,
          { ...dividend, direction: 'Estorno' as 'Credito' },
          { ...dividend, date: '32/03/2026' },
          { ...dividend, kind: '' },
          { ...dividend, value: -106 },
        ],
      }),
    );
    expect(result.lines).toHaveLength(1);
    expect(result.ignored).toEqual([
      { sheet: 'Movimentação', row: 3, reason: 'Entrada/Saída desconhecida: “Estorno”.' },
      { sheet: 'Movimentação', row: 4, reason: 'Data inválida em Data: “32/03/2026”.' },
      { sheet: 'Movimentação', row: 5, reason: 'Faltam dados obrigatórios: Movimentação.' },
      { sheet: 'Movimentação', row: 6, reason: 'Número negativo em Valor da Operação: “-106”.' },
    ]);
  });

  it('says which columns are missing', async () => {
    const result = await readB3Workbook(
      movimentacaoWorkbook({ rows: SAMPLE_MOVEMENTS, withoutColumns: ['Produto', 'Data'] }),
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'unknown_layout',
      missingColumns: ['Data', 'Produto'],
      message: 'Faltam as colunas Data e Produto na aba Movimentação.',
    });
  });
});

describe('Negociação', () => {
  it('reads buys and sells, folding the fractional market into the ticker', async () => {
    const result = await negociacao(negociacaoWorkbook({ rows: SAMPLE_TRADES }));
    expect(result.ignored).toEqual([]);
    expect(
      result.lines.map((l) => [l.side, l.ticker, l.quantity, l.priceCents, l.valueCents]),
    ).toEqual([
      ['buy', 'PETR4', 200, 3500, 700_000],
      ['buy', 'PETR4', 37, 3800, 140_600],
      ['buy', 'HGLG11', 50, 15_890, 794_500],
      ['sell', 'PETR4', 100, 4000, 400_000],
      ['buy', 'IVVB11', 20, 34_215, 684_300],
    ]);
    expect(result.lines[0]).toMatchObject({ date: { year: 2026, month: 3, day: 10 }, row: 2 });
  });

  it('reads the same lines from text numbers, serial dates, reordered and extra columns', async () => {
    const plain = await negociacao(negociacaoWorkbook({ rows: SAMPLE_TRADES }));
    const other = await negociacao(
      negociacaoWorkbook({
        rows: SAMPLE_TRADES,
        numbers: 'text',
        dates: 'serial',
        columnOrder: 'reversed',
        extraColumns: true,
      }),
    );
    expect(other.lines).toEqual(plain.lines);
  });

  it('lists trades it cannot read', async () => {
    const buy = SAMPLE_TRADES[0] as TradeFixture;
    const result = await negociacao(
      negociacaoWorkbook({
        rows: [
          { ...buy, side: 'Exercício' as 'Compra' },
          { ...buy, quantity: 0 },
          { ...buy, price: null },
        ],
      }),
    );
    expect(result.lines).toEqual([]);
    expect(result.ignored).toEqual([
      { sheet: 'Negociação', row: 2, reason: 'Tipo de Movimentação desconhecido: “Exercício”.' },
      { sheet: 'Negociação', row: 3, reason: 'Quantidade igual a zero.' },
      { sheet: 'Negociação', row: 4, reason: 'Faltam dados obrigatórios: Preço, Valor.' },
    ]);
  });
});

describe('sample files for the journeys', () => {
  it.each([
    ['posicao-2026-11-24.xlsx', 'posicao', 11],
    ['movimentacao-2026.xlsx', 'movimentacao', SAMPLE_MOVEMENTS.length],
    ['negociacao-2026.xlsx', 'negociacao', SAMPLE_TRADES.length],
  ] as const)('%s is read whole', async (name, kind, lines) => {
    const file = readFileSync(new URL(`../../../../test/fixtures/b3/${name}`, import.meta.url));
    const result = expectKind(await readB3Workbook(file, name), kind);
    expect(result.lines).toHaveLength(lines);
    expect(result.ignored.every((i) => i.reason === 'Linha de total da aba.')).toBe(true);
  });

  it('reads dates of a 1904-based workbook', async () => {
    const file = xlsxWorkbook(
      [
        {
          name: 'Negociação',
          rows: [
            [
              'Data do Negócio',
              'Tipo de Movimentação',
              'Instituição',
              'Código de Negociação',
              'Quantidade',
              'Preço',
              'Valor',
            ],
            [46350 - 1462, 'Venda', 'XP', 'PETR4', 10, 40, 400],
          ],
        },
      ],
      { date1904: true },
    );
    expect((await negociacao(file)).lines[0]?.date).toEqual({ year: 2026, month: 11, day: 24 });
  });
});

describe('files that are refused', () => {
  const spyInflate = () => vi.fn<InflateFn>(inflateBounded);

  it('refuses a zip bomb from its central directory, without inflating anything', async () => {
    const inflate = spyInflate();
    const result = await readB3Workbook(zipBombFile(), 'movimentacao.xlsx', { inflate });
    expect(result).toMatchObject({ ok: false, code: 'too_big' });
    expect(inflate).not.toHaveBeenCalled();
  });

  it('stops a bomb that lies about its size at the size it declared', async () => {
    const inflate = spyInflate();
    const result = await readB3Workbook(zipBombFile({ lie: true }), undefined, { inflate });
    expect(result).toEqual({
      ok: false,
      code: 'too_big',
      message:
        'O conteúdo do arquivo se expande muito além do esperado para uma planilha e foi recusado por segurança.',
    });
    // The sheet was inflated with its declared 10,000 bytes as the cap, and that inflation failed.
    const sheetCall = inflate.mock.calls.findIndex(([, max]) => max === 10_000);
    expect(sheetCall).toBeGreaterThanOrEqual(0);
    const outcome = inflate.mock.results[sheetCall];
    await expect(outcome?.value).rejects.toThrow();
  });

  it('refuses a zip with more entries than a workbook has, without inflating', async () => {
    const inflate = spyInflate();
    expect(await readB3Workbook(manyEntriesFile(), undefined, { inflate })).toMatchObject({
      ok: false,
      code: 'too_big',
      message: 'O arquivo tem partes demais para uma planilha e foi recusado por segurança.',
    });
    expect(inflate).not.toHaveBeenCalled();
  });

  it('refuses a file bigger than the upload limit before reading it', async () => {
    const inflate = spyInflate();
    const file = posicaoWorkbook({ sheets: SAMPLE_POSICAO });
    const result = await readB3Workbook(file, undefined, {
      inflate,
      limits: { maxFileBytes: file.length - 1 },
    });
    expect(result).toMatchObject({ ok: false, code: 'too_big' });
    expect(inflate).not.toHaveBeenCalled();
  });

  it('refuses a workbook past 200,000 rows with a clear error', async () => {
    expect(await readB3Workbook(tooManyRowsWorkbook())).toEqual({
      ok: false,
      code: 'too_many_rows',
      message:
        'A planilha tem mais de 200.000 linhas. Divida o período em arquivos menores e envie cada um.',
    });
  });

  it('counts the row limit exactly: at the limit it reads, one past it refuses', async () => {
    const rows = SAMPLE_TRADES.slice(0, 4);
    // Header plus 4 trades is 5 rows.
    const file = negociacaoWorkbook({ rows });
    expect((await negociacao(file, undefined, { limits: { maxRows: 5 } })).lines).toHaveLength(4);
    expect(await readB3Workbook(file, undefined, { limits: { maxRows: 4 } })).toMatchObject({
      ok: false,
      code: 'too_many_rows',
    });
  });

  it.each([
    ['encrypted', encryptedWorkbookFile(), 'encrypted', 'A planilha está protegida por senha.'],
    [
      'a legacy .xls',
      legacyXlsFile(),
      'not_xlsx',
      'O arquivo está no formato antigo do Excel (.xls).',
    ],
    [
      'a renamed PNG',
      pngRenamedFile(),
      'not_xlsx',
      'O arquivo é uma imagem, não uma planilha do Excel.',
    ],
    ['a CSV', csvFile(), 'not_xlsx', 'O arquivo é um CSV (texto), não uma planilha do Excel.'],
    ['empty', Buffer.alloc(0), 'not_xlsx', 'O arquivo está vazio.'],
    [
      'random bytes',
      Buffer.from('\u0001\u0002\u0003 not a spreadsheet'),
      'not_xlsx',
      'O arquivo não é uma planilha do Excel (.xlsx).',
    ],
    [
      'a zip that is not a workbook',
      zipArchive([{ name: 'readme.txt', data: 'olá' }]),
      'not_xlsx',
      'O arquivo não é uma planilha do Excel (.xlsx).',
    ],
    [
      'another layout',
      otherLayoutWorkbook(),
      'unknown_layout',
      'A planilha não é um relatório da B3 que o AlgoOne lê',
    ],
  ])('refuses %s', async (_name, file, code, message) => {
    const result = await readB3Workbook(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(code);
    expect(result.message.startsWith(message)).toBe(true);
  });

  it('refuses a truncated workbook as corrupt', async () => {
    const file = posicaoWorkbook({ sheets: SAMPLE_POSICAO });
    expect(await readB3Workbook(file.subarray(0, Math.floor(file.length / 2)))).toMatchObject({
      ok: false,
      code: 'not_xlsx',
    });
  });

  it('refuses XML with a DOCTYPE (entity expansion) instead of expanding it', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>';
    const good = posicaoWorkbook({ sheets: { acoes: SAMPLE_POSICAO.acoes } });
    const { readCentralDirectory, readEntry } = await import('./zip.ts');
    const { DEFAULT_ZIP_LIMITS } = await import('./zip.ts');
    const entries = readCentralDirectory(good, DEFAULT_ZIP_LIMITS);
    const parts = await Promise.all(
      entries.map(async (e) => ({
        name: e.name,
        data:
          e.name === 'xl/worksheets/sheet1.xml' ? laughs : await readEntry(good, e, inflateBounded),
      })),
    );
    expect(await readB3Workbook(zipArchive(parts))).toMatchObject({ ok: false, code: 'not_xlsx' });
  });

  it('answers every byte string with a result, never an exception', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.boolean(),
        async (bytes, zipMagic) => {
          const data = zipMagic ? Buffer.concat([Buffer.from('PK\u0003\u0004'), bytes]) : bytes;
          const result = await readB3Workbook(data);
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers a damaged real workbook with a result, never an exception', async () => {
    const file = posicaoWorkbook({ sheets: SAMPLE_POSICAO });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: file.length - 1 }),
        fc.integer({ min: 0, max: 255 }),
        async (at, byte) => {
          const damaged = Buffer.from(file);
          damaged[at] = byte;
          const result = await readB3Workbook(damaged);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 150 },
    );
  });
});
