// The app in the measuring process, as the in-process benches (bench/*.mjs → scripts/bench-*.ts)
// need it: a fresh in-memory PGlite, or DATABASE_URL's PostgreSQL when asked, migrated and
// seeded as in production, with limits out of the way and email going nowhere.
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/db/migrations-dir.ts';
import { seedAcademy } from '../src/db/seed/academy.ts';
import { seedDemoContent } from '../src/db/seed/index.ts';
import { seedSecurityCatalogue } from '../src/db/seed/securities.ts';
import { loadEnv } from '../src/env.ts';

export async function startBenchApp(options: { postgres: boolean }) {
  const database =
    options.postgres && process.env.DATABASE_URL
      ? await openDatabase({ driver: 'postgres', url: process.env.DATABASE_URL })
      : await openDatabase({ driver: 'pglite' });
  await database.migrate(MIGRATIONS_DIR);
  await seedDemoContent(database.db);
  await seedAcademy(database.db);
  await seedSecurityCatalogue(database.db);
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
      APP_URL: 'http://localhost:3000',
    }),
    database,
    migrated: true,
    logger: false,
    mailer: { async send() {} },
  });
  await app.ready();
  return { app, database };
}
