import type { Db } from '../client.ts';
import { securityCatalogue } from '../schema/index.ts';
import { SECURITY_CATALOGUE } from './securities-catalogue.ts';

/**
 * The securities catalogue behind the B3 import's classes (ADR 027). Reference data rather than
 * demo content, so it is seeded on every start, like the academy; entries admins have edited on
 * /admin/ativos are never overwritten (one statement).
 */
export async function seedSecurityCatalogue(db: Db): Promise<void> {
  await db
    .insert(securityCatalogue)
    .values(
      SECURITY_CATALOGUE.map((entry) => ({
        ticker: entry.ticker,
        name: entry.name,
        kind: entry.kind,
        category: entry.category,
        indexName: entry.index ?? null,
        issuerCnpj: entry.issuerCnpj ?? null,
      })),
    )
    .onConflictDoNothing({ target: securityCatalogue.ticker });
}
