import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/** Reads the rows of db.execute on either driver (both answer { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Runs a hot, fixed-text statement as a named prepared statement on PostgreSQL, so each pooled
 * connection plans it once instead of on every request (planning the dashboard's aggregate
 * costs more than running it). The SQL must be raw text with parameters only, and the same text
 * for the same name. On PGlite (in process, nothing to save) and inside a transaction it is an
 * ordinary execute. Named statements need a session per connection: behind a transaction-mode
 * pooler (PgBouncer) they would have to be turned off.
 */
export async function executePrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name, text, values: params });
    return result.rows as T[];
  }
  return rowsOf<T>(await db.execute(query));
}
