// Backups of the embedded database (ADR 025): a plain SQL dump written by pg_dump (compiled to
// WebAssembly by @electric-sql/pglite-tools), gzipped into a file named by the time it was
// taken, and restored by replaying it into an empty data folder.
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { protocol, type PGlite } from '@electric-sql/pglite';

/** What pg_dump writes first and last: a file without both is not a whole dump. */
const DUMP_HEAD = '-- PostgreSQL database dump';
const DUMP_TAIL = '-- PostgreSQL database dump complete';

export class BackupFileError extends Error {}

type Row = Record<string, string | null>;

/**
 * Runs simple-protocol SQL on the session without PGlite's locks. Only for code that already
 * holds them (below): going through `query`/`exec` there would wait for ourselves forever.
 */
async function unlockedQuery(pg: PGlite, text: string): Promise<Row[]> {
  const { messages } = await pg.execProtocol(protocol.serialize.query(text));
  let columns: string[] = [];
  const rows: Row[] = [];
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      columns = message.fields.map((field) => field.name);
    } else if (message instanceof protocol.messages.DataRowMessage) {
      rows.push(Object.fromEntries(columns.map((name, i) => [name, message.fields[i] ?? null])));
    }
  }
  return rows;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A consistent SQL dump of a live PGlite, taken on the one session the app itself uses.
 *
 * PGlite has one session. pg_dump speaks the wire protocol on it directly, past PGlite's
 * locks, so it must not start while the app is inside a transaction (it would join it, and
 * its end would end the app's) nor while a statement runs. We hold both of PGlite's locks,
 * transactions' and queries', for the whole dump: the app waits, as it waits for any long
 * statement. pg_dump also leaves things behind on that session: its read-only REPEATABLE READ
 * transaction stays open (it disconnects instead of committing, and PGlite ignores the
 * disconnect) and its SETs (search_path '', extra_float_digits 3, row_security off, …) would
 * stay too. So afterwards we roll back, reset every setting and put back those the app had
 * set, leaving the session as it was, LISTENs included.
 */
export async function dumpSql(pg: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const settings = await unlockedQuery(
        pg,
        "select name, setting from pg_catalog.pg_settings where source = 'session'",
      );
      // pgDump reads and restores the search_path through query/exec: give it unlocked ones.
      const session = new Proxy(pg, {
        get(target, key) {
          if (key === 'query')
            return async (text: string) => ({ rows: await unlockedQuery(target, text) });
          if (key === 'exec') return (text: string) => unlockedQuery(target, text);
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      try {
        const file = await pgDump({
          pg: session,
          // Without owners and grants the file replays as any role, PostgreSQL's too; many
          // rows per INSERT replay far faster than one (pgDump adds --inserts: no COPY, which
          // a replay through PGlite's exec could not feed).
          args: ['--no-owner', '--no-privileges', '--rows-per-insert=100'],
        });
        return await file.text();
      } finally {
        if (pg.isInTransaction()) await unlockedQuery(pg, 'ROLLBACK');
        await unlockedQuery(pg, 'RESET ALL');
        for (const { name, setting } of settings) {
          if (typeof name !== 'string' || typeof setting !== 'string') continue;
          await unlockedQuery(
            pg,
            `select pg_catalog.set_config(${literal(name)}, ${literal(setting)}, false)`,
          );
        }
      }
    }),
  );
}

/** `algoone-2026-11-25T18-30-00Z`: sortable, and without the colons some file systems refuse. */
export function backupBaseName(at: Date): string {
  return `algoone-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

export const BACKUP_EXTENSION = '.sql.gz';

/**
 * Writes the dump gzipped (its CRC makes a damaged or cut file fail the restore instead of
 * restoring part of the data) to a new file only the owner can read: it holds password
 * hashes and every investor's data. The file appears under its name only when complete.
 */
export function writeBackupFile(dir: string, sql: string, at: Date): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const data = gzipSync(Buffer.from(sql, 'utf8'));
  const base = backupBaseName(at);
  for (let attempt = 1; ; attempt++) {
    const path = resolve(
      join(dir, `${base}${attempt > 1 ? `-${attempt}` : ''}${BACKUP_EXTENSION}`),
    );
    const partial = `${path}.partial`;
    const fd = openSync(partial, 'wx', 0o600);
    try {
      writeSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      // A link, unlike a rename, never replaces a backup taken in the same second.
      linkSync(partial, path);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(partial);
    }
  }
}

/** The SQL of a backup file (gzipped or plain), refused when it is not one whole dump. */
export function readBackupFile(content: Buffer): string {
  let sql: string;
  if (content[0] === 0x1f && content[1] === 0x8b) {
    try {
      sql = gunzipSync(content).toString('utf8');
    } catch {
      throw new BackupFileError('O arquivo está corrompido ou incompleto (gzip inválido).');
    }
  } else {
    sql = content.toString('utf8');
  }
  if (!sql.slice(0, 1024).includes(DUMP_HEAD)) {
    throw new BackupFileError('O arquivo não é um backup do AlgoOne (dump SQL do PostgreSQL).');
  }
  if (!sql.slice(-1024).includes(DUMP_TAIL)) {
    throw new BackupFileError('O backup está incompleto: falta o fim do dump.');
  }
  return sql;
}

/**
 * Replays a dump into a PGlite opened on an empty data folder, in one transaction: a dump
 * that fails halfway leaves no table behind.
 */
export async function replaySql(pg: PGlite, sql: string): Promise<void> {
  await pg.exec(sql);
}
