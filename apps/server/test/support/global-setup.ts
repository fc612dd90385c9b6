import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  clonePostgresTemplate,
  createPostgresTemplate,
  dropPostgresDatabase,
  writePgliteTemplate,
} from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL project: the run's shared database, a copy of the template. */
    postgresUrl: string | null;
    /** PostgreSQL project: the migrated, seeded template that isolated databases copy. */
    postgresTemplate: string | null;
    /** PGlite project: the file holding the migrated, seeded template's dump. */
    pgliteTemplate: string | null;
  }
}

/**
 * Once per run and project: a migrated, seeded template that every test file copies instead of
 * migrating and seeding its own database (ADR 031).
 *
 * - PostgreSQL: a template database and the run's shared database cloned from it, both created
 *   here and dropped at the end, so the suite never touches data it did not create. Test files
 *   share the run's database and keep apart by creating their own rows; files that need a
 *   database of their own clone the template (`openIsolatedDatabase`).
 * - PGlite: a dump of the template's data folder in a temporary file; each file loads it.
 */
export default async function setup(project: TestProject) {
  const stamp = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const base = process.env.DATABASE_URL;
  if (project.config.env.TEST_DB_DRIVER === 'postgres' && base) {
    const template = `algoone_template_${stamp}`;
    const shared = `algoone_test_${stamp}`;
    await createPostgresTemplate(base, template);
    project.provide('postgresUrl', await clonePostgresTemplate(base, template, shared));
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', null);
    return async () => {
      await dropPostgresDatabase(base, shared);
      await dropPostgresDatabase(base, template);
    };
  }

  const dump = join(tmpdir(), `algoone-pglite-template-${stamp}.tar`);
  await writePgliteTemplate(dump);
  project.provide('postgresUrl', null);
  project.provide('postgresTemplate', null);
  project.provide('pgliteTemplate', dump);
  return async () => {
    await rm(dump, { force: true });
  };
}
