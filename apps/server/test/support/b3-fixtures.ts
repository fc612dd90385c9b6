/**
 * Builders for B3 Área do Investidor files (Posição, Movimentação, Negociação) and for the bad
 * files an upload must refuse. Everything is generated here, from line arrays, by a minimal
 * xlsx writer (zip + SpreadsheetML), so tests and journeys never depend on a real investor's
 * file. The layouts follow ADR 027 ("The files' layouts"); the investor and amounts are invented.
 *
 *   posicaoWorkbook({ sheets: { acoes: [{ ticker: 'PETR4', quantity: 300, price: 38.12 }] } })
 *   movimentacaoWorkbook({ rows: SAMPLE_MOVEMENTS, numbers: 'text' })
 *   negociacaoWorkbook({ rows: SAMPLE_TRADES, columnOrder: 'reversed' })
 *   zipBombFile(), encryptedWorkbookFile(), pngRenamedFile(), csvFile(), tooManyRowsWorkbook()…
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

// ---------------------------------------------------------------------------------------------
// Zip writer

export interface ZipFixtureEntry {
  name: string;
  data?: Uint8Array | string;
  /** Already raw-deflated bytes (for bombs); `declaredSize` and `crc` then describe them. */
  deflated?: Uint8Array;
  store?: boolean;
  /** Uncompressed size written in the headers; defaults to the real one. */
  declaredSize?: number;
  crc?: number;
}

// 2026-11-24 00:00 in MS-DOS format, so generated files are byte-for-byte reproducible.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (11 << 5) | 24;

export function zipArchive(entries: ZipFixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw =
      typeof entry.data === 'string'
        ? Buffer.from(entry.data, 'utf8')
        : Buffer.from(entry.data ?? []);
    const stored = entry.store === true && entry.deflated === undefined;
    const body = entry.deflated ? Buffer.from(entry.deflated) : stored ? raw : deflateRawSync(raw);
    const size = entry.declaredSize ?? raw.length;
    const crc = entry.crc ?? crc32(raw);
    const method = stored ? 0 : 8;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// ---------------------------------------------------------------------------------------------
// Xlsx writer

/** A formula cell: the reader must use `cached` (what Excel computed) and never evaluate `formula`. */
export interface FormulaCell {
  formula: string;
  cached: number | string;
}
export type FixtureCell = string | number | boolean | null | undefined | FormulaCell;

export interface FixtureSheet {
  name: string;
  rows: FixtureCell[][];
}

export interface XlsxOptions {
  /** Write text as inline strings instead of the shared-strings table Excel uses. */
  inlineStrings?: boolean;
  date1904?: boolean;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  );
}

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

class SharedStrings {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  add(text: string): number {
    let at = this.index.get(text);
    if (at === undefined) {
      at = this.list.length;
      this.list.push(text);
      this.index.set(text, at);
    }
    return at;
  }
}

function cellXml(ref: string, cell: FixtureCell, shared: SharedStrings, inline: boolean): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') {
    const formula = `<f>${escapeXml(cell.formula)}</f>`;
    return typeof cell.cached === 'number'
      ? `<c r="${ref}">${formula}<v>${cell.cached}</v></c>`
      : `<c r="${ref}" t="str">${formula}<v>${escapeXml(cell.cached)}</v></c>`;
  }
  if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  if (inline)
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
  return `<c r="${ref}" t="s"><v>${shared.add(cell)}</v></c>`;
}

export function sheetXml(rows: FixtureCell[][], shared: SharedStrings, inline = false): string {
  const body: string[] = [];
  rows.forEach((cells, r) => {
    const rowNumber = r + 1;
    const xml = cells
      .map((cell, c) => cellXml(`${columnName(c)}${rowNumber}`, cell, shared, inline))
      .join('');
    body.push(`<row r="${rowNumber}">${xml}</row>`);
  });
  return `${XML_DECL}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetData>${body.join('')}</sheetData></worksheet>`;
}

function sharedStringsXml(shared: SharedStrings): string {
  const items = shared.list
    .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
    .join('');
  return `${XML_DECL}<sst xmlns="${MAIN_NS}" count="${shared.list.length}" uniqueCount="${shared.list.length}">${items}</sst>`;
}

