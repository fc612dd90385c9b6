/**
 * The zip container of an xlsx, read with limits checked BEFORE anything is inflated (ADR 027,
 * "The xlsx reader"). The central directory at the end of the file declares every entry's
 * sizes; a file is refused there when it has too many entries, declares more inflated bytes than
 * the budget, or an entry expands suspiciously. Declared sizes are the sender's word, so the
 * inflater is then capped at each entry's declared size: a lying entry stops after that many
 * bytes instead of filling memory.
 */
import { crc32, inflateRaw } from 'node:zlib';
import { B3FileError, MESSAGES } from './read-errors.ts';

export interface ZipLimits {
  /** The uploaded file itself. */
  maxFileBytes: number;
  /** Entries in the central directory (a B3 workbook has about a dozen). */
  maxEntries: number;
  /** Sum of the entries' declared inflated sizes. */
  maxTotalInflatedBytes: number;
  /** Inflated ÷ compressed size of one entry, checked for entries above `ratioCheckAboveBytes`. */
  maxEntryRatio: number;
  ratioCheckAboveBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxEntries: 64,
  maxTotalInflatedBytes: 50 * 1024 * 1024,
  // Sheet XML compresses 10–30×; a deflate bomb reaches ~1000×. Small entries (styles full of
  // repeated empty elements) may legitimately be very compressible, so only large ones count.
  maxEntryRatio: 200,
  ratioCheckAboveBytes: 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: 0 | 8;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** Raw-deflate inflater that must stop (reject) once it would produce more than `maxOutputLength` bytes. */
export type InflateFn = (data: Uint8Array, maxOutputLength: number) => Promise<Uint8Array>;

/** Node's own zlib, off the event loop, with its output cap enforced while it inflates. */
export const inflateBounded: InflateFn = (data, maxOutputLength) =>
  new Promise((resolve, reject) => {
    inflateRaw(data, { maxOutputLength }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024)).toLocaleString('pt-BR')} MB`;
}

function corrupt(): B3FileError {
  return new B3FileError('not_xlsx', MESSAGES.corrupt);
}

class Bytes {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  get length(): number {
    return this.bytes.length;
  }
  u16(at: number): number {
    if (at < 0 || at + 2 > this.bytes.length) throw corrupt();
    return this.view.getUint16(at, true);
  }
  u32(at: number): number {
    if (at < 0 || at + 4 > this.bytes.length) throw corrupt();
    return this.view.getUint32(at, true);
  }
  slice(from: number, length: number): Uint8Array {
    if (from < 0 || length < 0 || from + length > this.bytes.length) throw corrupt();
    return this.bytes.subarray(from, from + length);
  }
}

/** The end-of-central-directory record: the last 22 bytes, unless a comment (≤ 64 KB) follows it. */
function findEndOfCentralDirectory(bytes: Bytes): number {
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) {
    if (bytes.u32(at) === EOCD_SIGNATURE) return at;
  }
  throw corrupt();
}

/**
 * Reads the central directory and applies every limit; inflates nothing. Throws `B3FileError`
 * (`too_big`, `encrypted`, `not_xlsx`).
 */
export function readCentralDirectory(data: Uint8Array, limits: ZipLimits): ZipEntry[] {
  if (data.length > limits.maxFileBytes) {
    throw new B3FileError('too_big', MESSAGES.tooBig(megabytes(limits.maxFileBytes)));
  }
  const bytes = new Bytes(data);
  if (bytes.length < EOCD_SIZE) throw corrupt();
  const eocd = findEndOfCentralDirectory(bytes);
  const disk = bytes.u16(eocd + 4);
  const centralDisk = bytes.u16(eocd + 6);
  const entriesOnDisk = bytes.u16(eocd + 8);
  const totalEntries = bytes.u16(eocd + 10);
  const centralSize = bytes.u32(eocd + 12);
  const centralOffset = bytes.u32(eocd + 16);

  // Zip64 exists for archives past 65,535 entries or 4 GB: never a B3 workbook.
  const zip64 =
    totalEntries === 0xffff ||
    centralSize === 0xffffffff ||
    centralOffset === 0xffffffff ||
    (eocd >= 20 && bytes.u32(eocd - 20) === ZIP64_LOCATOR_SIGNATURE);
  if (zip64) throw new B3FileError('too_big', MESSAGES.tooManyEntries);
  if (disk !== 0 || centralDisk !== 0 || entriesOnDisk !== totalEntries) throw corrupt();
  if (totalEntries > limits.maxEntries) {
    throw new B3FileError('too_big', MESSAGES.tooManyEntries);
  }
  if (centralOffset + centralSize > eocd) throw corrupt();

  const entries: ZipEntry[] = [];
  let totalInflated = 0;
  let at = centralOffset;
  const end = centralOffset + centralSize;
  for (let i = 0; i < totalEntries; i++) {
    if (at + CENTRAL_HEADER_SIZE > end || bytes.u32(at) !== CENTRAL_SIGNATURE) throw corrupt();
    const flags = bytes.u16(at + 8);
    const method = bytes.u16(at + 10);
    const crc = bytes.u32(at + 16);
    const compressedSize = bytes.u32(at + 20);
    const uncompressedSize = bytes.u32(at + 24);
    const nameLength = bytes.u16(at + 28);
    const extraLength = bytes.u16(at + 30);
    const commentLength = bytes.u16(at + 32);
    const localHeaderOffset = bytes.u32(at + 42);
    const name = new TextDecoder('utf-8').decode(bytes.slice(at + CENTRAL_HEADER_SIZE, nameLength));
    at += CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (at > end) throw corrupt();

    if (flags & 0x0001) throw new B3FileError('encrypted', MESSAGES.encrypted);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      throw new B3FileError('too_big', MESSAGES.zipBomb);
    }
    if (method !== 0 && method !== 8) throw corrupt();
    if (method === 0 && compressedSize !== uncompressedSize) throw corrupt();

    totalInflated += uncompressedSize;
    if (totalInflated > limits.maxTotalInflatedBytes) {
      throw new B3FileError('too_big', MESSAGES.tooBig(megabytes(limits.maxTotalInflatedBytes)));
    }
    if (
      uncompressedSize > limits.ratioCheckAboveBytes &&
      uncompressedSize > compressedSize * limits.maxEntryRatio
    ) {
      throw new B3FileError('too_big', MESSAGES.zipBomb);
    }
    if (localHeaderOffset + LOCAL_HEADER_SIZE > centralOffset) throw corrupt();
    entries.push({ name, method, crc, compressedSize, uncompressedSize, localHeaderOffset });
  }
  return entries;
}

/**
 * One entry's bytes, inflated with the output capped at its declared size (already inside the
 * budget): more bytes than declared means the directory lied, and the file is refused.
 */
export async function readEntry(
  data: Uint8Array,
  entry: ZipEntry,
  inflate: InflateFn,
): Promise<Uint8Array> {
  const bytes = new Bytes(data);
  const local = entry.localHeaderOffset;
  if (bytes.u32(local) !== LOCAL_SIGNATURE) throw corrupt();
  const nameLength = bytes.u16(local + 26);
  const extraLength = bytes.u16(local + 28);
  const compressed = bytes.slice(
    local + LOCAL_HEADER_SIZE + nameLength + extraLength,
    entry.compressedSize,
  );

  let content: Uint8Array;
  if (entry.method === 0) {
    content = compressed;
  } else if (entry.uncompressedSize === 0) {
    content = new Uint8Array(0);
  } else {
    try {
      content = await inflate(compressed, entry.uncompressedSize);
    } catch (error) {
      if (
        error instanceof RangeError ||
        (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ) {
        throw new B3FileError('too_big', MESSAGES.zipBomb);
      }
      throw corrupt();
    }
    if (content.length > entry.uncompressedSize) throw new B3FileError('too_big', MESSAGES.zipBomb);
  }
  if (content.length !== entry.uncompressedSize || crc32(content) !== entry.crc) throw corrupt();
  return content;
}
