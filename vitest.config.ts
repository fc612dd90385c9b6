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
    // A worker keeps the modules it loaded from one file to the next (ADR 031, addendum
    // 2026-11-29): each file still opens its own app on its own database, and nothing here
    // mocks a module. Loading the server afresh for every file was 273 s of the step's 514.
    isolate: false,
    // Two files at a time on both drivers (each has a database of its own). A project with one
    // worker is run after all the others, alone: PGlite's files then took as long as the rest
    // of the suite.
    fileParallelism: true,
    maxWorkers: 2,
  },
});

// Unit files share their worker's modules too (ADR 031): they mock no module, and the one test
// that stubs a global (lib/api.test.ts) restores it after each test. 47 s → 15 s.
const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'domain',
      root: 'packages/domain',
      include: ['src/**/*.test.ts'],
      isolate: false,
    },
  },
  {
    test: {
      name: 'contracts',
      root: 'packages/contracts',
      include: ['src/**/*.test.ts'],
      isolate: false,
    },
  },
  {
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      environment: 'node',
      isolate: false,
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
