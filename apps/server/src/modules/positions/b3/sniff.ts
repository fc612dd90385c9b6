/**
 * What a file really is, from its first bytes, before anything is unzipped. The name and the
 * browser's content type are the sender's word; the magic bytes are the file's.
 */
import { B3FileError, MESSAGES } from './read-errors.ts';

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
/** OLE Compound File: an encrypted xlsx (Office wraps it in one) or a legacy .xls. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const GIF = [0x47, 0x49, 0x46, 0x38];
const PDF = [0x25, 0x50, 0x44, 0x46];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  if (bytes.length < magic.length) return false;
  return magic.every((b, i) => bytes[i] === b);
}

/** UTF-16LE stream names Office writes into the CFB directory of an encrypted package. */
const ENCRYPTION_STREAMS = ['EncryptionInfo', 'EncryptedPackage'].map((name) =>
  Buffer.from(name, 'utf16le'),
);

/** Text with no NUL byte in its first 4 KB: a CSV when it has separators on its first line. */
function looksLikeCsv(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = new TextDecoder('latin1').decode(head);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return /[;,\t]/.test(firstLine);
}

/** Throws the reason a non-zip is refused; returns when the bytes start like a zip. */
export function assertZipMagic(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new B3FileError('not_xlsx', MESSAGES.empty);
  if (startsWith(bytes, ZIP_LOCAL) || startsWith(bytes, ZIP_EMPTY)) return;
  if (startsWith(bytes, CFB)) {
    // Office encrypts an xlsx by wrapping it in a CFB file with these streams; any other CFB
    // is a legacy .xls (or .doc), which this reader does not read either.
    if (
      ENCRYPTION_STREAMS.some((name) =>
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(name),
      )
    ) {
      throw new B3FileError('encrypted', MESSAGES.encrypted);
    }
    throw new B3FileError('not_xlsx', MESSAGES.legacyXls);
  }
  if ([PNG, JPEG, GIF].some((magic) => startsWith(bytes, magic))) {
    throw new B3FileError('not_xlsx', MESSAGES.image);
  }
  if (startsWith(bytes, PDF)) throw new B3FileError('not_xlsx', MESSAGES.pdf);
  if (looksLikeCsv(bytes)) throw new B3FileError('not_xlsx', MESSAGES.csv);
  throw new B3FileError('not_xlsx', MESSAGES.notXlsx);
}
