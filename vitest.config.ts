import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// Server integration tests run on embedded PGlite always, and a second time on PostgreSQL
// when DATABASE_URL is set (CI), so both drivers keep working with one schema.
const serverProject = (
  name: string,
  driver: 'pglite' | 'postgres',
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    // Pure server units (src/**) need no database, so they run once, in the PGlite project.
    include:
      driver === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['test/**/*.test.ts'],
    // The OpenAPI fuzz checks what the routes answer against the document the routes generate:
    // nothing in it depends on the driver, and bad-input.test.ts and the authorization matrix
    // already send every route's refusals through PostgreSQL. It ran ~1 minute on each driver,
    // so it runs on PGlite only (ADR 031).
    exclude: [
      ...configDefaults.exclude,
      ...(driver === 'postgres' ? ['test/openapi-fuzz.test.ts'] : []),
    ],
    env: { TEST_DB_DRIVER: driver },
    // The migrated, seeded template every file copies (ADR 031).
    globalSetup: ['test/support/global-setup.ts'],
    // Cheaper scrypt for better-auth's password hashes in test processes only (ADR 031).
    setupFiles: ['test/support/fast-password-hashing.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time on both drivers (each has a database of its own). A project with one
    // worker is run after all the others, alone: PGlite's files then took as long as the rest
    // of the suite.
    fileParallelism: true,
    maxWorkers: 2,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
  { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      environment: 'node',
    },
    // The app's own import alias (apps/web/vite.config.ts), for tests that render components.
    resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  },
  serverProject('server', 'pglite'),
];
if (process.env.DATABASE_URL) projects.push(serverProject('server-pg', 'postgres'));

export default defineConfig({
  test: {
    projects,
    passWithNoTests: true,
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
