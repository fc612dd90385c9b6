// Reads a message as an SMTP server receives it (RFC 5322 headers, RFC 2045/2046 MIME parts),
// enough for the emails nodemailer writes: multipart/mixed around multipart/alternative (text and
// HTML) and attachments, quoted-printable or base64 bodies, RFC 2047 encoded headers. Used by the
// server's delivery tests and the journeys' mail capture, which see only the raw message.

export interface MimePart {
  /** Header names lower-cased; folded lines unfolded. */
  headers: Record<string, string>;
  /** 'multipart/alternative', 'text/plain', … lower-cased. */
  type: string;
  /** The Content-Type's parameters (charset, boundary, name, method). */
  params: Record<string, string>;
  /** The decoded body (empty for a multipart). */
  body: Buffer;
  parts: MimePart[];
}

export function quotedPrintableBytes(encoded: string): Buffer {
  const joined = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i] ?? '';
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;

/**
 * RFC 2047 encoded words ("=?UTF-8?Q?...?="). Adjacent words form one byte string (a character
 * may be split between them) and the blanks between them are not part of the text.
 */
export function decodeHeaderWords(value: string): string {
  const adjacent = value.replace(/\?=\s+=\?/g, '?==?');
  return adjacent.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, kind = '', data = '']) =>
        kind.toLowerCase() === 'b'
          ? Buffer.from(data, 'base64')
          : quotedPrintableBytes(data.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );
}

function parseParams(value: string): { type: string; params: Record<string, string> } {
  const [type = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const at = param.indexOf('=');
    if (at < 0) continue;
    params[param.slice(0, at).trim().toLowerCase()] = param
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  const { type, params } = parseParams(headers['content-type'] ?? 'text/plain');
  if (type.startsWith('multipart/') && params.boundary) {
    const delimiter = `--${params.boundary}`;
    const sections = body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}`));
    // The preamble before the first delimiter and the epilogue after the closing "--" are not parts.
    const parts = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^[ \t]*\r?\n/, '')));
    return { headers, type, params, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'utf8');
  return { headers, type, params, body: decoded, parts: [] };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);
}

function isAttachment(part: MimePart): boolean {
  return /^attachment/i.test(part.headers['content-disposition'] ?? '');
}

/** The body of the first inline part of this type, as text (CRLF made LF). */
export function bodyOf(root: MimePart, type: 'text/plain' | 'text/html'): string | undefined {
  const part = leaves(root).find((leaf) => leaf.type === type && !isAttachment(leaf));
  return part?.body.toString('utf8').replace(/\r\n/g, '\n');
}

export function subjectOf(root: MimePart): string {
  return decodeHeaderWords(root.headers.subject ?? '');
}
