// `npm run restore backups/algoone-2026-11-25T18-30-00Z.sql.gz`
// Replays a backup into DATA_DIR, which must be empty (or not exist yet), with the server
// stopped. It never writes over a database: move the old folder aside first (ADR 025).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPglite } from '../db/client.ts';
import { fail, storageEnv } from './cli-support.ts';
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE,
  type DataDirLock,
} from '../db/data-dir-lock.ts';
import { BackupFileError, readBackupFile, replaySql } from '../db/backup.ts';

const USAGE = 'Uso: npm run restore ARQUIVO   (ex.: npm run restore backups/algoone-….sql.gz)';

function readFile(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'ENOENT'
        ? `Arquivo de backup não encontrado: ${file}`
        : `Não foi possível ler ${file} (${code ?? 'erro'}).`,
    );
  }
}

/** The data folder's lock, which also tells that no server runs on it. */
function lockOrFail(dataDir: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `O servidor (ou outro comando) está usando ${dataDir}: processo ${error.ownerPid}. ` +
          'Pare-o antes de restaurar. Nada foi alterado.',
      );
    }
    throw error;
  }
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(USAGE);
  const env = storageEnv();
  if (env.DATABASE_URL) {
    fail(
      'Com DATABASE_URL o banco é um PostgreSQL: restaure com pg_restore (veja docs/deploy.md, ' +
        '"Backups"). Este comando restaura o banco embutido (PGlite) em DATA_DIR.',
    );
  }
  // The whole file is checked before anything is written.
  const sql = readBackupFile(readFile(file));

  const dataDir = env.DATA_DIR;
  const lock = lockOrFail(dataDir);
  const others = readdirSync(dataDir).filter((entry) => entry !== LOCK_FILE);
  if (others.length > 0) {
    lock.release();
    fail(
      `A pasta ${dataDir} (DATA_DIR) não está vazia: a restauração só grava numa pasta vazia, ` +
        'para nunca sobrescrever um banco. Mova a pasta atual para outro lugar (ou aponte ' +
        'DATA_DIR para uma pasta nova) e rode de novo. Nada foi alterado.',
    );
  }
  try {
    const pg = await createPglite(dataDir);
    try {
      await replaySql(pg, sql);
    } finally {
      await pg.close();
    }
  } catch (error) {
    // The folder was empty: whatever is in it now is this restore's half-made database.
    for (const entry of readdirSync(dataDir)) {
      if (entry !== LOCK_FILE) rmSync(join(dataDir, entry), { recursive: true, force: true });
    }
    lock.release();
    const reason = error instanceof Error ? error.message : String(error);
    fail(`A restauração falhou e a pasta ${dataDir} foi deixada vazia: ${reason}`);
  }
  lock.release();
  console.info(`Banco restaurado em ${dataDir} a partir de ${file}. Inicie o servidor: npm start`);
}

try {
  await main();
} catch (error) {
  if (error instanceof BackupFileError) fail(`${error.message} Nada foi alterado.`);
  console.error(error);
  fail('Não foi possível restaurar o backup.');
}
