import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Row count and content digest of every table: equal before and after means nothing written. */
export async function fingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await app.database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = ((tables as { rows?: unknown[] }).rows ?? (tables as unknown[])) as {
    name: string;
  }[];
  const parts = names.map(
    ({ name }) =>
      sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(name)} t`,
  );
  const result = await app.database.db.execute(sql.join(parts, sql` union all `));
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as {
    name: string;
    digest: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
