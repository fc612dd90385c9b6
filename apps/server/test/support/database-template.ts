import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { createPglite, openDatabase, type Database, type Db } from '../../src/db/client.ts';
import { MIGRATIONS_DIR } from '../../src/db/migrations-dir.ts';
import { seedAcademy } from '../../src/db/seed/academy.ts';
import { seedSecurityCatalogue } from '../../src/db/seed/securities.ts';
import { seedDemoContent } from '../../src/db/seed/index.ts';

/**
 * The database every test file starts from: migrated and seeded ONCE per run, by the global
 * setup, then copied for each file (ADR 031). Migrating and seeding per file took most of a
 * small file's time on PGlite (a fresh in-memory cluster, every migration, every seed) and
 * repeated the seeds on PostgreSQL for each of the ~40 files and isolated databases.
 */
export async function seedTestDatabase(db: Db): Promise<void> {
  await seedDemoContent(db);
  await seedAcademy(db);
  await seedSecurityCatalogue(db);
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate(MIGRATIONS_DIR);
  await seedTestDatabase(database.db);
}

// --- PGlite: a dump of a migrated, seeded data folder, loaded by each file ---------------

/** Writes the template's data folder, as PGlite dumps it (an uncompressed tar), to `path`. */
export async function writePgliteTemplate(path: string): Promise<void> {
  const pglite = await createPglite();
  const database = await openDatabase({ driver: 'pglite', pglite });
  try {
    await migrateAndSeed(database);
    // Uncompressed: gzip made the dump 8x smaller but slower both to write and to load.
    const dump = await pglite.dumpDataDir('none');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** An in-memory PGlite started from the template's dump: no initdb, no migration, no seed. */
export async function openPgliteTemplate(path: string): Promise<Database> {
  const pglite = await createPglite(undefined, { loadDataDir: new Blob([await readFile(path)]) });
  return openDatabase({ driver: 'pglite', pglite });
}

// --- PostgreSQL: a template database, cloned with CREATE DATABASE … TEMPLATE -------------

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Creates database `name` on the server of `base`, migrated and seeded, and leaves no
 * connection to it: PostgreSQL copies a template only while nobody is connected to it.
 */
export async function createPostgresTemplate(base: string, name: string): Promise<void> {
  await onServer(base, `create database ${quoted(name)}`);
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(base, name) });
  try {
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
}

/**
 * A copy of `template` named `name` on the same server; returns its URL. A file copy of a
 * small database takes a fraction of a second, against seconds for migrating and seeding.
 */
export async function clonePostgresTemplate(
  base: string,
  template: string,
  name: string,
): Promise<string> {
  await onServer(base, `create database ${quoted(name)} template ${quoted(template)}`);
  return databaseUrl(base, name);
}

export async function dropPostgresDatabase(base: string, name: string): Promise<void> {
  await onServer(base, `drop database if exists ${quoted(name)} with (force)`);
}
