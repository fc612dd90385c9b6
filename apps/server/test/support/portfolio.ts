import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AporteCategory, BrokerId } from '@algoone/domain';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/client.ts';
import type { portfolioHoldings } from '../../src/db/schema/index.ts';
import { contributions, netWorthSnapshots } from '../../src/db/schema/index.ts';
import { as, type Actor } from './actors.ts';
import { onboardingBody, postOnboarding } from './onboarding.ts';
import { driver, openTestDatabase } from './test-app.ts';
import { clonePostgresTemplate, dropPostgresDatabase } from './database-template.ts';

/** An investor who went through the onboarding (Moderado, Médio; R$ 50.000,00; XP and BTG). */
export async function onboard(app: FastifyInstance, actor: Actor, overrides = {}) {
  const res = await postOnboarding(app, actor, onboardingBody(overrides));
  if (res.statusCode !== 201) throw new Error(`onboarding failed: ${res.body}`);
  return res.json();
}

export async function insertSnapshot(
  app: FastifyInstance,
  userId: string,
  amountCents: number,
  recordedAt: Date,
) {
  await app.database.db.insert(netWorthSnapshots).values({ userId, amountCents, recordedAt });
}

export interface AporteSeed {
  amountCents?: number;
  date: string;
  brokerId?: BrokerId;
  category?: AporteCategory;
}

/** Writes aportes straight into the table (no events), for data-size tests. */
export async function insertAportes(app: FastifyInstance, userId: string, aportes: AporteSeed[]) {
  if (aportes.length === 0) return;
  await app.database.db.insert(contributions).values(
    aportes.map((aporte) => ({
      userId,
      amountCents: aporte.amountCents ?? 10_000,
      contributedOn: aporte.date,
      brokerId: aporte.brokerId ?? 'xp',
      category: aporte.category ?? 'Renda Fixa',
    })),
  );
}

export async function countRows(
  app: FastifyInstance,
  table: typeof contributions | typeof netWorthSnapshots | typeof portfolioHoldings,
  userId: string,
): Promise<number> {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.userId, userId));
  return row?.n ?? 0;
}

export function request(
  app: FastifyInstance,
  actor: Actor | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: as(actor),
    ...(payload !== undefined ? { payload } : {}),
  });
}

/**
 * A database of its own, for tests of process-wide tables (the CDI series, sync_state) that
 * must not see other test files: an in-memory PGlite, or a sibling PostgreSQL database copied
 * from the run's migrated and seeded template for the file, and dropped after it.
 */
export async function openIsolatedDatabase(): Promise<{
  database: Database;
  drop(): Promise<void>;
}> {
  const url = inject('postgresUrl');
  const template = inject('postgresTemplate');
  if (driver !== 'postgres' || !url || !template) {
    const database = await openTestDatabase();
    return { database, drop: () => database.close() };
  }
  const name = `algoone_iso_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const database = await openDatabase({
    driver: 'postgres',
    url: await clonePostgresTemplate(url, template, name),
    poolSize: 4,
  });
  return {
    database,
    async drop() {
      await database.close();
      await dropPostgresDatabase(url, name);
    },
  };
}
