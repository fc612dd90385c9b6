import type { FastifyInstance } from 'fastify';
import { EnvError, loadEnv, type Env } from './env.ts';
import { buildApp } from './app.ts';
import { cdiSync } from './modules/performance/index.ts';
import { MIGRATIONS_DIR } from './db/migrations-dir.ts';
import { createPglite, openDatabase, type Database } from './db/client.ts';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/data-dir-lock.ts';
import { dumpSql } from './db/backup.ts';
import { openBackupChannel, type BackupChannel } from './db/backup-channel.ts';
import type { PGlite } from '@electric-sql/pglite';
import { seedDemoContent } from './db/seed/index.ts';
import { seedAcademy } from './db/seed/academy.ts';
import { seedSecurityCatalogue } from './db/seed/securities.ts';
import { users } from './db/schema/index.ts';
import { AdminBootstrapError, ensureFirstAdmin } from './modules/admin/index.ts';
import { eq } from 'drizzle-orm';

async function hasAdmin(database: Database): Promise<boolean> {
  const rows = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return rows.length > 0;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function start(env: Env): Promise<void> {
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) lock = acquireDataDirLock(env.DATA_DIR);

  let database: Database;
  // Kept for the backup channel, which dumps the embedded engine itself (ADR 025).
  let pglite: PGlite | undefined;
  try {
    if (env.DATABASE_URL) {
      database = await openDatabase({ driver: 'postgres', url: env.DATABASE_URL });
    } else {
      pglite = await createPglite(env.DATA_DIR);
      database = await openDatabase({ driver: 'pglite', pglite });
    }
    await database.migrate(MIGRATIONS_DIR);
    await seedAcademy(database.db);
    await seedSecurityCatalogue(database.db);
    if (env.SEED_DEMO) await seedDemoContent(database.db);
  } catch (error) {
    lock?.release();
    throw error;
  }

  const app = await buildApp({ env, database, migrated: true });
  // Background CDI sync (never in tests, which build the app without this file).
  if (env.CDI_SYNC) {
    await app.register(cdiSync, {
      baseUrl: env.SGS_BASE_URL,
      initialDelayMs: env.CDI_SYNC_DELAY_MS,
    });
  }
  // `npm run backup` while we run: a socket in the data folder, for its owner only.
  const engine = pglite;
  const backups = engine
    ? await openBackupChannel({
        dataDir: env.DATA_DIR,
        dump: () => dumpSql(engine),
        log: {
          info: (message) => app.log.info(message),
          warn: (message) => app.log.warn(message),
          error: (obj, message) => app.log.error(obj, message),
        },
      })
    : undefined;
  registerShutdown(app, env, database, lock, backups);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await ensureFirstAdmin(database.db, app.auth, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      name: env.ADMIN_NAME,
    });
    if (outcome === 'created')
      console.info(`Administrador ${env.ADMIN_EMAIL} criado a partir do ambiente.`);
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${env.DATA_DIR}`;
  console.info(`AlgoOne pronto em http://localhost:${env.PORT} — banco: ${where}`);
  if (!(await hasAdmin(database))) {
    console.info(
      'Nenhum administrador ainda. Pare o servidor e rode: npm run create-admin -- --email voce@exemplo.com --name "Seu Nome"' +
        ' (ou defina ADMIN_EMAIL e ADMIN_PASSWORD antes de iniciar).',
    );
  }
}

function registerShutdown(
  app: FastifyInstance,
  env: Env,
  database: Database,
  lock: DataDirLock | undefined,
  backups: BackupChannel | undefined,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining');
    app.lifecycle.draining = true;
    if (env.DRAIN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, env.DRAIN_DELAY_MS));
    try {
      // Stops accepting, waits for in-flight requests and a backup being sent, then closes
      // the database.
      await backups?.close();
      await app.close();
      await database.close();
      lock?.release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      lock?.release();
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

try {
  await start(loadEnv());
} catch (error) {
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof AdminBootstrapError
  ) {
    fail(error.message);
  }
  console.error(error);
  fail('Não foi possível iniciar o AlgoOne.');
}
