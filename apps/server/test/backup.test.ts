import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, openDatabase } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/db/migrations-dir.ts';
import { seedDemoContent } from '../src/db/seed/index.ts';
import { seedAcademy } from '../src/db/seed/academy.ts';
import { dumpSql } from '../src/db/backup.ts';
import { BACKUP_SOCKET } from '../src/db/backup-channel.ts';
import { LOCK_FILE } from '../src/db/data-dir-lock.ts';
import { createTestApp, driver } from './support/test-app.ts';
import { as, assignConsultant, createStaff, signUpBody, signUpInvestor } from './support/actors.ts';
import { insertAportes, insertSnapshot, onboard } from './support/portfolio.ts';
import { subscribeDemo } from './support/billing.ts';

// The embedded database's backups (ADR 025); PostgreSQL has pg_dump/pg_restore of its own.
const cli = (name: string) => fileURLToPath(new URL(`../src/cli/${name}.ts`, import.meta.url));
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

const temp = (prefix: string) => mkdtempSync(join(tmpdir(), `algoone-${prefix}-`));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(name: string, args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli(name), ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

/**
 * Every table's row count and an md5 of all its rows as text, in order, plus every
 * sequence's position: two databases with the same digest hold the same data.
 */
async function digest(pg: PGlite): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const tables = await pg.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  for (const { schema, name } of tables.rows) {
    const { rows } = await pg.query<{ n: number; sum: string | null }>(
      `select count(*)::int as n, md5(string_agg(whole_row::text, E'\\n' order by whole_row::text)) as sum
       from "${schema}"."${name}" as whole_row`,
    );
    out[`${schema}.${name}`] = `${rows[0]?.n} ${rows[0]?.sum ?? '-'}`;
  }
  const sequences = await pg.query<{ schema: string; name: string }>(
    `select sequence_schema as schema, sequence_name as name from information_schema.sequences
     order by 1, 2`,
  );
  for (const { schema, name } of sequences.rows) {
    const { rows } = await pg.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from "${schema}"."${name}"`,
    );
    out[`${schema}.${name} (sequence)`] = `${rows[0]?.last_value} ${rows[0]?.is_called}`;
  }
  return out;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe.runIf(driver === 'pglite')('backups of the embedded database', () => {
  it('a dump of the live session waits for an open transaction and leaves the session as it was', async () => {
    const pg = await createPglite();
    try {
      await pg.exec(`create table probe (id int primary key, note text)`);
      // A setting the app made for its session must survive; pg_dump's own must not.
      await pg.exec(`set application_name = 'algoone-probe'`);
      const before = await pg.query(
        `select current_setting('search_path') as search_path,
                current_setting('extra_float_digits') as extra_float_digits,
                current_setting('row_security') as row_security,
                current_setting('application_name') as application_name`,
      );

      let finish: (() => void) | undefined;
      const held = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const transaction = pg.transaction(async (tx) => {
        await tx.query(`insert into probe values (1, 'escrito na transação')`);
        await held;
      });
      // Started while the transaction is open: it must neither join it nor see half of it.
      const dump = dumpSql(pg);
      finish?.();
      await transaction;
      const sql = await dump;

      expect(sql).toContain(`(1, 'escrito na transação')`);
      expect(pg.isInTransaction()).toBe(false);
      const after = await pg.query(
        `select current_setting('search_path') as search_path,
                current_setting('extra_float_digits') as extra_float_digits,
                current_setting('row_security') as row_security,
                current_setting('application_name') as application_name`,
      );
      expect(after.rows).toEqual(before.rows);
      // Not left inside pg_dump's read-only transaction: the app writes as before.
      await pg.exec(`insert into probe values (2, 'depois do backup')`);
      expect((await pg.query(`select count(*)::int as n from probe`)).rows).toEqual([{ n: 2 }]);
    } finally {
      await pg.close();
    }
  }, 90_000);

  it('round trip: a backup restored into an empty folder holds every table, row and sequence', async () => {
    const dataDir = temp('original');
    const pg = await createPglite(dataDir);
    const database = await openDatabase({ driver: 'pglite', pglite: pg });
    await database.migrate(MIGRATIONS_DIR);
    await seedDemoContent(database.db);
    await seedAcademy(database.db);
    const { app, close } = await createTestApp({ database });
    const investor = await signUpInvestor(app, 'Joana Backup');
    await onboard(app, investor);
    await insertAportes(app, investor.id, [
      { date: '2026-01-05', amountCents: 150_000 },
      { date: '2026-02-05', amountCents: 99 },
    ]);
    await insertSnapshot(app, investor.id, 5_000_000, new Date('2026-03-01T12:00:00Z'));
    await subscribeDemo(app, investor);
    const consultant = await createStaff(app, 'consultant');
    await createStaff(app, 'admin');
    await assignConsultant(app, investor, consultant);
    const goal = await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: as(investor),
      payload: { name: 'Reserva de emergência', targetCents: 3_000_000, termMonths: 24 },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const original = await digest(pg);
    await close();
    await database.close();

    const backupDir = join(temp('backups'), 'nested');
    const backup = await run('backup', ['--dir', backupDir], { DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stderr).toMatch(/servidor parado/);
    const file = backup.stdout.trim();
    expect(file).toMatch(/nested\/algoone-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sql\.gz$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(backupDir)).toHaveLength(1);
    // The backup took the folder's lock and gave it back.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const restoredDir = join(temp('restored'), 'data');
    const restore = await run('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Banco restaurado em/);
    expect(existsSync(join(restoredDir, LOCK_FILE))).toBe(false);

    const restored = await createPglite(restoredDir);
    try {
      expect(await digest(restored)).toEqual(original);
      // The data really is in many tables, and the migrations' journal came along: the next
      // start finds nothing to apply.
      const filled = Object.entries(original).filter(([, value]) => !value.startsWith('0 '));
      expect(filled.length, JSON.stringify(original)).toBeGreaterThanOrEqual(20);
      const reopened = await openDatabase({ driver: 'pglite', pglite: restored });
      await reopened.migrate(MIGRATIONS_DIR);
      expect(await digest(restored)).toEqual(original);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a folder that is not empty and a file that is not a whole backup, changing nothing', async () => {
    const files = temp('files');
    const dump = join(files, 'algoone.sql.gz');
    writeFileSync(
      dump,
      gzipSync('--\n-- PostgreSQL database dump\n--\n\n-- PostgreSQL database dump complete\n'),
    );

    const dataDir = temp('busy');
    writeFileSync(join(dataDir, 'anotacoes.txt'), 'não apagar');
    const refused = await run('restore', [dump], { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/não está vazia/);
    expect(refused.stderr).toMatch(/Nada foi alterado/);
    expect(readdirSync(dataDir)).toEqual(['anotacoes.txt']);

    const emptyDir = join(temp('empty'), 'data');
    const truncated = join(files, 'cortado.sql.gz');
    writeFileSync(
      truncated,
      gzipSync('--\n-- PostgreSQL database dump\n'.repeat(50)).subarray(0, 40),
    );
    const cut = await run('restore', [truncated], { DATA_DIR: emptyDir });
    expect(cut.status).toBe(1);
    expect(cut.stderr).toMatch(/corrompido ou incompleto/);

    const notADump = join(files, 'planilha.csv');
    writeFileSync(notADump, 'data;valor\n2026-01-01;100\n');
    const wrong = await run('restore', [notADump], { DATA_DIR: emptyDir });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/não é um backup do AlgoOne/);

    const missing = await run('restore', [], { DATA_DIR: emptyDir });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/Uso: npm run restore ARQUIVO/);
    expect(existsSync(emptyDir)).toBe(false);

    const nothing = await run('backup', ['--dir', files], { DATA_DIR: emptyDir });
    expect(nothing.status).toBe(1);
    expect(nothing.stderr).toMatch(/Não há banco de dados/);
  }, 90_000);

  it('backs up through the running server, which goes on writing; restore refuses its folder', async () => {
    const dataDir = temp('running');
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        NODE_ENV: 'test',
        CDI_SYNC: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(server);
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const origin = `http://localhost:${port}`;
    const signUp = (name: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(signUpBody({ name })),
      });
    // The channel opens once the server listens (after migrations and seeds).
    while (!existsSync(join(dataDir, BACKUP_SOCKET))) {
      if (server.exitCode !== null) throw new Error(`the server stopped: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const socket = statSync(join(dataDir, BACKUP_SOCKET));
    expect(socket.isSocket(), output).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await signUp('Antes do Backup')).status).toBe(201);

    const backupDir = temp('live-backups');
    const backup = await run('backup', [backupDir], { DATA_DIR: dataDir });
    expect(backup.status, backup.stderr + output).toBe(0);
    expect(backup.stderr).toMatch(/pelo servidor em execução \(processo \d+\)/);
    const file = backup.stdout.trim();

    // The server's session was handed back whole: it still writes.
    expect((await signUp('Depois do Backup')).status).toBe(201);

    const refused = await run('restore', [file], { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Pare-o antes de restaurar/);

    // What the server had committed when asked is in it (the round trip above shows that a
    // file like this one restores whole).
    const sql = gunzipSync(readFileSync(file)).toString('utf8');
    expect(sql).toContain('Antes do Backup');
    expect(sql).not.toContain('Depois do Backup');

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, BACKUP_SOCKET))).toBe(false);
  }, 180_000);
});
