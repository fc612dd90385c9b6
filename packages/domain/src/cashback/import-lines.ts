import { parseBRL } from '../money/parse-brl.ts';
import {
  CASHBACK_STATUSES,
  ledgerAmountProblems,
  type CashbackStatus,
  type LedgerEntry,
} from './ledger.ts';
import { parseMonth } from './rate-history.ts';

/** A broker's monthly file has at most this many lines (the bench imports 10.000). */
export const CASHBACK_IMPORT_MAX_LINES = 20_000;

/** One record of the file, with the line it starts on (1 is the header). */
export interface ImportRecord {
  line: number;
  fields: string[];
}

export type ImportColumn = 'email' | 'corretora' | 'mes' | 'recebido' | 'repassado' | 'status';

/** Header names a broker's spreadsheet may use for each column (compared without accents). */
const COLUMN_NAMES: Record<ImportColumn, string[]> = {
  email: ['email', 'e-mail', 'e mail', 'email do investidor', 'investidor'],
  corretora: ['corretora', 'broker'],
  mes: ['mes', 'mes de referencia', 'referencia', 'competencia'],
  recebido: ['recebido', 'valor recebido', 'recebido da corretora', 'rebate'],
  repassado: ['repassado', 'valor repassado', 'cashback', 'repassado ao investidor'],
  status: ['status', 'situacao'],
};
const REQUIRED: ImportColumn[] = ['email', 'corretora', 'mes', 'recebido', 'repassado'];

export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
}

export interface ImportLookups {
  /** The investor's id for an e-mail, undefined when no investor has it. */
  investorByEmail(email: string): string | undefined;
  /** The catalogue's broker id for a name or id, undefined when unknown. */
  brokerByName(name: string): string | undefined;
}

export interface ImportLine extends LedgerEntry {
  line: number;
  email: string;
}

export interface ImportReading {
  lines: ImportLine[];
  rejected: { line: number; reasons: string[] }[];
}

export type ImportFileProblem = 'empty' | 'missingColumns' | 'tooManyLines';

/** Finds the columns in the header row; null when a required one is missing. */
export function importColumns(header: readonly string[]): Map<ImportColumn, number> | null {
  const columns = new Map<ImportColumn, number>();
  header.forEach((name, index) => {
    const key = normaliseHeader(name);
    for (const [column, names] of Object.entries(COLUMN_NAMES) as [ImportColumn, string[]][]) {
      if (names.includes(key) && !columns.has(column)) columns.set(column, index);
    }
  });
  return REQUIRED.every((column) => columns.has(column)) ? columns : null;
}

export const IMPORT_REQUIRED_HEADER = 'email;corretora;mes;recebido;repassado';

function readAmount(text: string, label: string): { cents?: number; reason?: string } {
  if (text === '') return { reason: `Informe o valor ${label}.` };
  const parsed = parseBRL(text);
  if (!parsed.ok) return { reason: `Valor ${label} inválido "${text}": ${parsed.reason}` };
  return { cents: parsed.cents };
}

/**
 * Reads a broker's monthly file (records already split): every line is checked and a bad one
 * is reported with its line number and every reason (unknown investor, unknown broker, month,
 * amounts). Blank lines are skipped. The file as a whole may be refused (see the problems).
 */
export function readImportLines(
  records: readonly ImportRecord[],
  lookups: ImportLookups,
): ImportReading | { problem: ImportFileProblem } {
  const nonBlank = records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const [header, ...data] = nonBlank;
  if (!header) return { problem: 'empty' };
  const columns = importColumns(header.fields);
  if (!columns) return { problem: 'missingColumns' };
  if (data.length === 0) return { problem: 'empty' };
  if (data.length > CASHBACK_IMPORT_MAX_LINES) return { problem: 'tooManyLines' };

  const cell = (fields: string[], column: ImportColumn) => {
    const index = columns.get(column);
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  const reading: ImportReading = { lines: [], rejected: [] };
  for (const record of data) {
    const reasons: string[] = [];
    const email = cell(record.fields, 'email').toLowerCase();
    const userId = email === '' ? undefined : lookups.investorByEmail(email);
    if (email === '') reasons.push('Informe o e-mail do investidor.');
    else if (!userId) reasons.push(`Investidor não encontrado: "${email}".`);
    const brokerText = cell(record.fields, 'corretora');
    const brokerId = brokerText === '' ? undefined : lookups.brokerByName(brokerText);
    if (brokerText === '') reasons.push('Informe a corretora.');
    else if (!brokerId) reasons.push(`Corretora desconhecida: "${brokerText}".`);
    const monthText = cell(record.fields, 'mes');
    const month = parseMonth(monthText);
    if (!month) reasons.push(`Mês de referência inválido "${monthText}": use mm/aaaa.`);
    const received = readAmount(cell(record.fields, 'recebido'), 'recebido');
    const passed = readAmount(cell(record.fields, 'repassado'), 'repassado');
    for (const r of [received.reason, passed.reason]) if (r) reasons.push(r);
    if (received.cents !== undefined && passed.cents !== undefined) {
      reasons.push(...ledgerAmountProblems(received.cents, passed.cents));
    }
    const statusText = normaliseHeader(cell(record.fields, 'status'));
    const status = (statusText === '' ? 'creditado' : statusText) as CashbackStatus;
    if (!CASHBACK_STATUSES.includes(status)) {
      reasons.push(`Status inválido "${statusText}": use previsto, creditado ou estornado.`);
    }
    if (
      reasons.length === 0 &&
      userId &&
      brokerId &&
      month &&
      received.cents !== undefined &&
      passed.cents !== undefined
    ) {
      reading.lines.push({
        line: record.line,
        email,
        userId,
        brokerId,
        referenceMonth: month,
        receivedCents: received.cents,
        passedOnCents: passed.cents,
        status,
      });
    } else {
      reading.rejected.push({ line: record.line, reasons });
    }
  }
  return reading;
}
