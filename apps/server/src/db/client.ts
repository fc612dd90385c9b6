import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the app codes against: both drivers speak the same PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Delivers every NOTIFY on `channel`, committed by any connection or node, to `listener`.
   * `onLost` is called when delivery stopped (the listening connection broke): anything
   * cached on the strength of notifications must be dropped then. Returns a stop function.
   */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ChangeListener {
  onNotify(payload: string): void;
  onLost(error: Error): void;
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir?: string; pglite?: PGlite };

// Several nodes (or test files) may start at once on one PostgreSQL; drizzle's migrator takes
// no lock, so whoever comes second would try to create the same tables. A session-level
// advisory lock on its own connection makes them take turns; the later ones find nothing to do.
const MIGRATION_LOCK_KEY = 4_207_001;

async function withAdvisoryLock(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await work();
  } finally {
    await client.end();
  }
}

/**
 * LISTEN needs a connection of its own, outside the pool, held for the process's life. If it
 * breaks, the listener hears `onLost` once and nothing more: the caller decides to reconnect.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  listener: ChangeListener,
): Promise<() => Promise<void>> {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'algoone-change-feed',
    // TCP keepalives, so that a peer gone without a word is noticed by the kernel too.
    keepAlive: true,
  });
  let stopped = false;
  let lost = false;
  const lose = (error: Error) => {
    if (stopped || lost) return;
    lost = true;
    client.end().catch(() => undefined);
    listener.onLost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) listener.onNotify(message.payload ?? '');
  });
  client.on('error', lose);
  client.on('end', () => lose(new Error('LISTEN connection ended')));
  await client.connect();
  await client.query(`listen "${channel.replaceAll('"', '""')}"`);
  return async () => {
    stopped = true;
    await client.end().catch(() => undefined);
  };
}

/**
 * The embedded engine as every part of the app opens it: the server, the CLIs and restores
 * must load the same extensions, or a dump that creates them cannot be replayed.
 */
export async function createPglite(
  dataDir?: string,
  // A dump (`dumpDataDir`) to start from: the tests' migrated and seeded template.
  options: { loadDataDir?: Blob } = {},
): Promise<PGlite> {
  // An undefined dataDir means in memory (tests); a folder is created on first use.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the staff's search by any part of a name or email (migration 0024, ADR 024).
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...options });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection that PostgreSQL closes (a restart, a terminated backend) is dropped
    // from the pool, and the next query opens another. Without a listener, pg-pool's 'error'
    // event would be unhandled and end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      driver: 'postgres',
      migrate: (migrationsFolder) =>
        withAdvisoryLock(target.url, () => migratePg(db, { migrationsFolder })),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, listener) => listenOnPostgres(target.url, channel, listener),
      close: () => pool.end(),
    };
  }
  const owned = target.pglite ?? (await createPglite(target.dataDir));
  const db = drizzlePglite(owned, { schema, casing: 'snake_case' });
  return {
    db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await owned.query('select 1');
    },
    // In process: a notification arrives before the statement that committed it resolves.
    listen: async (channel, listener) => {
      const unlisten = await owned.listen(channel, (payload) => listener.onNotify(payload));
      return async () => {
        if (!owned.closed) await unlisten();
      };
    },
    close: () => owned.close(),
  };
}
