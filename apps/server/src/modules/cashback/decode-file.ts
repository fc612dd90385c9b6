import { CASHBACK_IMPORT_MAX_BYTES, CASHBACK_MESSAGES } from '@algoone/contracts';
import { invalid } from '../../lib/app-error.ts';

const fileError = (message: string) => invalid({ file: message }, message);

/**
 * The uploaded file's text. UTF-8 (with or without BOM) when its bytes are valid UTF-8, else
 * Latin-1 / Windows-1252 as Excel in Brazil saves "CSV". Anything else (UTF-16, a spreadsheet
 * or a PDF renamed .csv, an image) is refused with a pt-BR message, never read as garbage.
 */
export function decodeCsvFile(contentBase64: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(contentBase64)) throw fileError(CASHBACK_MESSAGES.fileNotCsv);
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw fileError(CASHBACK_MESSAGES.fileEmpty);
  if (bytes.length > CASHBACK_IMPORT_MAX_BYTES) throw fileError(CASHBACK_MESSAGES.fileTooLarge);
  // UTF-16 (either order) has a BOM or NUL bytes; binary formats have NUL or control bytes.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw fileError(CASHBACK_MESSAGES.fileEncoding);
  }
  const sample = bytes.subarray(0, 64 * 1024);
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(sample.toString('latin1'))) {
    throw fileError(
      sample.includes(0) && sample.length > 1 && sample.indexOf(0) % 2 === 1
        ? CASHBACK_MESSAGES.fileEncoding
        : CASHBACK_MESSAGES.fileNotCsv,
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
