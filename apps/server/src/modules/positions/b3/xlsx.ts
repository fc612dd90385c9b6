/**
 * A small, bounded xlsx reader: sheets as rows of cell values, nothing else (no styles, no
 * formulas evaluated, no DOM). The zip layer (zip.ts) applies the size limits before inflating;
 * here the sheet XML is streamed through saxes in chunks and reading stops with `too_many_rows`
 * as soon as the workbook passes the row limit. Formulas are never evaluated: a cell's cached
 * value (`<v>`) is what Excel last computed and is what the investor saw.
 */
import { SaxesParser } from 'saxes';
import type { SaxesTagPlain } from 'saxes';
import { B3FileError, MESSAGES } from './read-errors.ts';
import { DEFAULT_ZIP_LIMITS, inflateBounded, readCentralDirectory, readEntry } from './zip.ts';
import type { InflateFn, ZipEntry, ZipLimits } from './zip.ts';

export type CellValue = string | number | boolean | null;

export interface SheetRow {
  /** 1-based row number as the sheet gives it (what Excel shows at the left). */
  row: number;
  /** Cells by 0-based column; holes are null. */
  cells: CellValue[];
}

export interface Sheet {
  name: string;
  rows: SheetRow[];
}

export interface Workbook {
  sheets: Sheet[];
  /** Dates count from 1904-01-01 (old Mac workbooks) instead of 1899-12-30. */
  date1904: boolean;
}

export interface XlsxLimits extends ZipLimits {
  /** Rows across all sheets; one more is `too_many_rows`. */
  maxRows: number;
  /** Cells beyond this column are dropped (B3 sheets have fewer than 20 columns). */
  maxColumns: number;
  maxSheets: number;
}

export const DEFAULT_XLSX_LIMITS: XlsxLimits = {
  ...DEFAULT_ZIP_LIMITS,
  maxRows: 200_000,
  maxColumns: 256,
  maxSheets: 32,
};

export interface ReadXlsxOptions {
  limits?: Partial<XlsxLimits>;
  /** The inflater; tests pass a spy to prove a refused file was never inflated. */
  inflate?: InflateFn;
}

/** Characters handed to the XML parser at a time, so a sheet is never one giant string. */
const CHUNK_BYTES = 256 * 1024;

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

function attribute(tag: SaxesTagPlain, wanted: string): string | undefined {
  for (const [key, value] of Object.entries(tag.attributes)) {
    if (localName(key) === wanted) return value;
  }
  return undefined;
}

/** The relationship id attribute (`r:id`), whatever prefix the writer chose. */
function relationshipId(tag: SaxesTagPlain): string | undefined {
  for (const [key, value] of Object.entries(tag.attributes)) {
    if (key.includes(':') && localName(key) === 'id') return value;
  }
  return undefined;
}

