/**
 * Reads a file downloaded from B3's Área do Investidor (Posição, Movimentação or Negociação)
 * into the domain's typed lines (packages/domain/src/securities/b3-lines.ts), or says in pt-BR
 * why it cannot. Never throws for a bad file: whatever the bytes, the answer is a result.
 *
 * Which report a file is comes from its columns, not its name: a Negociação has "Data do Negócio"
 * and "Tipo de Movimentação", a Movimentação "Entrada/Saída" and "Movimentação", a Posição has
 * sheets named after product families. Lines that cannot be read (totals, empty required cells,
 * negative or absurd numbers) are listed in `ignored` with the reason, for the preview.
 */
import type {
  CalendarDate,
  MovementLine,
  PositionFamily,
  PositionLine,
  TradeLine,
} from '@algoone/domain';
import {
  MAX_LINE_CENTS,
  MAX_QUANTITY,
  cellText,
  cnpjFrom,
  cpfFrom,
  isBlank,
  isinFrom,
  normalizeLabel,
  parseDate,
  parseDecimal,
  roundQuantity,
  tickerFrom,
  toCents,
} from './cells.ts';
import {
  FAMILY_LABELS,
  FIXED_INCOME_PRICE_KEYS,
  FIXED_INCOME_VALUE_KEYS,
  MOVEMENT_LAYOUT,
  MOVEMENT_SIGNATURE,
  POSITION_LAYOUTS,
  TRADE_LAYOUT,
  TRADE_SIGNATURE,
  TREASURY_VALUE_KEYS,
  familyOfSheet,
  labelOf,
  mapColumns,
  missingColumns,
} from './layouts.ts';
import type { Layout } from './layouts.ts';
import { B3FileError, MESSAGES } from './read-errors.ts';
import type { B3FailureCode } from './read-errors.ts';
import { assertZipMagic } from './sniff.ts';
import { readXlsx } from './xlsx.ts';
import type { CellValue, ReadXlsxOptions, Sheet, SheetRow, Workbook } from './xlsx.ts';

export type { B3FailureCode } from './read-errors.ts';
export { DEFAULT_XLSX_LIMITS } from './xlsx.ts';
export type { XlsxLimits } from './xlsx.ts';
export type { InflateFn } from './zip.ts';

/** A row the reader skipped, with the reason shown to the investor. */
export interface B3IgnoredRow {
  sheet: string;
  /** 1-based, as Excel numbers rows. */
  row: number;
  reason: string;
}

export interface B3Posicao {
  ok: true;
  kind: 'posicao';
  /** The day of the position, when the file or its name shows one ("posicao-2026-11-24-….xlsx"). */
  date?: CalendarDate;
  lines: PositionLine[];
  ignored: B3IgnoredRow[];
}

export interface B3Movimentacao {
  ok: true;
  kind: 'movimentacao';
  /** The investor's CPF (11 digits) when the file shows one, to compare with the account's. */
  cpf?: string;
  lines: MovementLine[];
  ignored: B3IgnoredRow[];
}

export interface B3Negociacao {
  ok: true;
  kind: 'negociacao';
  lines: TradeLine[];
  ignored: B3IgnoredRow[];
}

export type B3Workbook = B3Posicao | B3Movimentacao | B3Negociacao;

export interface B3ReadFailure {
  ok: false;
  code: B3FailureCode;
  message: string;
  /** For `unknown_layout`: the expected columns the sheet lacks, as B3 names them. */
  missingColumns?: string[];
}

export type B3ReadResult = B3Workbook | B3ReadFailure;

export type ReadB3Options = ReadXlsxOptions;

/** Header rows are looked for among a sheet's first rows (some exports put a title above). */
const HEADER_SEARCH_ROWS = 30;
/** Fewer known columns than this and a row is not taken for a header. */
const MIN_HEADER_MATCHES = 2;

export async function readB3Workbook(
  data: Uint8Array,
  fileName?: string,
  options: ReadB3Options = {},
): Promise<B3ReadResult> {
  try {
    assertZipMagic(data);
    const workbook = await readXlsx(data, options);
    return interpret(workbook, fileName);
  } catch (error) {
    if (error instanceof B3FileError) {
      return {
        ok: false,
        code: error.code,
        message: error.message,
        ...(error.missingColumns ? { missingColumns: error.missingColumns } : {}),
      };
    }
    // Malformed XML, invalid UTF-8, a truncated entry: the bytes are not a readable workbook.
    return { ok: false, code: 'not_xlsx', message: MESSAGES.corrupt };
  }
}

