// Browser journeys: Vitest runs them (not @playwright/test, which wants to manage its own
// browsers); playwright-core drives Debian's Chromium. One server for the run, started by the
// global setup. Two files at a time (ADR 031): a journey spends most of its time waiting on the
// browser and the server, so on two cores two of them took 448 s where one at a time took about
// 830 s. Journeys already keep apart (each makes its own people; the shared admin's TOTP sign-in
// retries a spent code in the next period).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // A journey walks a whole flow: on a slow machine the dashboard's took 47 s alone and passed
    // 60 s beside another file (ADR 031, 2026-11-29 night). Each Playwright step keeps its own
    // 30 s timeout, so a journey that hangs still fails at the step that hangs.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
