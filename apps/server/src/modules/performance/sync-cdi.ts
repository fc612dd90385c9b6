import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { toIsoCalendarDate } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { cdiRates, syncState } from '../../db/schema/index.ts';
import { fetchSgsCdi } from './sgs-client.ts';

export const CDI_SYNC_KEY = 'cdi';
/** Nodes skip the sync when one succeeded less than this long ago: about once a day. */
export const CDI_SYNC_MIN_INTERVAL_MS = 20 * 60 * 60 * 1000;
/** How long a node holds the job before another may take it over (a crashed node). */
export const CDI_SYNC_LEASE_MS = 10 * 60 * 1000;
/** The first sync fetches this many years back (SGS allows up to 10 per request). */
export const CDI_BACKFILL_YEARS = 5;
/** Later syncs refetch the last days too, in case Banco Central revised them. */
export const CDI_OVERLAP_DAYS = 10;

const UPSERT_CHUNK = 500;

export type CdiSyncOutcome =
  | { status: 'skipped' }
  | { status: 'synced'; from: string; to: string; stored: number }
  | { status: 'failed'; error: string };

export function addCalendarDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Takes the CDI job for this node when nobody synced in the last 20 hours and no other node
 * holds it: one conditional UPDATE, so of several nodes starting together only one calls BCB.
 */
async function claim(db: Db, now: Date): Promise<boolean> {
  await db.insert(syncState).values({ key: CDI_SYNC_KEY }).onConflictDoNothing();
  const staleBefore = new Date(now.getTime() - CDI_SYNC_MIN_INTERVAL_MS);
  const claimed = await db
    .update(syncState)
    .set({ lastAttemptAt: now, leaseUntil: new Date(now.getTime() + CDI_SYNC_LEASE_MS) })
    .where(
      and(
        eq(syncState.key, CDI_SYNC_KEY),
        or(isNull(syncState.lastSuccessAt), lte(syncState.lastSuccessAt, staleBefore)),
        or(isNull(syncState.leaseUntil), lte(syncState.leaseUntil, now)),
      ),
    )
    .returning({ key: syncState.key });
  return claimed.length > 0;
}

/**
 * Brings the stored CDI series up to date from Banco Central's SGS (series 12). Safe to call
 * from every node at any time: it skips unless a day has passed, upserts (a repeated day is
 * overwritten, never duplicated) and records the outcome in `sync_state`. Never throws for a
 * failed fetch: the error is recorded and returned, and the next attempt retries.
 */
export async function syncCdi(
  db: Db,
  options: { baseUrl: string; now?: Date; signal?: AbortSignal; timeoutMs?: number },
): Promise<CdiSyncOutcome> {
  const now = options.now ?? new Date();
  if (!(await claim(db, now))) return { status: 'skipped' };

  const today = toIsoCalendarDate(now);
  try {
    const [latest] = await db
      .select({ date: sql<string | null>`max(${cdiRates.date})`.mapWith(cdiRates.date) })
      .from(cdiRates);
    const from = latest?.date
      ? addCalendarDays(latest.date, -CDI_OVERLAP_DAYS)
      : `${Number(today.slice(0, 4)) - CDI_BACKFILL_YEARS}-01-01`;
    const rates = await fetchSgsCdi({
      baseUrl: options.baseUrl,
      from,
      to: today,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    await db.transaction(async (tx) => {
      for (let index = 0; index < rates.length; index += UPSERT_CHUNK) {
        await tx
          .insert(cdiRates)
          .values(
            rates
              .slice(index, index + UPSERT_CHUNK)
              .map((rate) => ({ date: rate.date, ratePercent: rate.ratePercent, fetchedAt: now })),
          )
          .onConflictDoUpdate({
            target: cdiRates.date,
            set: { ratePercent: sql`excluded.rate_percent`, fetchedAt: sql`excluded.fetched_at` },
          });
      }
      await tx
        .update(syncState)
        .set({
          lastSuccessAt: now,
          leaseUntil: null,
          lastError: null,
          coverageFrom: sql`least(coalesce(${syncState.coverageFrom}, ${from}::date), ${from}::date)`,
        })
        .where(eq(syncState.key, CDI_SYNC_KEY));
    });
    return { status: 'synced', from, to: today, stored: rates.length };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db
      .update(syncState)
      .set({ leaseUntil: null, lastError: message })
      .where(eq(syncState.key, CDI_SYNC_KEY));
    return { status: 'failed', error: message };
  }
}