interface XmlHandlers {
  open?: (name: string, tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** Lets other requests run between chunks of a large sheet. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Streams `content` (UTF-8 XML) through saxes, a chunk at a time, yielding to the event loop
 * between chunks. A DOCTYPE is refused: xlsx never has one, and refusing it closes the door on
 * entity tricks (saxes expands no DTD entities anyway).
 */
async function parseXml(content: Uint8Array, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('doctype', () => {
    throw new B3FileError('not_xlsx', MESSAGES.corrupt);
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(localName(tag.name), tag));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let at = 0; at < content.length; at += CHUNK_BYTES) {
    if (at > 0) await yieldToEventLoop();
    const chunk = content.subarray(at, at + CHUNK_BYTES);
    parser.write(decoder.decode(chunk, { stream: at + CHUNK_BYTES < content.length }));
  }
  parser.close();
}

const ROW = Buffer.from('row');
const LT = 0x3c;
const COLON = 0x3a;
const AFTER_NAME = new Set([0x20, 0x3e, 0x2f, 0x09, 0x0a, 0x0d]);

/**
 * Counts `<row` start tags (any namespace prefix) by scanning bytes, so a sheet past the row
 * limit is refused in milliseconds instead of after parsing it. It may only over-count (a
 * "<row" inside a comment), never miss a row.
 */
function countRowTags(content: Uint8Array): number {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  let count = 0;
  for (let at = bytes.indexOf(ROW, 1); at !== -1; at = bytes.indexOf(ROW, at + 3)) {
    const before = bytes[at - 1];
    const after = bytes[at + 3];
    if ((before === LT || before === COLON) && after !== undefined && AFTER_NAME.has(after))
      count++;
  }
  return count;
}

/** "AB12" → 27 (0-based column); undefined when the reference has no letters. */
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  let i = 0;
  for (; i < reference.length && i < 3; i++) {
    const code = reference.charCodeAt(i);
    const upper = code >= 97 && code <= 122 ? code - 32 : code;
    if (upper < 65 || upper > 90) break;
    column = column * 26 + (upper - 64);
  }
  return i === 0 ? undefined : column - 1;
}

interface WorkbookPart {
  sheets: { name: string; relationshipId: string }[];
  date1904: boolean;
}

async function parseWorkbookPart(content: Uint8Array): Promise<WorkbookPart> {
  const part: WorkbookPart = { sheets: [], date1904: false };
  await parseXml(content, {
    open(name, tag) {
      if (name === 'sheet') {
        const sheetName = attribute(tag, 'name');
        const id = relationshipId(tag);
        if (sheetName !== undefined && id !== undefined)
          part.sheets.push({ name: sheetName, relationshipId: id });
      } else if (name === 'workbookPr') {
        const flag = attribute(tag, 'date1904');
        part.date1904 = flag === '1' || flag === 'true';
      }
    },
  });
  return part;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

async function parseRelationships(content: Uint8Array): Promise<Relationship[]> {
  const relationships: Relationship[] = [];
  await parseXml(content, {
    open(name, tag) {
      if (name !== 'Relationship') return;
      const id = attribute(tag, 'Id');
      const target = attribute(tag, 'Target');
      if (id && target) relationships.push({ id, target, type: attribute(tag, 'Type') ?? '' });
    },
  });
  return relationships;
}

/** Resolves a relationship target of xl/workbook.xml to a zip entry name. */
function partPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/** `<si>` items: plain `<t>` or rich-text runs `<r><t>`; phonetic hints (`<rPh>`) are not text. */
async function parseSharedStrings(content: Uint8Array): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let inPhonetic = 0;
  await parseXml(content, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic++;
      else if (name === 't' && current !== null && inPhonetic === 0) inText = true;
    },
    close(name) {
      if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      } else if (name === 'rPh') inPhonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
  });
  return strings;
}

interface RowBudget {
  limit: number;
  scanned: number;
  parsed: number;
}

function tooManyRows(limit: number): B3FileError {
  return new B3FileError('too_many_rows', MESSAGES.tooManyRows(limit.toLocaleString('pt-BR')));
}

async function parseSheet(
  content: Uint8Array,
  sharedStrings: string[],
  budget: RowBudget,
  maxColumns: number,
): Promise<SheetRow[]> {
  budget.scanned += countRowTags(content);
  if (budget.scanned > budget.limit) throw tooManyRows(budget.limit);

  const rows: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRow = 0;
  let nextColumn = 0;
  // The cell being read.
  let column = 0;
  let type = 'n';
  let value = '';
  let inline = '';
  let inValue = false;
  let inInline = false;
  let inInlineText = false;
  let phonetic = 0;

  await parseXml(content, {
    open(name, tag) {
      switch (name) {
        case 'row': {
          // Counted again while parsing, in case the byte scan was fooled.
          budget.parsed++;
          if (budget.parsed > budget.limit) throw tooManyRows(budget.limit);
          const declared = Number(tag.attributes.r);
          lastRow = Number.isSafeInteger(declared) && declared > 0 ? declared : lastRow + 1;
          row = { row: lastRow, cells: [] };
          nextColumn = 0;
          break;
        }
        case 'c':
          // Cell attributes are never namespaced, so they are read directly (this runs per cell).
          column = columnOf(tag.attributes.r) ?? nextColumn;
          nextColumn = column + 1;
          type = tag.attributes.t ?? 'n';
          value = '';
          inline = '';
          break;
        case 'v':
          inValue = true;
          break;
        case 'is':
          inInline = true;
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          if (inInline && phonetic === 0) inInlineText = true;
          break;
        // <f> (formula) is deliberately not read: its cached result is in <v>.
      }
    },
    close(name) {
      switch (name) {
        case 'v':
          inValue = false;
          break;
        case 't':
          inInlineText = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'is':
          inInline = false;
          break;
        case 'c': {
          if (row === null || column >= maxColumns) break;
          const cell = cellValue(type, value, inline, sharedStrings);
          if (cell !== null) {
            while (row.cells.length < column) row.cells.push(null);
            row.cells[column] = cell;
          }
          break;
        }
        case 'row':
          if (row !== null && row.cells.length > 0) rows.push(row);
          row = null;
          break;
      }
    },
    text(text) {
      if (inValue) value += text;
      else if (inInlineText) inline += text;
    },
  });
  return rows;
}

