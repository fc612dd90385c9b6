import { and, eq, ne, sql } from 'drizzle-orm';
import {
  POSITIONS_MESSAGES,
  type TSecurityCatalogueEntry,
  type z,
  type ZSecurityCatalogueBody,
  type ZSecurityCatalogueCreate,
} from '@algoone/contracts';
import {
  CATEGORY_BY_CATALOGUE_KIND,
  classifySecurity,
  isValidCnpj,
  normalizeTicker,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { securityCatalogue, securityHoldings } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { toCatalogueEntry } from './list-securities.ts';
import { syncPortfolioHoldings } from './sync-portfolio-holdings.ts';

type Body = z.output<typeof ZSecurityCatalogueBody>;

/**
 * The domain's catalogue rules, next to the field they concern: a valid CNPJ, the class a kind
 * fixes (a FII is in FIIs, a BDR in Internacional…), and an ETF's index, which decides its class.
 */
function checkEntry(body: Body): void {
  const fields: Record<string, string> = {};
  if (body.issuerCnpj && !isValidCnpj(body.issuerCnpj)) fields.issuerCnpj = POSITIONS_MESSAGES.cnpj;
  const expected = CATEGORY_BY_CATALOGUE_KIND[body.kind];
  if (expected && body.category !== expected) {
    fields.category = `Este tipo de ativo entra em ${expected}.`;
  }
  if (body.kind === 'etf' && !body.indexName?.trim()) {
    fields.indexName = 'Informe o índice que o ETF acompanha: é ele que decide a classe.';
  }
  // The form shows each message next to its field; the summary says where to look.
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/**
 * Investors' holdings of this security follow a corrected entry at once, unless the investor
 * placed it themselves: their class, its reason on /carteira, their category totals and drift.
 */
async function reclassifyHoldings(tx: Db, entry: typeof securityCatalogue.$inferSelect) {
  const holders = await tx
    .select({ userId: securityHoldings.userId, family: securityHoldings.family })
    .from(securityHoldings)
    .where(
      and(
        eq(securityHoldings.securityKey, entry.ticker),
        ne(securityHoldings.categorySource, 'investor'),
      ),
    );
  if (holders.length === 0) return;
  const family = holders[0]?.family ?? 'acoes';
  const verdict = classifySecurity({
    ticker: entry.ticker,
    name: entry.name,
    family,
    catalogue: { ...entry, index: entry.indexName },
  });
  await tx
    .update(securityHoldings)
    .set({
      category: verdict.category,
      categorySource: verdict.source,
      categoryReason: verdict.reason,
    })
    .where(
      and(
        eq(securityHoldings.securityKey, entry.ticker),
        ne(securityHoldings.categorySource, 'investor'),
      ),
    );
  await syncPortfolioHoldings(tx, [...new Set(holders.map((holder) => holder.userId))]);
}

/** After a save: holders follow the entry, and the save is audited, in the same transaction. */
async function finishSave(
  tx: Db,
  viewer: Viewer,
  info: ClientInfo,
  row: typeof securityCatalogue.$inferSelect,
  details: Record<string, unknown>,
): Promise<TSecurityCatalogueEntry> {
  await reclassifyHoldings(tx, row);
  await recordAudit(tx, {
    action: 'positions.security_saved',
    result: 'success',
    actorId: viewer.id,
    targetType: 'security',
    targetId: row.ticker,
    ipAddress: info.ipAddress,
    userAgent: info.userAgent,
    details,
  });
  return toCatalogueEntry(row);
}

/** POST /api/admin/securities: a new catalogue entry (audited). */
export async function createSecurity(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof ZSecurityCatalogueCreate>,
  info: ClientInfo,
): Promise<TSecurityCatalogueEntry> {
  checkEntry(body);
  const ticker = normalizeTicker(body.ticker);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(securityCatalogue)
      .values({ ...body, ticker, updatedBy: viewer.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw invalid({ ticker: POSITIONS_MESSAGES.tickerExists });
    return finishSave(tx, viewer, info, row, { name: row.name, category: row.category });
  });
}

/** PUT /api/admin/securities/:ticker: corrects an entry (audited with what changed). */
export async function updateSecurity(
  db: Db,
  viewer: Viewer,
  ticker: string,
  body: Body,
  info: ClientInfo,
): Promise<TSecurityCatalogueEntry> {
  checkEntry(body);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(securityCatalogue)
      .where(eq(securityCatalogue.ticker, ticker))
      .for('update');
    if (!before) throw notFound('Ativo não encontrado no catálogo.');
    const [row] = await tx
      .update(securityCatalogue)
      .set({ ...body, updatedBy: viewer.id, updatedAt: sql`now()` })
      .where(eq(securityCatalogue.ticker, ticker))
      .returning();
    if (!row) throw notFound('Ativo não encontrado no catálogo.');
    // Only what changed, each as { from, to } (/admin/logs reads "antes → depois").
    const changed = Object.fromEntries(
      (['name', 'category', 'issuerCnpj'] as const)
        .filter((key) => before[key] !== row[key])
        .map((key) => [key, { from: before[key], to: row[key] }]),
    );
    return finishSave(tx, viewer, info, row, changed);
  });
}