/** The parts every workbook has, around the given sheet entries (already named xl/worksheets/sheetN.xml). */
function workbookEntries(
  sheetNames: string[],
  shared: SharedStrings | null,
  options: XlsxOptions,
): ZipFixtureEntry[] {
  const sheetOverrides = sheetNames
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const sharedOverride = shared
    ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    : '';
  const contentTypes =
    `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    `${sheetOverrides}${sharedOverride}</Types>`;
  const rootRels =
    `${XML_DECL}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const sheets = sheetNames
    .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const workbook =
    `${XML_DECL}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    (options.date1904 ? '<workbookPr date1904="1"/>' : '') +
    `<sheets>${sheets}</sheets></workbook>`;
  const rels =
    `${XML_DECL}<Relationships xmlns="${PKG_REL_NS}">` +
    sheetNames
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('') +
    (shared
      ? `<Relationship Id="rId${sheetNames.length + 1}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`
      : '') +
    '</Relationships>';
  const entries: ZipFixtureEntry[] = [
    { name: '[Content_Types].xml', data: contentTypes },
    { name: '_rels/.rels', data: rootRels },
    { name: 'xl/workbook.xml', data: workbook },
    { name: 'xl/_rels/workbook.xml.rels', data: rels },
  ];
  if (shared) entries.push({ name: 'xl/sharedStrings.xml', data: sharedStringsXml(shared) });
  return entries;
}

/** A workbook from sheets of cells. */
export function xlsxWorkbook(sheets: FixtureSheet[], options: XlsxOptions = {}): Buffer {
  const shared = new SharedStrings();
  const sheetEntries = sheets.map((sheet, i) => ({
    name: `xl/worksheets/sheet${i + 1}.xml`,
    data: sheetXml(sheet.rows, shared, options.inlineStrings),
  }));
  const parts = workbookEntries(
    sheets.map((s) => s.name),
    options.inlineStrings ? null : shared,
    options,
  );
  return zipArchive([...parts, ...sheetEntries]);
}

// ---------------------------------------------------------------------------------------------
// Formatting B3 cells

export interface FormatOptions {
  /** 'numeric' cells (what Excel stores), pt-BR 'text' ("1.234,56") or 'currency' text ("R$ 1.234,56"). */
  numbers?: 'numeric' | 'text' | 'currency';
  /** Dates as B3's "dd/mm/yyyy" text or as Excel serial numbers. */
  dates?: 'text' | 'serial';
  /** Columns in B3's order or reversed (the reader finds them by name). */
  columnOrder?: 'b3' | 'reversed';
  /** Adds columns B3 does not have (the reader must ignore them). */
  extraColumns?: boolean;
  /** Writes line values as formulas with cached results. */
  formulas?: boolean;
  inlineStrings?: boolean;
}

type Row = Record<string, FixtureCell>;

const EXTRA_COLUMNS = ['Observação', 'Coluna Nova'];

function money(value: number | null | undefined, options: FormatOptions): FixtureCell {
  if (value === null || value === undefined) return '-';
  if (!options.numbers || options.numbers === 'numeric') return value;
  const text = value.toLocaleString('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  });
  return options.numbers === 'currency' ? `R$ ${text}` : text;
}

function quantity(value: number | null | undefined, options: FormatOptions): FixtureCell {
  if (value === null || value === undefined) return '-';
  if (!options.numbers || options.numbers === 'numeric') return value;
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 8 });
}