function cellValue(
  type: string,
  value: string,
  inline: string,
  sharedStrings: string[],
): CellValue {
  switch (type) {
    case 's': {
      const index = Number(value);
      return Number.isSafeInteger(index) ? (sharedStrings[index] ?? null) : null;
    }
    case 'inlineStr':
      return inline;
    case 'str':
    case 'd':
      return value;
    case 'b':
      return value === '1' || value === 'true';
    case 'e':
      // "#N/D", "#DIV/0!": an error is no value.
      return null;
    default: {
      if (value.trim() === '') return null;
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
  }
}

/**
 * Reads every sheet of an xlsx. Throws `B3FileError` for files that are not xlsx, encrypted,
 * too big (or a zip bomb), corrupt, or past the row limit.
 */
export async function readXlsx(data: Uint8Array, options: ReadXlsxOptions = {}): Promise<Workbook> {
  const limits: XlsxLimits = { ...DEFAULT_XLSX_LIMITS, ...options.limits };
  const inflate = options.inflate ?? inflateBounded;
  const entries = readCentralDirectory(data, limits);
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) if (!byName.has(entry.name)) byName.set(entry.name, entry);

  const read = async (name: string): Promise<Uint8Array | null> => {
    const entry = byName.get(name);
    return entry ? readEntry(data, entry, inflate) : null;
  };

  const workbookContent = await read('xl/workbook.xml');
  if (!workbookContent) {
    throw new B3FileError(
      'not_xlsx',
      byName.has('[Content_Types].xml') ? MESSAGES.notSpreadsheet : MESSAGES.notXlsx,
    );
  }
  const workbookPart = await parseWorkbookPart(workbookContent);
  if (workbookPart.sheets.length > limits.maxSheets) {
    throw new B3FileError('too_big', MESSAGES.tooManyEntries);
  }
  const relsContent = await read('xl/_rels/workbook.xml.rels');
  const relationships = relsContent ? await parseRelationships(relsContent) : [];
  const targets = new Map(relationships.map((r) => [r.id, partPath(r.target)]));

  const sharedRel = relationships.find((r) => r.type.endsWith('/sharedStrings'));
  const sharedContent = await read(sharedRel ? partPath(sharedRel.target) : 'xl/sharedStrings.xml');
  const sharedStrings = sharedContent ? await parseSharedStrings(sharedContent) : [];

  const budget: RowBudget = { limit: limits.maxRows, scanned: 0, parsed: 0 };
  const sheets: Sheet[] = [];
  for (const [index, sheet] of workbookPart.sheets.entries()) {
    const path = targets.get(sheet.relationshipId) ?? `xl/worksheets/sheet${index + 1}.xml`;
    const content = await read(path);
    if (!content) throw new B3FileError('not_xlsx', MESSAGES.corrupt);
    sheets.push({
      name: sheet.name,
      rows: await parseSheet(content, sharedStrings, budget, limits.maxColumns),
    });
  }
  return { sheets, date1904: workbookPart.date1904 };
}
