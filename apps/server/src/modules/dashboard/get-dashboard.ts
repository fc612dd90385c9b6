import {
  BROKERS,
  ONBOARDING_BROKER_IDS,
  cashbackBrokerFor,
  estimateCashback,
  type BrokerId,
  type NetWorthSnapshot,
} from '@algoone/domain';
import type { TCashbackEstimate, TDashboard, TDashboardQuery } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { toContribution } from '../contributions/index.ts';
import {
  todayOf,
  yearStartOf,
  yearToDatePerformance,
  type CdiSeriesReader,
} from '../performance/index.ts';
import {
  holdingsView,
  portfolioDrift,
  targetPortfolio,
  toHoldingsResponse,
} from '../portfolio/index.ts';
import { profileGateOf, toProfileGateResponse } from '../suitability/index.ts';
import {
  RECENT_CONTRIBUTIONS,
  loadDashboardData,
  toSuitabilityRecord,
  type DashboardData,
} from './load-dashboard-data.ts';
import { buildTracker } from './tracker.ts';

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

function snapshot(json: DashboardData['latestSnapshot']): NetWorthSnapshot | null {
  return json ? { at: new Date(json.recordedAt), value: json.amountCents } : null;
}

/**
 * The cashback estimate (docs/product.md §3), at the catalogue's rate in force this month, for
 * the broker the domain picks.
 */
function cashbackFor(
  requested: BrokerId | undefined,
  accounts: DashboardData['brokerAccounts'],
  netWorthCents: number,
  rates: DashboardData['cashbackRates'],
): TCashbackEstimate {
  const preferred = cashbackBrokerFor({
    requested,
    confirmedBrokerId: accounts.find((a) => a.accountConfirmedAt)?.brokerId,
    chosenBrokerId: accounts[0]?.brokerId,
  });
  const bps = rates?.[preferred];
  const estimate = estimateCashback(
    preferred,
    netWorthCents,
    bps === undefined ? undefined : bps / 100,
  );
  const optionIds = ONBOARDING_BROKER_IDS.includes(preferred)
    ? ONBOARDING_BROKER_IDS
    : [...ONBOARDING_BROKER_IDS, preferred];
  return {
    isEstimate: true,
    brokerId: preferred,
    options: optionIds.map((id) => ({ id, name: BROKERS[id].name })),
    ...estimate,
  };
}

/** What the dashboard reads: the investor's rows, and the CDI series everyone shares. */
export interface DashboardDeps {
  db: Db;
  cdiSeries: CdiSeriesReader;
}

/**
 * GET /api/dashboard: everything /dashboard shows for the signed-in investor, computed by the
 * domain from their own rows. One statement whatever the data size: the aggregate, which also
 * reads the latest suitability record; the suitability module's gate (CVM Res. 30/2021) decides
 * from it whether a target portfolio is shown. The CDI series comes from `cdiSeries` (memory).
 */
export async function getDashboard(
  { db, cdiSeries }: DashboardDeps,
  viewer: Viewer,
  query: TDashboardQuery,
  now = new Date(),
): Promise<TDashboard> {
  const yearStart = yearStartOf(now);
  const [data, cdi] = await Promise.all([
    loadDashboardData(
      db,
      viewer.id,
      yearStart,
      RECENT_CONTRIBUTIONS,
      `${todayOf(now).slice(0, 7)}-01`,
    ),
    cdiSeries(),
  ]);
  const gate = profileGateOf(data.profile ? toSuitabilityRecord(data.profile) : null, now);

  const latest = data.latestSnapshot;
  const netWorthCents = latest?.amountCents ?? null;
  const holdings = holdingsView(
    data.holdings.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) })),
    data.positionsAsOf,
  );
  const target =
    gate.status === 'valid'
      ? targetPortfolio(gate.record, data.investor?.preferences ?? null, netWorthCents)
      : null;

  return {
    generatedAt: now.toISOString(),
    greeting: {
      name: data.name ?? viewer.name,
      riskProfile: data.profile?.profile ?? null,
      timeHorizon: data.profile?.timeHorizon ?? null,
    },
    profileGate: toProfileGateResponse(gate),
    tracker: buildTracker({
      profileValid: gate.status === 'valid',
      recommendationSaved: data.lastRecommendation !== null,
      brokerConfirmed: data.brokerAccounts.some((a) => a.accountConfirmedAt !== null),
      brokerStepDone: data.investor?.brokerStepDone ?? false,
      portfolioRecorded: holdings.recorded,
      allocationStepDone: data.investor?.allocationStepDone ?? false,
    }),
    netWorth: { amountCents: netWorthCents, recordedAt: iso(latest?.recordedAt) },
    performance: yearToDatePerformance({
      now,
      startSnapshot: snapshot(data.startSnapshot),
      latestSnapshot: snapshot(latest),
      flows: data.flows.map(([day, amountCents]) => ({ day, amountCents })),
      cdiRates: cdi.rates,
      cdi: cdi.state,
    }),
    cashback: cashbackFor(
      query.broker,
      data.brokerAccounts,
      netWorthCents ?? 0,
      data.cashbackRates,
    ),
    cashbackLedger: {
      accumulatedCents: Number(data.cashbackLedger.accumulatedCents),
      lastCredit: data.cashbackLedger.lastCredit
        ? {
            amountCents: data.cashbackLedger.lastCredit.amountCents,
            referenceMonth: data.cashbackLedger.lastCredit.referenceMonth.slice(0, 7),
            creditedAt: new Date(data.cashbackLedger.lastCredit.creditedAt).toISOString(),
          }
        : null,
    },
    holdings: toHoldingsResponse(holdings),
    target,
    drift: target ? portfolioDrift(holdings.assetClasses, target) : null,
    lastRecommendation: data.lastRecommendation
      ? {
          ...data.lastRecommendation,
          createdAt: new Date(data.lastRecommendation.createdAt).toISOString(),
          appliedAt: iso(data.lastRecommendation.appliedAt),
        }
      : null,
    contributions: {
      ...data.contributionTotals,
      recent: data.recentContributions.map(toContribution),
    },
    brokerAccounts: data.brokerAccounts.map((account) => ({
      brokerId: account.brokerId,
      name: account.name,
      selectedAt: new Date(account.selectedAt).toISOString(),
      accountConfirmedAt: iso(account.accountConfirmedAt),
    })),
  };
}