/** "15/05/2035" → Excel serial (days since 1899-12-30). */
export function excelSerial(ddmmyyyy: string): number {
  const [d, m, y] = ddmmyyyy.split('/').map(Number);
  return Math.round((Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

function date(value: string | undefined, options: FormatOptions): FixtureCell {
  if (!value) return '-';
  return options.dates === 'serial' ? excelSerial(value) : value;
}

/** Header plus rows, in the chosen column order; `tail` rows (totals) get no extra-column values. */
function table(
  header: string[],
  rows: Row[],
  options: FormatOptions,
  tail: Row[] = [],
): FixtureCell[][] {
  let columns = [...header];
  const [firstExtra = '', lastExtra = ''] = EXTRA_COLUMNS;
  if (options.extraColumns)
    columns = [columns[0] ?? '', firstExtra, ...columns.slice(1), lastExtra];
  if (options.columnOrder === 'reversed') columns.reverse();
  const extras: Row = options.extraColumns ? { [firstExtra]: 'conferido', [lastExtra]: 12345 } : {};
  return [
    columns,
    ...rows.map((row) => columns.map((name) => row[name] ?? extras[name])),
    ...tail.map((row) => columns.map((name) => row[name])),
  ];
}

// ---------------------------------------------------------------------------------------------
// Posição

export const DEFAULT_INSTITUTION = 'XP INVESTIMENTOS CCTVM S/A';

export interface ListedPosition {
  ticker: string;
  /** Defaults to "<ticker> - <company>" from SAMPLE_COMPANIES, or the ticker. */
  product?: string;
  institution?: string;
  quantity: number | null;
  price: number | null;
  /** Defaults to quantity × price. */
  value?: number | null;
  cnpj?: string;
  isin?: string;
  type?: string;
}

export interface FixedIncomePosition {
  product: string;
  institution?: string;
  issuer?: string;
  code?: string;
  indexer?: string;
  issueDate?: string;
  maturity?: string;
  quantity: number | null;
  price?: number | null;
  value: number | null;
  /** Which basis carries the value: the contracted curve (default) or the market (MTM). */
  basis?: 'CURVA' | 'MTM';
}

export interface TreasuryPosition {
  product: string;
  institution?: string;
  isin?: string;
  indexer?: string;
  maturity?: string;
  quantity: number | null;
  invested?: number | null;
  value: number | null;
}

export interface PosicaoSheets {
  acoes?: ListedPosition[];
  bdr?: ListedPosition[];
  etf?: ListedPosition[];
  fundos?: ListedPosition[];
  rendaFixa?: FixedIncomePosition[];
  tesouro?: TreasuryPosition[];
}

export interface PosicaoOptions extends FormatOptions {
  sheets: PosicaoSheets;
  /** B3 ends each sheet with a totals row ("Total" and the sum); 'two-rows' puts the sum on the next row. */
  totals?: 'same-row' | 'two-rows' | 'none';
  sheetNames?: Partial<Record<keyof PosicaoSheets, string>>;
  /** More sheets as they are (e.g. B3's "Empréstimos", which AlgoOne does not import). */
  extraSheets?: FixtureSheet[];
  /** Drops these columns from every sheet (to test the layout errors). */
  withoutColumns?: string[];
}

export const POSICAO_SHEET_NAMES: Record<keyof PosicaoSheets, string> = {
  acoes: 'Acoes',
  bdr: 'BDR',
  etf: 'ETF',
  fundos: 'Fundo de Investimento',
  rendaFixa: 'Renda Fixa',
  tesouro: 'Tesouro Direto',
};

const LISTED_HEADER = [
  'Produto',
  'Instituição',
  'Conta',
  'Código de Negociação',
  'CNPJ da Empresa',
  'Código ISIN / Distribuição',
  'Tipo',
  'Escriturador',
  'Quantidade',
  'Quantidade Disponível',
  'Quantidade Indisponível',
  'Motivo',
  'Preço de Fechamento',
  'Valor Atualizado',
];
const FUND_HEADER = LISTED_HEADER.map((h) =>
  h === 'CNPJ da Empresa' ? 'CNPJ do Fundo' : h === 'Escriturador' ? 'Administrador' : h,
);
const FIXED_INCOME_HEADER = [
  'Produto',
  'Instituição',
  'Emissor',
  'Código',
  'Indexador',
  'Tipo de regime',
  'Data de Emissão',
  'Vencimento',
  'Quantidade',
  'Quantidade Disponível',
  'Quantidade Indisponível',
  'Motivo',
  'Contraparte',
  'Preço Atualizado MTM',
  'Valor Atualizado MTM',
  'Preço Atualizado CURVA',
  'Valor Atualizado CURVA',
];
const TREASURY_HEADER = [
  'Produto',
  'Instituição',
  'Código ISIN',
  'Indexador',
  'Vencimento',
  'Quantidade',
  'Quantidade Disponível',
  'Quantidade Indisponível',
  'Motivo',
  'Valor Aplicado',
  'Valor bruto',
  'Valor líquido',
  'Valor Atualizado',
];

/** Invented-but-real-looking issuers (names and CNPJs as B3 lists them). */
export const SAMPLE_COMPANIES: Record<
  string,
  { name: string; cnpj: string; isin: string; type: string }
> = {
  PETR4: {
    name: 'PETROLEO BRASILEIRO S.A. PETROBRAS',
    cnpj: '33.000.167/0001-01',
    isin: 'BRPETRACNPR6',
    type: 'PN',
  },
  ITSA4: { name: 'ITAUSA S.A.', cnpj: '61.532.644/0001-15', isin: 'BRITSAACNPR7', type: 'PN' },
  WEGE3: { name: 'WEG S.A.', cnpj: '84.429.695/0001-11', isin: 'BRWEGEACNOR0', type: 'ON' },
  BBAS3: {
    name: 'BANCO DO BRASIL S.A.',
    cnpj: '00.000.000/0001-91',
    isin: 'BRBBASACNOR3',
    type: 'ON',
  },
  AAPL34: { name: 'APPLE INC', cnpj: '', isin: 'BRAAPLBDR004', type: 'DR3' },
  MSFT34: { name: 'MICROSOFT CORP', cnpj: '', isin: 'BRMSFTBDR006', type: 'DR3' },
  BOVA11: {
    name: 'ISHARES BOVESPA FUNDO DE ÍNDICE',
    cnpj: '10.406.511/0001-61',
    isin: 'BRBOVACTF003',
    type: 'CI',
  },
  IVVB11: {
    name: 'ISHARES S&P 500 FDO INV COTAS FDO INDICE',
    cnpj: '19.909.560/0001-91',
    isin: 'BRIVVBCTF004',
    type: 'CI',
  },
  HGLG11: {
    name: 'CSHG LOGÍSTICA FDO INV IMOB',
    cnpj: '11.728.688/0001-47',
    isin: 'BRHGLGCTF004',
    type: 'Cotas',
  },
  MXRF11: {
    name: 'MAXI RENDA FDO INV IMOB',
    cnpj: '97.521.225/0001-25',
    isin: 'BRMXRFCTF008',
    type: 'Cotas',
  },
};

function listedRow(line: ListedPosition, options: FormatOptions, fund: boolean): Row {
  const company = SAMPLE_COMPANIES[line.ticker];
  const value =
    line.value !== undefined
      ? line.value
      : line.quantity !== null && line.price !== null
        ? Math.round(line.quantity * line.price * 100) / 100
        : null;
  const valueCell =
    options.formulas && line.quantity !== null && line.price !== null && value !== null
      ? { formula: 'I{row}*M{row}', cached: value }
      : money(value, options);
  return {
    Produto: line.product ?? (company ? `${line.ticker} - ${company.name}` : line.ticker),
    Instituição: line.institution ?? DEFAULT_INSTITUTION,
    Conta: '123456',
    'Código de Negociação': line.ticker,
    [fund ? 'CNPJ do Fundo' : 'CNPJ da Empresa']: line.cnpj ?? company?.cnpj ?? '-',
    'Código ISIN / Distribuição': line.isin ?? (company ? `${company.isin} - 100` : '-'),
    Tipo: line.type ?? company?.type ?? 'ON',
    [fund ? 'Administrador' : 'Escriturador']: 'ITAU CORRETORA DE VALORES S/A',
    Quantidade: quantity(line.quantity, options),
    'Quantidade Disponível': quantity(line.quantity, options),
    'Quantidade Indisponível': quantity(0, options),
    Motivo: '-',
    'Preço de Fechamento': money(line.price, options),
    'Valor Atualizado': valueCell,
  };
}

function fixedIncomeRow(line: FixedIncomePosition, options: FormatOptions): Row {
  const price =
    line.price !== undefined
      ? line.price
      : line.quantity && line.value !== null
        ? line.value / line.quantity
        : null;
  const mtm = line.basis === 'MTM';
  return {
    Produto: line.product,
    Instituição: line.institution ?? DEFAULT_INSTITUTION,
    Emissor: line.issuer ?? 'BANCO INTER S.A.',
    Código: line.code ?? 'CDB525KQ7XA',
    Indexador: line.indexer ?? 'DI',
    'Tipo de regime': 'DEPOSITADO',
    'Data de Emissão': date(line.issueDate ?? '02/01/2025', options),
    Vencimento: date(line.maturity, options),
    Quantidade: quantity(line.quantity, options),
    'Quantidade Disponível': quantity(line.quantity, options),
    'Quantidade Indisponível': quantity(0, options),
    Motivo: '-',
    Contraparte: '-',
    'Preço Atualizado MTM': mtm ? money(price, options) : '-',
    'Valor Atualizado MTM': mtm ? money(line.value, options) : '-',
    'Preço Atualizado CURVA': mtm ? '-' : money(price, options),
    'Valor Atualizado CURVA': mtm ? '-' : money(line.value, options),
  };
}

function treasuryRow(line: TreasuryPosition, options: FormatOptions): Row {
  return {
    Produto: line.product,
    Instituição: line.institution ?? DEFAULT_INSTITUTION,
    'Código ISIN': line.isin ?? 'BRSTNCNTB682',
    Indexador: line.indexer ?? 'IPCA',
    Vencimento: date(line.maturity, options),
    Quantidade: quantity(line.quantity, options),
    'Quantidade Disponível': quantity(line.quantity, options),
    'Quantidade Indisponível': quantity(0, options),
    Motivo: '-',
    'Valor Aplicado': money(line.invested ?? null, options),
    'Valor bruto': money(line.value, options),
    'Valor líquido': money(
      line.value === null ? null : Math.round(line.value * 0.97 * 100) / 100,
      options,
    ),
    'Valor Atualizado': money(line.value, options),
  };
}

function totalsRows(
  label: string,
  valueColumn: string,
  sum: number,
  mode: PosicaoOptions['totals'],
  options: FormatOptions,
): Row[] {
  if (mode === 'none') return [];
  const total = money(Math.round(sum * 100) / 100, options);
  if (mode === 'two-rows') return [{}, { [label]: 'Total' }, { [valueColumn]: total }];
  return [{ [label]: 'Total', [valueColumn]: total }];
}

/** Resolves "{row}" in formula cells to the row they sit in. */
function withRowNumbers(rows: FixtureCell[][]): FixtureCell[][] {
  return rows.map((cells, i) =>
    cells.map((cell) =>
      cell && typeof cell === 'object'
        ? { ...cell, formula: cell.formula.replaceAll('{row}', String(i + 1)) }
        : cell,
    ),
  );
}

function dropColumns(header: string[], without: string[] | undefined): string[] {
  return without ? header.filter((h) => !without.includes(h)) : header;
}

export function posicaoWorkbook(options: PosicaoOptions): Buffer {
  const sheets: FixtureSheet[] = [];
  const name = (key: keyof PosicaoSheets) => options.sheetNames?.[key] ?? POSICAO_SHEET_NAMES[key];
  const sumOf = (values: (number | null | undefined)[]) =>
    values.reduce<number>((a, v) => a + (v ?? 0), 0);
  const listed: ('acoes' | 'bdr' | 'etf' | 'fundos')[] = ['acoes', 'bdr', 'etf', 'fundos'];
  for (const key of listed) {
    const lines = options.sheets[key];
    if (!lines) continue;
    const fund = key === 'etf' || key === 'fundos';
    const rows = lines.map((line) => listedRow(line, options, fund));
    const sum = sumOf(
      lines.map((l) =>
        l.value !== undefined
          ? l.value
          : l.quantity !== null && l.price !== null
            ? l.quantity * l.price
            : 0,
      ),
    );
    const tail = totalsRows(
      'Preço de Fechamento',
      'Valor Atualizado',
      sum,
      options.totals,
      options,
    );
    const header = dropColumns(fund ? FUND_HEADER : LISTED_HEADER, options.withoutColumns);
    sheets.push({ name: name(key), rows: withRowNumbers(table(header, rows, options, tail)) });
  }
  if (options.sheets.rendaFixa) {
    const lines = options.sheets.rendaFixa;
    const rows = lines.map((line) => fixedIncomeRow(line, options));
    const tail = totalsRows(
      'Preço Atualizado CURVA',
      'Valor Atualizado CURVA',
      sumOf(lines.map((l) => l.value)),
      options.totals,
      options,
    );
    const header = dropColumns(FIXED_INCOME_HEADER, options.withoutColumns);
    sheets.push({ name: name('rendaFixa'), rows: table(header, rows, options, tail) });
  }
  if (options.sheets.tesouro) {
    const lines = options.sheets.tesouro;
    const rows = lines.map((line) => treasuryRow(line, options));
    const tail = totalsRows(
      'Valor líquido',
      'Valor Atualizado',
      sumOf(lines.map((l) => l.value)),
      options.totals,
      options,
    );
    const header = dropColumns(TREASURY_HEADER, options.withoutColumns);
    sheets.push({ name: name('tesouro'), rows: table(header, rows, options, tail) });
  }
  sheets.push(...(options.extraSheets ?? []));
  return xlsxWorkbook(sheets, { inlineStrings: options.inlineStrings });
}

/** B3's file name for a Posição downloaded on `isoDate` ("2026-11-24"). */
export function posicaoFileName(isoDate: string): string {
  return `posicao-${isoDate}-10-32-07.xlsx`;
}

// ---------------------------------------------------------------------------------------------
// Movimentação

export interface MovementFixture {
  direction: 'Credito' | 'Debito';
  /** "dd/mm/yyyy". */
  date: string;
  kind: string;
  product: string;
  institution?: string;
  quantity?: number | null;
  unitPrice?: number | null;
  value?: number | null;
}

export interface MovimentacaoOptions extends FormatOptions {
  rows: MovementFixture[];
  /** Writes "CPF: 000.000.000-00" in a title row above the header. */
  cpf?: string;
  sheetName?: string;
  withoutColumns?: string[];
}

const MOVEMENT_HEADER = [
  'Entrada/Saída',
  'Data',
  'Movimentação',
  'Produto',
  'Instituição',
  'Quantidade',
  'Preço unitário',
  'Valor da Operação',
];

export function movimentacaoWorkbook(options: MovimentacaoOptions): Buffer {
  const rows: Row[] = options.rows.map((line) => ({
    'Entrada/Saída': line.direction,
    Data: date(line.date, options),
    Movimentação: line.kind,
    Produto: line.product,
    Instituição: line.institution ?? DEFAULT_INSTITUTION,
    Quantidade: quantity(line.quantity, options),
    'Preço unitário': money(line.unitPrice, options),
    'Valor da Operação': money(line.value, options),
  }));
  const cells = table(dropColumns(MOVEMENT_HEADER, options.withoutColumns), rows, options);
  const title: FixtureCell[][] = options.cpf
    ? [[`Extrato de movimentação - CPF: ${options.cpf}`], []]
    : [];
  return xlsxWorkbook([{ name: options.sheetName ?? 'Movimentação', rows: [...title, ...cells] }], {
    inlineStrings: options.inlineStrings,
  });
}

// ---------------------------------------------------------------------------------------------
// Negociação

export interface TradeFixture {
  date: string;
  side: 'Compra' | 'Venda';
  market?: string;
  ticker: string;
  institution?: string;
  quantity: number | null;
  price: number | null;
  /** Defaults to quantity × price. */
  value?: number | null;
}

export interface NegociacaoOptions extends FormatOptions {
  rows: TradeFixture[];
  sheetName?: string;
  withoutColumns?: string[];
}

const TRADE_HEADER = [
  'Data do Negócio',
  'Tipo de Movimentação',
  'Mercado',
  'Prazo/Vencimento',
  'Instituição',
  'Código de Negociação',
  'Quantidade',
  'Preço',
  'Valor',
];

export function negociacaoWorkbook(options: NegociacaoOptions): Buffer {
  const rows: Row[] = options.rows.map((line) => ({
    'Data do Negócio': date(line.date, options),
    'Tipo de Movimentação': line.side,
    Mercado: line.market ?? 'Mercado à Vista',
    'Prazo/Vencimento': '-',
    Instituição: line.institution ?? DEFAULT_INSTITUTION,
    'Código de Negociação': line.ticker,
    Quantidade: quantity(line.quantity, options),
    Preço: money(line.price, options),
    Valor: money(
      line.value !== undefined
        ? line.value
        : line.quantity !== null && line.price !== null
          ? Math.round(line.quantity * line.price * 100) / 100
          : null,
      options,
    ),
  }));
  const cells = table(dropColumns(TRADE_HEADER, options.withoutColumns), rows, options);
  return xlsxWorkbook([{ name: options.sheetName ?? 'Negociação', rows: cells }], {
    inlineStrings: options.inlineStrings,
  });
}

// ---------------------------------------------------------------------------------------------
// Sample investor (invented)

/** Appends a CPF's two check digits to its first nine. */
export function cpfWithCheckDigits(first9: string): string {
  const digits = first9.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

export const SAMPLE_INVESTOR = {
  name: 'Helena Duarte Ribeiro',
  cpf: cpfWithCheckDigits('418375290'),
} as const;

export const SAMPLE_POSICAO_DATE = '2026-11-24';

export const SAMPLE_POSICAO: PosicaoSheets = {
  acoes: [
    { ticker: 'PETR4', quantity: 300, price: 38.12 },
    { ticker: 'ITSA4', quantity: 1250, price: 10.47 },
    {
      ticker: 'WEGE3',
      quantity: 80,
      price: 52.3,
      institution: 'NU INVEST CORRETORA DE VALORES S.A.',
    },
  ],
  bdr: [{ ticker: 'AAPL34', quantity: 40, price: 62.15 }],
  etf: [
    { ticker: 'BOVA11', quantity: 55, price: 128.4 },
    { ticker: 'IVVB11', quantity: 20, price: 351.72 },
  ],
  fundos: [
    { ticker: 'HGLG11', quantity: 50, price: 160.5 },
    { ticker: 'MXRF11', quantity: 700, price: 9.61 },
  ],
  rendaFixa: [
    {
      product: 'CDB - BANCO INTER S.A.',
      institution: 'INTER DISTRIBUIDORA DE TITULOS E VALORES MOBILIARIOS LTDA',
      maturity: '14/01/2028',
      quantity: 10,
      value: 11_452.37,
    },
  ],
  tesouro: [
    {
      product: 'Tesouro IPCA+ 2035',
      maturity: '15/05/2035',
      quantity: 2.47,
      invested: 5_000,
      value: 5_612.88,
    },
    {
      product: 'Tesouro Selic 2029',
      isin: 'BRSTNCLF1RU6',
      indexer: 'SELIC',
      maturity: '01/03/2029',
      quantity: 0.85,
      invested: 12_000,
      value: 13_740.51,
    },
  ],
};

export const SAMPLE_MOVEMENTS: MovementFixture[] = [
  {
    direction: 'Credito',
    date: '12/03/2026',
    kind: 'Transferência - Liquidação',
    product: 'PETR4 - PETROLEO BRASILEIRO S/A PETROBRAS',
    quantity: 200,
    unitPrice: 35,
    value: 7_000,
  },
  {
    direction: 'Credito',
    date: '20/03/2026',
    kind: 'Dividendo',
    product: 'PETR4 - PETROLEO BRASILEIRO S/A PETROBRAS',
    quantity: 200,
    unitPrice: 0.53,
    value: 106,
  },
  {
    direction: 'Credito',
    date: '01/04/2026',
    kind: 'Juros Sobre Capital Próprio',
    product: 'ITSA4 - ITAUSA S.A.',
    quantity: 1250,
    unitPrice: 0.0196,
    value: 24.5,
  },
  {
    direction: 'Credito',
    date: '15/04/2026',
    kind: 'Rendimento',
    product: 'HGLG11 - CSHG LOGISTICA FDO INV IMOB',
    quantity: 50,
    unitPrice: 1.1,
    value: 55,
  },
  {
    direction: 'Credito',
    date: '15/04/2026',
    kind: 'Rendimento',
    product: 'MXRF11 - MAXI RENDA FDO INV IMOB',
    quantity: 700,
    unitPrice: 0.1,
    value: 70,
  },
  {
    direction: 'Credito',
    date: '05/05/2026',
    kind: 'Bonificação em Ativos',
    product: 'ITSA4 - ITAUSA S.A.',
    quantity: 62,
    unitPrice: null,
    value: null,
  },
  {
    direction: 'Credito',
    date: '12/05/2026',
    kind: 'Leilão de Fração',
    product: 'ITSA4 - ITAUSA S.A.',
    quantity: 0.5,
    unitPrice: null,
    value: 4.87,
  },
  {
    direction: 'Credito',
    date: '02/06/2026',
    kind: 'Desdobro',
    product: 'WEGE3 - WEG S.A.',
    quantity: 40,
    unitPrice: null,
    value: null,
  },
  {
    direction: 'Credito',
    date: '15/07/2026',
    kind: 'Amortização',
    product: 'HGLG11 - CSHG LOGISTICA FDO INV IMOB',
    quantity: 50,
    unitPrice: 0.4,
    value: 20,
  },
  {
    direction: 'Debito',
    date: '22/09/2026',
    kind: 'Transferência - Liquidação',
    product: 'PETR4 - PETROLEO BRASILEIRO S/A PETROBRAS',
    quantity: 100,
    unitPrice: 40,
    value: 4_000,
  },
];

export const SAMPLE_TRADES: TradeFixture[] = [
  { date: '10/03/2026', side: 'Compra', ticker: 'PETR4', quantity: 200, price: 35 },
  {
    date: '12/05/2026',
    side: 'Compra',
    market: 'Mercado Fracionário',
    ticker: 'PETR4F',
    quantity: 37,
    price: 38,
  },
  {
    date: '18/06/2026',
    side: 'Compra',
    ticker: 'HGLG11',
    quantity: 50,
    price: 158.9,
    institution: 'BTG PACTUAL CTVM S/A',
  },
  { date: '20/09/2026', side: 'Venda', ticker: 'PETR4', quantity: 100, price: 40 },
  { date: '03/11/2026', side: 'Compra', ticker: 'IVVB11', quantity: 20, price: 342.15 },
];

// ---------------------------------------------------------------------------------------------
// Bad files

/**
 * A workbook whose sheet inflates to `inflatedBytes` (default 1 GiB of zeros) from about a
 * thousandth of that. With `lie`, the headers declare a small size so only the inflater's cap
 * can stop it. Built from repeated, byte-aligned deflate blocks, so making it takes milliseconds.
 */
export function zipBombFile(options: { inflatedBytes?: number; lie?: boolean } = {}): Buffer {
  const chunkSize = 1024 * 1024;
  const chunks = Math.max(1, Math.round((options.inflatedBytes ?? 1024 * 1024 * 1024) / chunkSize));
  const block = deflateRawSync(Buffer.alloc(chunkSize), { finishFlush: constants.Z_FULL_FLUSH });
  const final = deflateRawSync(Buffer.alloc(0));
  const deflated = Buffer.concat([...Array.from({ length: chunks }, () => block), final]);
  const parts = workbookEntries(['Movimentação'], null, {});
  return zipArchive([
    ...parts,
    {
      name: 'xl/worksheets/sheet1.xml',
      deflated,
      declaredSize: options.lie ? 10_000 : chunks * chunkSize,
      crc: 0,
    },
  ]);
}

/** A zip with more entries than any workbook. */
export function manyEntriesFile(count = 65): Buffer {
  return zipArchive(
    Array.from({ length: count }, (_, i) => ({ name: `xl/media/image${i}.xml`, data: '<x/>' })),
  );
}

function cfbHeader(streamNames: string[]): Buffer {
  const header = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  // Directory entries (128 bytes each, UTF-16LE names) in the second sector.
  streamNames.forEach((name, i) => {
    const at = 512 + i * 128;
    header.write(name, at, 'utf16le');
    header.writeUInt16LE((name.length + 1) * 2, at + 64);
    header.writeUInt8(2, at + 66);
  });
  return header;
}

/** What Excel saves when a workbook has a password: a CFB container, not a zip. */
export function encryptedWorkbookFile(): Buffer {
  return cfbHeader(['Root Entry', 'EncryptionInfo', 'EncryptedPackage', '\u0006DataSpaces']);
}

/** A legacy .xls (also CFB, without the encryption streams). */
export function legacyXlsFile(): Buffer {
  return cfbHeader(['Root Entry', 'Workbook', '\u0005SummaryInformation']);
}

/** A PNG screenshot renamed to .xlsx. */
export function pngRenamedFile(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000100000001008060000001ff3ff61', 'hex'),
    Buffer.alloc(64),
  ]);
}

/** The Movimentação saved as CSV (B3 also offers it; AlgoOne asks for the xlsx). */
export function csvFile(): Buffer {
  const lines = [MOVEMENT_HEADER.join(';')];
  for (const m of SAMPLE_MOVEMENTS.slice(0, 3)) {
    lines.push(
      [
        m.direction,
        m.date,
        m.kind,
        m.product,
        DEFAULT_INSTITUTION,
        m.quantity ?? '-',
        m.unitPrice ?? '-',
        m.value ?? '-',
      ].join(';'),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A real xlsx that is not a B3 report (a bank statement). */
export function otherLayoutWorkbook(): Buffer {
  return xlsxWorkbook([
    {
      name: 'Extrato',
      rows: [
        ['Data', 'Histórico', 'Documento', 'Valor', 'Saldo'],
        ['01/11/2026', 'PIX RECEBIDO', '000123', 1500, 3200.5],
        ['03/11/2026', 'PAGAMENTO BOLETO', '000124', -250.3, 2950.2],
      ],
    },
  ]);
}

/** A Movimentação-like sheet with `dataRows` rows under its header (default: one past the 200,000 limit with the header). */
export function tooManyRowsWorkbook(dataRows = 200_000): Buffer {
  const shared = new SharedStrings();
  const header = `<row r="1">${['Entrada/Saída', 'Data', 'Movimentação']
    .map((h, c) => `<c r="${columnName(c)}1" t="s"><v>${shared.add(h)}</v></c>`)
    .join('')}</row>`;
  const rows: string[] = [header];
  for (let r = 2; r <= dataRows + 1; r++)
    rows.push(`<row r="${r}"><c r="B${r}"><v>${46000 + (r % 300)}</v></c></row>`);
  const sheet = `${XML_DECL}<worksheet xmlns="${MAIN_NS}"><sheetData>${rows.join('')}</sheetData></worksheet>`;
  return zipArchive([
    ...workbookEntries(['Movimentação'], shared, {}),
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
}
