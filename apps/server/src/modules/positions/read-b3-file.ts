import { createHmac } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  formatCalendarDate,
  type MovementLine,
  type PositionLine,
  type TradeLine,
} from '@algoone/domain';
import { B3_IMPORT_MAX_BYTES, POSITIONS_MESSAGES, type TB3LineIssue } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { b3Imports } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';
import { readB3Workbook } from './b3/read-b3-workbook.ts';

export type ReadB3File = {
  bytes: Buffer;
  ignored: TB3LineIssue[];
  /** The holder's CPF, keyed-hashed, when the file shows one. */
  holderCpfHash: string | null;
} & (
  | { kind: 'posicao'; date: string | null; lines: PositionLine[] }
  | { kind: 'movimentacao'; lines: MovementLine[] }
  | { kind: 'negociacao'; lines: TradeLine[] }
);

const fileError = (message: string) => invalid({ file: message }, message);

/**
 * The upload's bytes read as a B3 file, or a 400 with the reader's pt-BR reason next to the file
 * field (not an xlsx, encrypted, a zip bomb, too many rows, another layout and which columns it
 * lacks). A Movimentação of another CPF than the investor's earlier files is refused.
 */
export async function readB3File(
  db: Db,
  userId: string,
  body: { fileName: string; contentBase64: string },
): Promise<ReadB3File> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body.contentBase64)) {
    throw fileError('O arquivo não pôde ser lido. Escolha-o de novo.');
  }
  const bytes = Buffer.from(body.contentBase64, 'base64');
  if (bytes.length === 0) throw fileError(POSITIONS_MESSAGES.fileMissing);
  if (bytes.length > B3_IMPORT_MAX_BYTES) throw fileError(POSITIONS_MESSAGES.fileTooLarge);
  const result = await readB3Workbook(bytes, body.fileName);
  if (!result.ok) throw fileError(result.message);
  const ignored = result.ignored.map(({ sheet, row, reason }) => ({ sheet, row, reason }));
  if (result.kind === 'movimentacao') {
    const holderCpfHash = result.cpf
      ? createHmac('sha256', `b3-holder:${userId}`).update(result.cpf).digest('hex')
      : null;
    if (holderCpfHash) await assertSameHolder(db, userId, holderCpfHash);
    return { bytes, ignored, holderCpfHash, kind: 'movimentacao', lines: result.lines };
  }
  if (result.kind === 'posicao') {
    return {
      bytes,
      ignored,
      holderCpfHash: null,
      kind: 'posicao',
      date: result.date ? formatCalendarDate(result.date) : null,
      lines: result.lines,
    };
  }
  return { bytes, ignored, holderCpfHash: null, kind: 'negociacao', lines: result.lines };
}

async function assertSameHolder(db: Db, userId: string, holderCpfHash: string) {
  const [earlier] = await db
    .select({ hash: b3Imports.holderCpfHash })
    .from(b3Imports)
    .where(and(eq(b3Imports.userId, userId), isNotNull(b3Imports.holderCpfHash)))
    .limit(1);
  if (earlier && earlier.hash !== holderCpfHash) throw fileError(POSITIONS_MESSAGES.otherCpf);
}