interface Header {
  sheet: Sheet;
  /** Position of the header in `sheet.rows`. */
  index: number;
  columns: Map<string, number>;
}

function findHeader(sheet: Sheet, layout: Layout): Header | null {
  let best: Header | null = null;
  const limit = Math.min(sheet.rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const row = sheet.rows[index];
    if (!row) continue;
    const columns = mapColumns(
      layout,
      row.cells.map((cell) => cellText(cell)),
    );
    if (columns.size >= MIN_HEADER_MATCHES && columns.size > (best?.columns.size ?? 0)) {
      best = { sheet, index, columns };
    }
  }
  return best;
}

function hasAll(header: Header, keys: string[]): boolean {
  return keys.every((key) => header.columns.has(key));
}

function layoutError(
  layout: Layout,
  header: Header | null,
  sheetLabel: string,
): B3FileError | null {
  const missing = missingColumns(layout, header?.columns ?? new Map());
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? `a coluna ${missing[0]}` : `as colunas ${joinPt(missing)}`;
  return new B3FileError(
    'unknown_layout',
    `Falta${missing.length === 1 ? '' : 'm'} ${list} na aba ${sheetLabel}.`,
    missing,
  );
}

function joinPt(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

function interpret(workbook: Workbook, fileName: string | undefined): B3Workbook {
  const sheets = workbook.sheets.filter((sheet) => sheet.rows.length > 0);

  const trades = sheets
    .map((sheet) => findHeader(sheet, TRADE_LAYOUT))
    .filter((h): h is Header => h !== null && hasAll(h, TRADE_SIGNATURE));
  if (trades.length > 0) {
    for (const header of trades) {
      const error = layoutError(TRADE_LAYOUT, header, header.sheet.name);
      if (error) throw error;
    }
    return readTrades(trades, workbook.date1904);
  }

  const movements = sheets
    .map((sheet) => findHeader(sheet, MOVEMENT_LAYOUT))
    .filter((h): h is Header => h !== null && hasAll(h, MOVEMENT_SIGNATURE));
  if (movements.length > 0) {
    for (const header of movements) {
      const error = layoutError(MOVEMENT_LAYOUT, header, header.sheet.name);
      if (error) throw error;
    }
    return readMovements(movements, sheets, workbook.date1904);
  }

  const families = sheets
    .map((sheet) => ({ sheet, family: familyOfSheet(sheet.name) }))
    .filter((s): s is { sheet: Sheet; family: PositionFamily } => s.family !== null);
  if (families.length > 0) {
    const headers = families.map(({ sheet, family }) => {
      const layout = POSITION_LAYOUTS[family];
      const header = findHeader(sheet, layout);
      const error = layoutError(layout, header, FAMILY_LABELS[family]);
      if (error) throw error;
      // layoutError found every required column, so there is a header.
      return { family, header: header as Header };
    });
    return readPositions(headers, sheets, workbook.date1904, fileName);
  }

  // A sheet named like a B3 report whose columns are not B3's: say what is missing there.
  for (const sheet of sheets) {
    const name = normalizeLabel(sheet.name);
    const layout = name.startsWith('negociac')
      ? TRADE_LAYOUT
      : name.startsWith('movimentac')
        ? MOVEMENT_LAYOUT
        : null;
    if (layout) {
      const error = layoutError(layout, findHeader(sheet, layout), sheet.name);
      if (error) throw error;
    }
  }
  throw new B3FileError(
    'unknown_layout',
    'A planilha não é um relatório da B3 que o AlgoOne lê: não encontramos as colunas da Posição, da Movimentação nem da Negociação. Baixe-o de novo na Área do Investidor da B3.',
  );
}

// ---------------------------------------------------------------------------------------------
// Rows

interface RowReader {
  header: Header;
  row: SheetRow;
  date1904: boolean;
}

function cell(reader: RowReader, key: string): CellValue | undefined {
  const index = reader.header.columns.get(key);
  return index === undefined ? undefined : reader.row.cells[index];
}

function quote(value: CellValue | undefined): string {
  const text = cellText(value);
  return `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;
}

class RowProblem extends Error {}

function requireCells(
  reader: RowReader,
  layout: Layout,
  keys: (string | readonly string[])[],
): void {
  const missing: string[] = [];
  for (const requirement of keys) {
    const options = typeof requirement === 'string' ? [requirement] : requirement;
    if (options.every((key) => isBlank(cell(reader, key)))) {
      missing.push(labelOf(layout, options[0] ?? ''));
    }
  }
  if (missing.length > 0) throw new RowProblem(`Faltam dados obrigatórios: ${missing.join(', ')}.`);
}

type NumberKind = 'money' | 'quantity';

/** A non-negative number within the limits, or null when the cell is empty. */
function readNumber(
  reader: RowReader,
  layout: Layout,
  key: string,
  kind: NumberKind,
): number | null {
  const raw = cell(reader, key);
  const label = labelOf(layout, key);
  const parsed = parseDecimal(raw);
  if (!parsed.ok) throw new RowProblem(`Número inválido em ${label}: ${quote(raw)}.`);
  if (parsed.value === null) return null;
  if (parsed.value < 0) throw new RowProblem(`Número negativo em ${label}: ${quote(raw)}.`);
  const tooBig =
    kind === 'money' ? parsed.value * 100 > MAX_LINE_CENTS : parsed.value > MAX_QUANTITY;
  if (tooBig) throw new RowProblem(`Número acima do limite em ${label}: ${quote(raw)}.`);
  return parsed.value;
}

function readCents(reader: RowReader, layout: Layout, key: string): number | null {
  const value = readNumber(reader, layout, key, 'money');
  return value === null ? null : toCents(value);
}

function readQuantity(
  reader: RowReader,
  layout: Layout,
  key: string,
  allowZero: boolean,
): number | null {
  const value = readNumber(reader, layout, key, 'quantity');
  if (value === null) return null;
  const quantity = roundQuantity(value);
  if (quantity === 0 && !allowZero) throw new RowProblem(`Quantidade igual a zero.`);
  return quantity;
}

function readDate(reader: RowReader, layout: Layout, key: string): CalendarDate | null {
  const raw = cell(reader, key);
  const parsed = parseDate(raw, reader.date1904);
  if (!parsed.ok) throw new RowProblem(`Data inválida em ${labelOf(layout, key)}: ${quote(raw)}.`);
  return parsed.value;
}

/**
 * Walks the data rows under a header: blank rows are skipped, totals rows ("Total" with no
 * product, and the value row B3 may put under it) are listed as ignored, and `read` turns each
 * other row into a line or throws RowProblem with the reason.
 */
function eachDataRow<T>(
  header: Header,
  identityKeys: string[],
  date1904: boolean,
  ignored: B3IgnoredRow[],
  read: (reader: RowReader) => T,
): T[] {
  const lines: T[] = [];
  let afterTotal = false;
  for (const row of header.sheet.rows.slice(header.index + 1)) {
    if (row.cells.every((value) => isBlank(value))) continue;
    const reader: RowReader = { header, row, date1904 };
    const identityBlank = identityKeys.every((key) => {
      const value = cell(reader, key);
      return isBlank(value) || normalizeLabel(cellText(value)).startsWith('total');
    });
    const saysTotal = row.cells.some((value) =>
      normalizeLabel(cellText(value)).startsWith('total'),
    );
    if (identityBlank && (saysTotal || afterTotal)) {
      afterTotal = true;
      ignored.push({ sheet: header.sheet.name, row: row.row, reason: 'Linha de total da aba.' });
      continue;
    }
    afterTotal = false;
    try {
      lines.push(read(reader));
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      ignored.push({ sheet: header.sheet.name, row: row.row, reason: error.message });
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Posição

function positionDate(
  sheets: Sheet[],
  headers: Header[],
  fileName: string | undefined,
): CalendarDate | undefined {
  // A title above the header ("Posição em 24/11/2026") wins over the file name.
  for (const sheet of sheets) {
    const header = headers.find((h) => h.sheet === sheet);
    const above = header ? sheet.rows.slice(0, header.index) : [];
    for (const row of above) {
      for (const value of row.cells) {
        const text = cellText(value);
        const match = /(\d{2}\/\d{2}\/\d{4})/.exec(text);
        if (match?.[1] && /posi|refer|data/i.test(text)) {
          const parsed = parseDate(match[1], false);
          if (parsed.ok && parsed.value) return parsed.value;
        }
      }
    }
  }
  const fromName = fileName ? /(\d{4})-(\d{2})-(\d{2})/.exec(fileName) : null;
  if (fromName) {
    const parsed = parseDate(`${fromName[3]}/${fromName[2]}/${fromName[1]}`, false);
    if (parsed.ok && parsed.value) return parsed.value;
  }
  return undefined;
}

function readPositions(
  headers: { family: PositionFamily; header: Header }[],
  sheets: Sheet[],
  date1904: boolean,
  fileName: string | undefined,
): B3Posicao {
  const lines: PositionLine[] = [];
  const ignored: B3IgnoredRow[] = [];
  for (const sheet of sheets) {
    const entry = headers.find((h) => h.header.sheet === sheet);
    if (!entry) {
      ignored.push({
        sheet: sheet.name,
        row: sheet.rows[0]?.row ?? 1,
        reason:
          'Aba não importada: o AlgoOne lê as abas Ações, BDR, ETF, Fundo de Investimento, Renda Fixa e Tesouro Direto.',
      });
      continue;
    }
    const { family, header } = entry;
    const layout = POSITION_LAYOUTS[family];
    lines.push(
      ...eachDataRow(header, ['product'], date1904, ignored, (reader) =>
        positionLine(family, layout, reader),
      ),
    );
  }
  const date = positionDate(
    sheets,
    headers.map((h) => h.header),
    fileName,
  );
  return { ok: true, kind: 'posicao', ...(date ? { date } : {}), lines, ignored };
}

function firstFilled(reader: RowReader, keys: readonly string[]): string | null {
  return keys.find((key) => !isBlank(cell(reader, key))) ?? null;
}

function positionLine(family: PositionFamily, layout: Layout, reader: RowReader): PositionLine {
  const product = cellText(cell(reader, 'product'));
  const base = {
    family,
    name: product,
    institution: cellText(cell(reader, 'institution')),
    sheet: reader.header.sheet.name,
    row: reader.row.row,
  };
  if (family === 'renda-fixa') {
    requireCells(reader, layout, ['product', 'institution', 'quantity', FIXED_INCOME_VALUE_KEYS]);
    const valueKey = firstFilled(reader, FIXED_INCOME_VALUE_KEYS) ?? 'value';
    const priceKey =
      FIXED_INCOME_PRICE_KEYS[FIXED_INCOME_VALUE_KEYS.indexOf(valueKey as never)] ?? 'price';
    const quantity = readQuantity(reader, layout, 'quantity', false) ?? 0;
    const valueCents = readCents(reader, layout, valueKey) ?? 0;
    return {
      ...base,
      ticker: null,
      quantity,
      priceCents: readCents(reader, layout, priceKey),
      valueCents,
      isin: isinFrom(cellText(cell(reader, 'isin'))),
      issuerCnpj: null,
      maturity: readDate(reader, layout, 'maturity'),
    };
  }
  if (family === 'tesouro') {
    requireCells(reader, layout, ['product', 'institution', 'quantity', TREASURY_VALUE_KEYS]);
    const valueKey = firstFilled(reader, TREASURY_VALUE_KEYS) ?? 'value';
    const quantity = readQuantity(reader, layout, 'quantity', false) ?? 0;
    return {
      ...base,
      ticker: null,
      quantity,
      priceCents: null,
      valueCents: readCents(reader, layout, valueKey) ?? 0,
      isin: isinFrom(cellText(cell(reader, 'isin'))),
      issuerCnpj: null,
      maturity: readDate(reader, layout, 'maturity'),
    };
  }
  // Ações, BDR, ETF, Fundos: the trading code, or the one the product name starts with.
  const ticker = tickerFrom(cellText(cell(reader, 'ticker'))) ?? tickerFrom(product);
  const missing = ['product', 'institution', 'ticker', 'quantity', 'value'].filter((key) =>
    key === 'ticker' ? ticker === null : isBlank(cell(reader, key)),
  );
  if (missing.length > 0) {
    throw new RowProblem(
      `Faltam dados obrigatórios: ${missing.map((key) => labelOf(layout, key)).join(', ')}.`,
    );
  }
  const quantity = readQuantity(reader, layout, 'quantity', false) ?? 0;
  return {
    ...base,
    ticker,
    quantity,
    priceCents: readCents(reader, layout, 'price'),
    valueCents: readCents(reader, layout, 'value') ?? 0,
    isin: isinFrom(cellText(cell(reader, 'isin'))),
    issuerCnpj: cnpjFrom(cellText(cell(reader, 'cnpj'))),
    maturity: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Movimentação

function findCpf(movements: Header[]): string | undefined {
  for (const header of movements) {
    // A CPF column, where the export has one.
    const index = header.columns.get('cpf');
    if (index !== undefined) {
      for (const row of header.sheet.rows.slice(header.index + 1)) {
        const cpf = cpfFrom(cellText(row.cells[index]));
        if (cpf) return cpf;
      }
    }
    // Or a "CPF: 000.000.000-00" line above the header.
    for (const row of header.sheet.rows.slice(0, header.index)) {
      for (const [i, value] of row.cells.entries()) {
        const text = cellText(value);
        if (!/cpf/i.test(text)) continue;
        const cpf = cpfFrom(text) ?? cpfFrom(cellText(row.cells[i + 1]));
        if (cpf) return cpf;
      }
    }
  }
  return undefined;
}

function readMovements(movements: Header[], sheets: Sheet[], date1904: boolean): B3Movimentacao {
  const layout = MOVEMENT_LAYOUT;
  const lines: MovementLine[] = [];
  const ignored: B3IgnoredRow[] = [];
  for (const header of movements) {
    lines.push(
      ...eachDataRow(header, ['date', 'product'], date1904, ignored, (reader): MovementLine => {
        requireCells(reader, layout, ['direction', 'date', 'kind', 'product', 'institution']);
        const directionRaw = cell(reader, 'direction');
        const direction = normalizeLabel(cellText(directionRaw));
        const side =
          direction.startsWith('credito') || direction.startsWith('entrada')
            ? 'credit'
            : direction.startsWith('debito') || direction.startsWith('saida')
              ? 'debit'
              : null;
        if (!side) throw new RowProblem(`Entrada/Saída desconhecida: ${quote(directionRaw)}.`);
        const product = cellText(cell(reader, 'product'));
        const quantity = readQuantity(reader, layout, 'quantity', true);
        return {
          date: readDate(reader, layout, 'date') as CalendarDate,
          direction: side,
          kind: cellText(cell(reader, 'kind')),
          product,
          ticker: tickerFrom(product),
          institution: cellText(cell(reader, 'institution')),
          quantity,
          unitPriceCents: readCents(reader, layout, 'unitPrice'),
          valueCents: readCents(reader, layout, 'value'),
          sheet: header.sheet.name,
          row: reader.row.row,
        };
      }),
    );
  }
  for (const sheet of sheets) {
    if (!movements.some((h) => h.sheet === sheet)) {
      ignored.push({
        sheet: sheet.name,
        row: sheet.rows[0]?.row ?? 1,
        reason: 'Aba sem as colunas da Movimentação.',
      });
    }
  }
  const cpf = findCpf(movements);
  return { ok: true, kind: 'movimentacao', ...(cpf ? { cpf } : {}), lines, ignored };
}

// ---------------------------------------------------------------------------------------------
// Negociação

function readTrades(trades: Header[], date1904: boolean): B3Negociacao {
  const layout = TRADE_LAYOUT;
  const lines: TradeLine[] = [];
  const ignored: B3IgnoredRow[] = [];
  for (const header of trades) {
    lines.push(
      ...eachDataRow(header, ['date', 'ticker'], date1904, ignored, (reader): TradeLine => {
        requireCells(reader, layout, [
          'date',
          'side',
          'institution',
          'ticker',
          'quantity',
          'price',
          'value',
        ]);
        const sideRaw = cell(reader, 'side');
        const sideText = normalizeLabel(cellText(sideRaw));
        const side = sideText === 'compra' ? 'buy' : sideText === 'venda' ? 'sell' : null;
        if (!side) throw new RowProblem(`Tipo de Movimentação desconhecido: ${quote(sideRaw)}.`);
        const tickerRaw = cell(reader, 'ticker');
        const code = cellText(tickerRaw).toUpperCase();
        // Fractional-market codes carry an "F" (PETR4F): the security is the same.
        const ticker = tickerFrom(code) ?? (/^[A-Z0-9]{4,12}$/.test(code) ? code : null);
        if (!ticker) throw new RowProblem(`Código de Negociação inválido: ${quote(tickerRaw)}.`);
        return {
          date: readDate(reader, layout, 'date') as CalendarDate,
          side,
          ticker,
          institution: cellText(cell(reader, 'institution')),
          quantity: readQuantity(reader, layout, 'quantity', false) as number,
          priceCents: readCents(reader, layout, 'price') as number,
          valueCents: readCents(reader, layout, 'value') as number,
          sheet: header.sheet.name,
          row: reader.row.row,
        };
      }),
    );
  }
  return { ok: true, kind: 'negociacao', lines, ignored };
}
