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

/**
 * "Linha 3: Motivo. Outro motivo." for the report and for screen readers: the reasons are
 * sentences, each ended with its own full stop.
 */
export function rejectedLineText(row: { line: number; reasons: readonly string[] }): string {
  const sentences = row.reasons.map((reason) => (/[.!?…]$/.test(reason) ? reason : `${reason}.`));
  return `Linha ${row.line}: ${sentences.join(' ')}`;
}
