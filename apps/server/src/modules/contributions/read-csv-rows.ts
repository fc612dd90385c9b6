import {
  APORTE_CATEGORIES,
  BROKER_IDS,
  BROKERS,
  findBroker,
  formatCalendarDate,
  isValidCalendarDate,
  parseBRL,
  type AporteCategory,
  type BrokerId,
} from '@algoone/domain';
import { CONTRIBUTIONS_CSV, MAX_AMOUNT_CENTS, PORTFOLIO_MESSAGES } from '@algoone/contracts';
import { invalid } from '../../lib/app-error.ts';
import { isBlankRecord, parseCsv } from './csv.ts';

export interface ImportedAporte {
  line: number;
  amountCents: number;
  date: string;
  brokerId: BrokerId;
  category: AporteCategory;
}

export interface CsvReading {
  total: number;
  valid: ImportedAporte[];
  rejected: { line: number; reasons: string[] }[];
}

type Column = 'data' | 'valor' | 'corretora' | 'categoria';

/** Header and category names compared without case, accents or extra spaces. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** How much of a bad cell a reason quotes: enough to find it in the file, never a whole page. */
const QUOTED_CHARS = 40;

/** A cell as a reason quotes it, cut to QUOTED_CHARS with an ellipsis. */
function quoted(text: string): string {
  const chars = [...text];
  return `"${chars.length > QUOTED_CHARS ? `${chars.slice(0, QUOTED_CHARS).join('')}…` : text}"`;
}

const CATEGORY_BY_NAME = new Map(APORTE_CATEGORIES.map((c) => [normaliseName(c), c]));
const CATEGORY_LIST = APORTE_CATEGORIES.join(', ');

function readDate(text: string, today: string): { date?: string; reason?: string } {
  if (text === '') return { reason: 'Informe a data do aporte.' };
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const day = br
    ? { day: Number(br[1]), month: Number(br[2]), year: Number(br[3]) }
    : iso
      ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
      : null;
  if (!day || !isValidCalendarDate(day) || day.year < 1900) {
    return { reason: `Data inválida ${quoted(text)}: use dd/mm/aaaa.` };
  }
  const date = formatCalendarDate(day);
  if (date > today) return { reason: PORTFOLIO_MESSAGES.futureDate };
  return { date };
}

function readAmount(text: string): { amountCents?: number; reason?: string } {
  if (text === '') return { reason: 'Informe o valor do aporte.' };
  const parsed = parseBRL(text);
  if (!parsed.ok) return { reason: `Valor inválido ${quoted(text)}: ${parsed.reason}` };
  if (parsed.cents <= 0) return { reason: 'O valor do aporte deve ser maior que zero.' };
  if (parsed.cents > MAX_AMOUNT_CENTS) return { reason: PORTFOLIO_MESSAGES.valueTooLarge };
  return { amountCents: parsed.cents };
}

/** The allowed brokers by their selector labels, in the catalogue's id order. */
const brokerList = (allowed: ReadonlySet<BrokerId>) =>
  BROKER_IDS.filter((id) => allowed.has(id))
    .map((id) => BROKERS[id].shortName)
    .join(', ');

function readBroker(
  text: string,
  allowed: ReadonlySet<BrokerId>,
): { brokerId?: BrokerId; reason?: string } {
  if (text === '') return { reason: 'Informe a corretora.' };
  const broker = findBroker(text);
  if (!broker || !allowed.has(broker.id)) {
    return {
      reason: `Corretora desconhecida ${quoted(text)}. Use uma destas: ${brokerList(allowed)}.`,
    };
  }
  return { brokerId: broker.id };
}

function readCategory(text: string): { category?: AporteCategory; reason?: string } {
  if (text === '') return { reason: 'Informe a categoria.' };
  const category = CATEGORY_BY_NAME.get(normaliseName(text));
  if (!category) {
    return { reason: `Categoria desconhecida ${quoted(text)}. Use uma destas: ${CATEGORY_LIST}.` };
  }
  return { category };
}

/**
 * Reads an aportes CSV in the export's format (Data;Valor;Corretora;Categoria, columns found
 * by name in any order; dates dd/mm/aaaa; amounts as people write them, '1.234,56'). Checks
 * every row and reports each bad one with its line number and every reason. Problems with the
 * file as a whole (empty, no header, too many rows) are a 400. `brokers` are the ones an aporte
 * may name now (the catalogue's active brokers and 'Outra').
 */
export function readCsvRows(
  csv: string,
  today: string,
  brokers: ReadonlySet<BrokerId>,
): CsvReading {
  const records = parseCsv(csv);
  const header = records.find((record) => !isBlankRecord(record));
  if (!header) throw invalid({ csv: PORTFOLIO_MESSAGES.csvEmpty }, PORTFOLIO_MESSAGES.csvEmpty);

  const columns = new Map<Column, number>();
  header.fields.forEach((name, index) => {
    const key = normaliseName(name) as Column;
    if (['data', 'valor', 'corretora', 'categoria'].includes(key) && !columns.has(key)) {
      columns.set(key, index);
    }
  });
  if (columns.size < 4) {
    throw invalid(
      { csv: PORTFOLIO_MESSAGES.csvMissingHeader },
      PORTFOLIO_MESSAGES.csvMissingHeader,
    );
  }

  const dataRecords = records.filter(
    (record) => record.line > header.line && !isBlankRecord(record),
  );
  if (dataRecords.length > CONTRIBUTIONS_CSV.maxRows) {
    throw invalid({ csv: PORTFOLIO_MESSAGES.csvTooLarge }, PORTFOLIO_MESSAGES.csvTooLarge);
  }
  if (dataRecords.length === 0) {
    throw invalid({ csv: PORTFOLIO_MESSAGES.csvEmpty }, PORTFOLIO_MESSAGES.csvEmpty);
  }

  const cell = (fields: string[], column: Column) =>
    (fields[columns.get(column) ?? -1] ?? '').trim();
  const reading: CsvReading = { total: dataRecords.length, valid: [], rejected: [] };
  for (const record of dataRecords) {
    const date = readDate(cell(record.fields, 'data'), today);
    const amount = readAmount(cell(record.fields, 'valor'));
    const broker = readBroker(cell(record.fields, 'corretora'), brokers);
    const category = readCategory(cell(record.fields, 'categoria'));
    const reasons = [date.reason, amount.reason, broker.reason, category.reason].filter(
      (reason): reason is string => reason !== undefined,
    );
    if (
      reasons.length === 0 &&
      date.date &&
      amount.amountCents &&
      broker.brokerId &&
      category.category
    ) {
      reading.valid.push({
        line: record.line,
        date: date.date,
        amountCents: amount.amountCents,
        brokerId: broker.brokerId,
        category: category.category,
      });
    } else {
      reading.rejected.push({ line: record.line, reasons });
    }
  }
  return reading;
}
