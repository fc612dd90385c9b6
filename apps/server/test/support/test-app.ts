import { inject } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadEnv, type Env } from '../../src/env.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { emailOutbox } from '../../src/db/schema/index.ts';
import type { Email, Mailer } from '../../src/lib/mailer.ts';
import { openPgliteTemplate } from './database-template.ts';

export const driver = (process.env.TEST_DB_DRIVER ?? 'pglite') as 'pglite' | 'postgres';

/**
 * One database per test file: an in-memory PGlite loaded from the run's template (initdb,
 * migrations and seeds cost seconds, so they run once per run, in the global setup; ADR 031),
 * or the run's PostgreSQL database, itself a copy of the template.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = inject('postgresUrl');
  if (driver === 'postgres' && url) return openDatabase({ driver: 'postgres', url, poolSize: 4 });
  const template = inject('pgliteTemplate');
  if (!template)
    throw new Error('No PGlite template: run the server tests through vitest.config.ts.');
  return openPgliteTemplate(template);
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    THEO_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_SECRET: 'test-secret-0123456789-0123456789-abcdef',
    APP_URL: 'http://localhost:3000',
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** `app.inject` without waiting for the change feed first (PostgreSQL; the same on PGlite). */
  injectWithoutSettling: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; database?: Database; mailer?: Mailer } = {},
): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    env: testEnv(options.env),
    database,
    migrated: true,
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.ready();
  const injectWithoutSettling = app.inject.bind(app) as TestContext['injectWithoutSettling'];
  if (database.driver === 'postgres') settleBeforeEachRequest(app);
  return {
    app,
    injectWithoutSettling,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Tests write rows directly and then ask the API. On PGlite the change feed hears those
 * writes before the statement returns; on PostgreSQL notifications arrive a moment later, so
 * each request first waits for the feed to catch up, as a real request would a moment later.
 */
function settleBeforeEachRequest(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  const settled = async (options: InjectOptions) => {
    await app.changeFeed.settle();
    return inject(options);
  };
  app.inject = settled as typeof app.inject;
}

/** Captures emails instead of sending them. */
export function captureMailer(): Mailer & { sent: Email[]; lastTo(to: string): Email | undefined } {
  const sent: Email[] = [];
  return {
    sent,
    async send(email) {
      sent.push(email);
    },
    lastTo(to) {
      return sent.filter((email) => email.to === to).at(-1);
    },
  };
}

/**
 * The latest email queued for `to` in the outbox (ADR 015), whichever node's worker sends it:
 * on PostgreSQL the files share a database, and another file's app may send it first.
 */
export async function queuedTo(app: FastifyInstance, to: string): Promise<Email | undefined> {
  const [row] = await app.database.db
    .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The token of the first link in an email body. */
export function linkToken(email: Email | undefined): string {
  const match = email?.text.match(/token=([^&\s]+)/);
  if (!match?.[1]) throw new Error('no link in email');
  return decodeURIComponent(match[1]);
}
