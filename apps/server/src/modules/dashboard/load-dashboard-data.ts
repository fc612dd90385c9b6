import { sql } from 'drizzle-orm';
import type { PortfolioCategory, RecommendationPreferences } from '@algoone/domain';
import type { TLastRecommendation } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { SuitabilityRecordRow } from '../suitability/index.ts';
import { executePrepared } from '../../db/prepared-statement.ts';

/** Timestamps arrive inside JSON as text. */
type JsonInstant = string;

interface JsonSnapshot {
  id: number;
  amountCents: number;
  recordedAt: JsonInstant;
}

export interface JsonContribution {
  id: string;
  amountCents: number;
  date: string;
  brokerId: string;
  category: string;
  sourceKey: string | null;
  createdAt: JsonInstant;
  updatedAt: JsonInstant;
}

/**
 * The latest suitability record as json_build_object gives it: every column of the row, the
 * instants as text.
 */
export type JsonSuitabilityRecord = {
  [K in keyof SuitabilityRecordRow]: SuitabilityRecordRow[K] extends Date
    ? JsonInstant
    : SuitabilityRecordRow[K];
};

/**
 * The record as `latestProfile` (drizzle) maps the same row: each timestamptz read by
 * `new Date(text)`, the rest as PostgreSQL gives it (integer and jsonb arrive in JSON as they
 * do from the driver). So the gate, the greeting and the target see the values the suitability
 * module's own read would give.
 */
export function toSuitabilityRecord(json: JsonSuitabilityRecord): SuitabilityRecordRow {
  return {
    ...json,
    completedAt: new Date(json.completedAt),
    validUntil: new Date(json.validUntil),
  };
}

/** Everything the dashboard reads for one investor, from one statement. */
export interface DashboardData {
  /** Read here rather than from the (possibly cached) session, so the two never disagree. */
  name: string | null;
  /** The latest suitability record, whole: the greeting, the gate and the target read it. */
  profile: JsonSuitabilityRecord | null;
  investor: {
    preferences: RecommendationPreferences;
    brokerStepDone: boolean;
    allocationStepDone: boolean;
  } | null;
  latestSnapshot: JsonSnapshot | null;
  startSnapshot: JsonSnapshot | null;
  /** [day, cents] per day with aportes, from the return period's first day. */
  flows: [string, number][];
  holdings: {
    category: PortfolioCategory;
    amountCents: number;
    updatedAt: JsonInstant;
    fromB3: boolean;
  }[];
  /** The day of the latest B3 Posição (ADR 027). */
  positionsAsOf: string | null;
  lastRecommendation:
    | (Omit<TLastRecommendation, 'createdAt' | 'appliedAt'> & {
        createdAt: JsonInstant;
        appliedAt: JsonInstant | null;
      })
    | null;
  contributionTotals: {
    count: number;
    totalCents: number;
    yearToDateCount: number;
    yearToDateCents: number;
  };
  recentContributions: JsonContribution[];
  brokerAccounts: {
    brokerId: string;
    name: string;
    selectedAt: JsonInstant;
    accountConfirmedAt: JsonInstant | null;
  }[];
  /** The cashback ledger: credits minus reversals, and the latest credit. */
  cashbackLedger: {
    accumulatedCents: number;
    lastCredit: { amountCents: number; referenceMonth: string; creditedAt: JsonInstant } | null;
  };
  /** Each broker's cashback rate in force this month (basis points), from the rate history. */
  cashbackRates: Record<string, number> | null;
}

export const RECENT_CONTRIBUTIONS = 5;

/**
 * The dashboard's data in ONE round trip, whatever the amount of data: every part is an
 * index-range subquery (the investor's id first in each index), limited or aggregated in
 * PostgreSQL, and the whole is one JSON value. The aportes of the year are summed per day;
 * the latest suitability record is read whole, so the 24-month gate needs no statement of its
 * own. The CDI series is not here: it is the same for everyone, and kept in memory. A prepared
 * statement: its planning would otherwise cost more than its execution. Orderings spell out NULLS LAST as the
 * indexes are built (drizzle's `.desc()`), so that PostgreSQL walks the index instead of sorting.
 */
