/**
 * pt-BR CSV as Excel in Brazil writes and reads it: `;` between fields (the comma is the
 * decimal separator), CRLF line ends, UTF-8 with a byte-order mark so Excel picks the right
 * encoding, and RFC 4180 quoting.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

function quote(field: string): string {
  return /[;"\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/**
 * A field a spreadsheet would run as a formula (a name typed as `=HYPERLINK(…)` at sign-up) gets
 * a leading apostrophe, which Excel shows as text; amounts such as "-1.234,56" stay numbers.
 */
function defuse(field: string): string {
  return /^[=+\-@\t\r]/.test(field) && !/^[-+]?\d[\d.,]*$/.test(field) ? `'${field}` : field;
}

export function formatCsv(rows: readonly (readonly string[])[]): string {
  return (
    CSV_BOM +
    rows.map((row) => row.map((field) => quote(defuse(field))).join(CSV_SEPARATOR)).join('\r\n') +
    '\r\n'
  );
}

export interface CsvRecord {
  /** The file's line where the record starts (1 is the first line). */
  line: number;
  fields: string[];
}

/** The separator of a file: `;` unless the header has none and uses commas or tabs instead. */
function detectSeparator(firstLine: string): string {
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  if (firstLine.includes(',')) return ',';
  return ';';
}

/**
 * Reads CSV text into records with their line numbers. Quoted fields may hold separators,
 * doubled quotes and line breaks. (The text's size is capped by the request contract.)
 */
export function parseCsv(text: string): CsvRecord[] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const separator = detectSeparator(body.split(/\r?\n/, 1)[0] ?? '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let index = 0;

  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  while (index < body.length) {
    const char = body[index] ?? '';
    if (quoted) {
      if (char === '"') {
        if (body[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      // handled with the \n
    } else if (char === '\n' || char === '\r') {
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** True for a line with nothing in it (blank lines are skipped, not reported). */
export function isBlankRecord(record: CsvRecord): boolean {
  return record.fields.every((field) => field.trim() === '');
}
