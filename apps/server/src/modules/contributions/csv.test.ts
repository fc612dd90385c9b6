import { describe, expect, it } from 'vitest';
import { CSV_BOM, formatCsv, isBlankRecord, parseCsv } from './csv.ts';

describe('formatCsv', () => {
  it('writes a BOM, `;` and CRLF, quoting only what needs it', () => {
    expect(formatCsv([['a', 'b;c', 'd"e', 'f\ng']])).toBe(`${CSV_BOM}a;"b;c";"d""e";"f\ng"\r\n`);
  });

  it('keeps a spreadsheet from running a field as a formula, and amounts as numbers', () => {
    expect(
      formatCsv([
        ['=HYPERLINK("https://x")', '+1+1', '-cmd', '@SUM(A1)', '\tx', '-1.234,56', '+5'],
      ]),
    ).toBe(`${CSV_BOM}"'=HYPERLINK(""https://x"")";'+1+1;'-cmd;'@SUM(A1);'\tx;-1.234,56;+5\r\n`);
  });
});

describe('parseCsv', () => {
  it('reads records with the line each starts on', () => {
    const text = `${CSV_BOM}Data;Valor\r\n"01/02/2025";"1.234,56"\r\n\r\n"multi\nline";"a""b"\n02/02/2025;5`;
    const records = parseCsv(text);
    expect(records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['Data', 'Valor']],
      [2, ['01/02/2025', '1.234,56']],
      [3, ['']],
      [4, ['multi\nline', 'a"b']],
      [6, ['02/02/2025', '5']],
    ]);
    expect(isBlankRecord(records[2] ?? { line: 0, fields: [] })).toBe(true);
  });

  it('uses the header’s separator: `;`, then tab, then comma', () => {
    expect(parseCsv('a,b\n1,2')[1]?.fields).toEqual(['1', '2']);
    expect(parseCsv('a\tb\n1,5\t2')[1]?.fields).toEqual(['1,5', '2']);
    expect(parseCsv('a;b\n1,5;2')[1]?.fields).toEqual(['1,5', '2']);
  });

  it('round-trips what it formats', () => {
    const rows = [
      ['Data', 'Valor'],
      ['x;y', 'q"uote'],
    ];
    expect(parseCsv(formatCsv(rows)).map((r) => r.fields)).toEqual(rows);
  });
});
