/**
 * The text of an uploaded CSV. Our export is UTF-8 (with a BOM, which the decoder drops); a
 * file saved again by a spreadsheet in Windows may come back as Windows-1252, so bytes that
 * are not valid UTF-8 are read that way instead of turning accents into '�'.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** "Linha 3: motivo; motivo" for the report and for screen readers. */
export function rejectedLineText(row: { line: number; reasons: readonly string[] }): string {
  return `Linha ${row.line}: ${row.reasons.join('; ')}`;
}