export async function loadDashboardData(
  db: Db,
  userId: string,
  yearStart: { instant: Date; day: string },
  recentLimit = RECENT_CONTRIBUTIONS,
  /** The first day of the current month: the rates in force then. */
  monthStart = yearStart.day,
): Promise<DashboardData> {
  const year = yearStart.instant.toISOString();
  const rows = await executePrepared<{ data: DashboardData }>(
    db,
    // v5: the CDI series left it (the whole series is kept in memory, performance/cdi-series.ts).
    // A changed statement needs a new name, or it would clash with the old one prepared on live
    // connections.
    'dashboard-data-v5',
    sql`
    with start_snapshot as (
      select id, amount_cents, recorded_at from (
        (select id, amount_cents, recorded_at, 0 as rank from net_worth_snapshots
          where user_id = ${userId} and recorded_at <= ${year}::timestamptz
          order by recorded_at desc nulls last, id desc limit 1)
        union all
        (select id, amount_cents, recorded_at, 1 as rank from net_worth_snapshots
          where user_id = ${userId} and recorded_at > ${year}::timestamptz
          order by recorded_at asc nulls first, id limit 1)
      ) candidates
      order by rank
      limit 1
    ),
    period as (
      select least(
        ${yearStart.day}::date,
        coalesce(
          (select (recorded_at at time zone 'America/Sao_Paulo')::date from start_snapshot),
          ${yearStart.day}::date
        )
      ) as first_day
    )
    select json_build_object(
      'name', (select name from users where id = ${userId}),
      'profile', (
        select json_build_object(
          'id', id, 'userId', user_id, 'questionnaireId', questionnaire_id, 'answers', answers,
          'totalPoints', total_points, 'profile', profile, 'allocationProfile', allocation_profile,
          'timeHorizon', time_horizon, 'completedAt', completed_at, 'validUntil', valid_until)
        from suitability_records where user_id = ${userId}
        order by completed_at desc nulls last limit 1),
      'investor', (
        select json_build_object(
          'preferences', preferences,
          'brokerStepDone', broker_step_done,
          'allocationStepDone', allocation_step_done)
        from investor_profiles where user_id = ${userId}),
      'latestSnapshot', (
        select json_build_object('id', id, 'amountCents', amount_cents, 'recordedAt', recorded_at)
        from net_worth_snapshots where user_id = ${userId}
        order by recorded_at desc nulls last, id desc limit 1),
      'startSnapshot', (
        select json_build_object('id', id, 'amountCents', amount_cents, 'recordedAt', recorded_at)
        from start_snapshot),
      'flows', (
        select coalesce(json_agg(json_build_array(day, amount) order by day), '[]'::json)
        from (
          select contributed_on as day, sum(amount_cents) as amount from contributions
          where user_id = ${userId} and contributed_on >= (select first_day from period)
          group by contributed_on
        ) per_day),
      'holdings', (
        select coalesce(json_agg(json_build_object(
          'category', category, 'amountCents', amount_cents, 'updatedAt', updated_at,
          'fromB3', from_b3)), '[]'::json)
        from portfolio_holdings where user_id = ${userId}),
      'positionsAsOf', (select max(as_of) from security_holdings where user_id = ${userId}),
      'lastRecommendation', (
        select json_build_object(
          'id', id, 'createdAt', created_at, 'status', status, 'appliedAt', applied_at,
          'reading', reading, 'profile', profile, 'timeHorizon', horizon, 'allocation', allocation)
        from recommendations where user_id = ${userId}
        order by created_at desc nulls last limit 1),
      'contributionTotals', (
        select json_build_object(
          'count', count(*),
          'totalCents', coalesce(sum(amount_cents), 0),
          'yearToDateCount', count(*) filter (where contributed_on >= ${yearStart.day}::date),
          'yearToDateCents',
            coalesce(sum(amount_cents) filter (where contributed_on >= ${yearStart.day}::date), 0))
        from contributions where user_id = ${userId}),
      'recentContributions', (
        select coalesce(json_agg(json_build_object(
          'id', id, 'amountCents', amount_cents, 'date', contributed_on, 'brokerId', broker_id,
          'category', category, 'sourceKey', source_key, 'createdAt', created_at,
          'updatedAt', updated_at)
          order by contributed_on desc, created_at desc), '[]'::json)
        from (
          select * from contributions where user_id = ${userId}
          order by contributed_on desc nulls last, created_at desc nulls last
          limit ${recentLimit}
        ) recent),
      'brokerAccounts', (
        select coalesce(json_agg(json_build_object(
          'brokerId', ib.broker_id, 'name', b.name, 'selectedAt', ib.selected_at,
          'accountConfirmedAt', ib.account_confirmed_at)
          order by b.sort_order, b.name), '[]'::json)
        from investor_brokers ib join brokers b on b.id = ib.broker_id
        where ib.user_id = ${userId}),
      'cashbackLedger', json_build_object(
        'accumulatedCents', (
          select coalesce(sum(case status when 'creditado' then passed_on_cents
            when 'estornado' then -passed_on_cents else 0 end), 0)
          from cashback_entries where user_id = ${userId}),
        'lastCredit', (
          select json_build_object(
            'amountCents', passed_on_cents, 'referenceMonth', reference_month,
            'creditedAt', credited_at)
          from cashback_entries where user_id = ${userId} and status = 'creditado'
          order by credited_at desc nulls last, created_at desc limit 1)),
      'cashbackRates', (
        select json_object_agg(broker_id, annual_bps) from (
          select distinct on (broker_id) broker_id, annual_bps from cashback_rates
          where effective_month <= ${monthStart}::date
          order by broker_id, effective_month desc
        ) in_force)
    ) as data
  `,
  );
  const [row] = rows;
  if (!row) throw new Error('dashboard statement returned no row');
  return row.data;
}
