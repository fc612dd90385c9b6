import { and, asc, count, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { TAdminSecurities, TSecurityCatalogueEntry } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { securityCatalogue } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';

type CatalogueRow = typeof securityCatalogue.$inferSelect;

export function toCatalogueEntry(row: CatalogueRow): TSecurityCatalogueEntry {
  return {
    ticker: row.ticker,
    name: row.name,
    kind: row.kind,
    category: row.category,
    indexName: row.indexName,
    issuerCnpj: row.issuerCnpj,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The cursor is the last ticker shown, opaque to the client. */
const encodeCursor = (ticker: string) => Buffer.from(ticker, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const ticker = Buffer.from(cursor, 'base64url').toString('utf8');
  // A forged cursor can decode to anything (NUL bytes included): only a catalogue code passes.
  if (!/^[A-Z0-9 .+-]{1,60}$/.test(ticker)) {
    throw invalid({ after: 'Cursor inválido.' }, 'Cursor inválido.');
  }
  return ticker;
}

/** LIKE's wildcards in what a person typed are literal characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * /admin/ativos: the catalogue in ticker order, searched by code or name, a page at a time
 * (keyset on the primary key, so every page costs the same).
 */
export async function listSecurities(
  db: Db,
  query: { q?: string | undefined; after?: string | undefined; limit: number },
): Promise<TAdminSecurities> {
  const search: SQL | undefined = query.q
    ? or(
        ilike(securityCatalogue.ticker, likePattern(query.q)),
        ilike(securityCatalogue.name, likePattern(query.q)),
      )
    : undefined;
  const after = query.after ? gt(securityCatalogue.ticker, decodeCursor(query.after)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(securityCatalogue)
      .where(and(search, after))
      .orderBy(asc(securityCatalogue.ticker))
      .limit(query.limit + 1),
    db.select({ value: count() }).from(securityCatalogue).where(search),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    total: total?.value ?? 0,
    securities: page.map(toCatalogueEntry),
    next: rows.length > query.limit && last ? encodeCursor(last.ticker) : null,
  };
}
