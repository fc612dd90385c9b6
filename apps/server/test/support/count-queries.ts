import pg from 'pg';
import { onTestFinished, vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';

/** The statement's SQL text, whatever form the driver was handed it in. */
function statementText(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String(first.text);
  return '';
}

/**
 * Counts every statement sent to the database, on either driver, except the change feed's
 * barrier (`pg_notify`) that the PostgreSQL test harness sends before each request, and keeps
 * their text.
 */
export function countQueries(database: Database): {
  count(): number;
  texts(): string[];
  restore(): void;
} {
  const texts: string[] = [];
  const counted = (args: unknown[]) => {
    const text = statementText(args);
    if (!text.includes('pg_notify')) texts.push(text);
  };
  if (database.driver === 'postgres') {
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: Parameters<typeof original>
    ) {
      counted(args);
      return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    // Restored at the test's end whatever happens: a spy left behind would be wrapped by the
    // next count (and the worker runs the next files with the same module, ADR 031).
    onTestFinished(() => spy.mockRestore());
    return { count: () => texts.length, texts: () => [...texts], restore: () => spy.mockRestore() };
  }
  const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  const original = client.query.bind(client);
  const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
    counted(args);
    return original(...args);
  });
  onTestFinished(() => spy.mockRestore());
  return { count: () => texts.length, texts: () => [...texts], restore: () => spy.mockRestore() };
}
