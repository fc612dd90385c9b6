import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

/**
 * For the PostgreSQL project: one fresh database per run, created here and dropped at the
 * end, so the suite never touches data it did not create. Test files share it and keep
 * apart by creating their own rows.
 */
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (project.config.env.TEST_DB_DRIVER !== 'postgres' || !base) {
    project.provide('postgresUrl', null);
    return;
  }
  const name = `algoone_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  project.provide('postgresUrl', url.toString());

  return async () => {
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
}
