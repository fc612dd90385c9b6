import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
  LANDING_CASHBACK_BROKER_IDS,
  addMonths,
  firstDayOf,
  landingStats,
  landingTexts,
} from '@algoone/domain';
import type { TLandingFigures } from '@algoone/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { brokers, cashbackEntries, investorProfiles } from '../../db/schema/index.ts';
import { currentMonth } from './month.ts';

/**
 * The landing page's figures, from the database (docs/decisions/013-cashback-ledger.md):
 * the net worth of investors with a recommendation, the investors who completed the
 * onboarding, the credits of the last 12 months, and the catalogue's rates. Four statements.
 */
export async function getLandingFigures(db: Db, now = new Date()): Promise<TLandingFigures> {
  const since = firstDayOf(addMonths(currentMonth(now), -12));
  const [netWorthRows, [investors], [credits], catalogue] = await Promise.all([
    db.execute(sql`
      select coalesce(sum(latest.amount_cents), 0)::text as total
      from (
        select distinct on (s.user_id) s.amount_cents
        from net_worth_snapshots s
        where exists (select 1 from recommendations r where r.user_id = s.user_id)
        order by s.user_id, s.recorded_at desc, s.id desc
      ) latest`),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(investorProfiles)
      .where(isNotNull(investorProfiles.onboardingCompletedAt)),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        receivedCents: sql<number>`coalesce(sum(${cashbackEntries.receivedCents}), 0)`.mapWith(
          Number,
        ),
        passedOnCents: sql<number>`coalesce(sum(${cashbackEntries.passedOnCents}), 0)`.mapWith(
          Number,
        ),
      })
      .from(cashbackEntries)
      .where(
        and(eq(cashbackEntries.status, 'creditado'), gte(cashbackEntries.referenceMonth, since)),
      ),
    // The rate in force this month, from the history (the same as every estimate's).
    db
      .select({
        id: brokers.id,
        name: brokers.name,
        annualBps: sql<number>`coalesce((select annual_bps from cashback_rates r
          where r.broker_id = ${brokers.id} and r.effective_month <= ${firstDayOf(currentMonth(now))}::date
          order by r.effective_month desc limit 1), ${brokers.cashbackAnnualBps})`.mapWith(Number),
      })
      .from(brokers)
      .where(eq(brokers.active, true)),
  ]);
  const total = Number(
    (netWorthRows as unknown as { rows: { total: string }[] }).rows[0]?.total ?? 0,
  );
  const byId = new Map(catalogue.map((b) => [b.id, b]));
  return {
    stats: landingStats({
      netWorthUnderRecommendationCents: total,
      investors: investors?.count ?? 0,
      credits: credits ?? { count: 0, receivedCents: 0, passedOnCents: 0 },
      highestRateBps: Math.max(0, ...catalogue.map((b) => b.annualBps)),
    }),
    claims: LANDING_CASHBACK_BROKER_IDS.flatMap((id) => {
      const broker = byId.get(id);
      return broker ? [{ brokerId: id, name: broker.name, annualBps: broker.annualBps }] : [];
    }),
  };
}

/** How long the landing's figures are kept: counts of investors need not be to the second. */
const LANDING_CACHE_MS = 60_000;
const LANDING_KEY = 'landing';

/**
 * The landing's texts for the web-app plugin, which writes them into the prerendered page:
 * kept in memory, dropped by the change feed when a rate or the catalogue changes (shared
 * changes clear every cache) and after a minute for the counts.
 */
export function createLandingTexts(app: FastifyInstance): () => Promise<Record<string, string>> {
  const cache = app.changeFeed.createCache<Record<string, string>>({
    ttlMs: LANDING_CACHE_MS,
    maxEntries: 1,
  });
  return () =>
    cache.getOrLoad(LANDING_KEY, async () => {
      const figures = await getLandingFigures(app.database.db);
      return {
        userId: LANDING_KEY,
        value: landingTexts({
          stats: figures.stats,
          claims: figures.claims,
          sampleNetWorthCents: CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
        }),
      };
    });
}
