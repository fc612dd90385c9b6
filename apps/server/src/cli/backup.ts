// `npm run backup [-- --dir /srv/backups]`
// Dumps the embedded database to DIR/algoone-<UTC time>.sql.gz (default ./backups) and prints
// the file's path. While the server runs it asks the server for the dump over the data
// folder's socket; otherwise it takes the folder's lock and dumps it itself (ADR 025).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPglite } from '../db/client.ts';
import { fail, storageEnv } from './cli-support.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { dumpSql, writeBackupFile } from '../db/backup.ts';
import { BackupChannelError, requestBackup } from '../db/backup-channel.ts';

const USAGE = 'Uso: npm run backup [-- --dir PASTA]   (padrão: ./backups)';

async function dumpWithoutServer(dataDir: string): Promise<string> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const pg = await createPglite(dataDir);
    try {
      return await dumpSql(pg);
    } finally {
      await pg.close();
    }
  } finally {
    lock.release();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (positionals.length > 1 || (values.dir !== undefined && positionals.length > 0)) fail(USAGE);
  const dir = values.dir ?? positionals[0] ?? 'backups';
  const env = storageEnv();
  if (env.DATABASE_URL) {
    fail(
      'Com DATABASE_URL o banco é um PostgreSQL: faça o backup com pg_dump -Fc ' +
        '(veja docs/deploy.md, "Backups").',
    );
  }
  // Opening an empty folder would create a new, empty database and back that up.
  if (!existsSync(join(env.DATA_DIR, 'PG_VERSION'))) {
    fail(`Não há banco de dados em ${env.DATA_DIR} (DATA_DIR): nada a copiar.`);
  }
  const startedAt = new Date();
  let sql: string;
  let via: string;
  try {
    sql = await dumpWithoutServer(env.DATA_DIR);
    via = 'servidor parado';
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    sql = await requestBackup(env.DATA_DIR);
    via = `pelo servidor em execução (processo ${error.ownerPid})`;
  }
  const path = writeBackupFile(dir, sql, startedAt);
  console.error(`Backup concluído (${via}).`);
  // Without AUTH_SECRET the server keeps its secret in a file (lib/auth-secret.ts) that is no
  // part of the database: sessions and the saved AI provider key depend on it.
  if (existsSync(join(env.DATA_DIR, 'auth-secret'))) {
    console.error(
      `Atenção: o segredo de sessão está em ${join(env.DATA_DIR, 'auth-secret')}, fora do ` +
        'backup. Guarde uma cópia dele junto com os backups (ou defina AUTH_SECRET).',
    );
  }
  // Alone on stdout, for scripts: `file=$(npm run --silent backup)`.
  console.info(path);
}

try {
  await main();
} catch (error) {
  if (error instanceof BackupChannelError) fail(error.message);
  console.error(error);
  fail('Não foi possível fazer o backup.');
}
