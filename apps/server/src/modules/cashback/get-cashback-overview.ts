import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CASHBACK_SIMULATOR_BROKER_IDS,
  CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
  addMonths,
  brokerBreakdown,
  cashbackBrokerFor,
  creditRates,
  estimateForMonth,
  ledgerTotals,
  monthlyCredits,
  rateForMonth,
  type CashbackStatus,
  type LedgerEntry,
} from '@algoone/domain';
import type { TCashbackOverview } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { cashbackEntries, investorBrokers, netWorthSnapshots } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { brokerNameOf, loadCatalogue } from './catalogue.ts';
import { currentMonth, toMonth } from './month.ts';

/** The history shows the last 12 months that have credits. */
const HISTORY_MONTHS = 12;

/**
 * The investor's ledger summed per month, broker and status in PostgreSQL: the domain's rules
 * are sums, so they give the same totals on these groups as on the rows, and the answer's size
 * does not grow with the number of credits.
 */
export async function loadLedgerGroups(db: Db, userId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select({
      referenceMonth: cashbackEntries.referenceMonth,
      brokerId: cashbackEntries.brokerId,
      status: cashbackEntries.status,
      receivedCents: sql<number>`sum(${cashbackEntries.receivedCents})`.mapWith(Number),
      passedOnCents: sql<number>`sum(${cashbackEntries.passedOnCents})`.mapWith(Number),
    })
    .from(cashbackEntries)
    .where(eq(cashbackEntries.userId, userId))
    .groupBy(cashbackEntries.referenceMonth, cashbackEntries.brokerId, cashbackEntries.status);
  return rows.map((row) => ({
    userId,
    brokerId: row.brokerId,
    referenceMonth: toMonth(row.referenceMonth),
    status: row.status as CashbackStatus,
    receivedCents: row.receivedCents,
    passedOnCents: row.passedOnCents,
  }));
}

/**
 * GET /api/cashback: what /cashback shows for the signed-in investor. Recorded figures come
 * from their ledger only; estimates from the catalogue's rate in force this month and their
 * latest net worth. A fixed number of statements whatever the size of the ledger.
 */
export async function getCashbackOverview(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<TCashbackOverview> {
  const month = currentMonth(now);
  const [catalogue, groups, [lastCredit], [snapshot], accounts] = await Promise.all([
    loadCatalogue(db),
    loadLedgerGroups(db, viewer.id),
    db
      .select({
        amountCents: cashbackEntries.passedOnCents,
        referenceMonth: cashbackEntries.referenceMonth,
        creditedAt: cashbackEntries.creditedAt,
        brokerId: cashbackEntries.brokerId,
      })
      .from(cashbackEntries)
      .where(and(eq(cashbackEntries.userId, viewer.id), eq(cashbackEntries.status, 'creditado')))
      .orderBy(desc(cashbackEntries.creditedAt), desc(cashbackEntries.createdAt))
      .limit(1),
    db
      .select({ amountCents: netWorthSnapshots.amountCents })
      .from(netWorthSnapshots)
      .where(eq(netWorthSnapshots.userId, viewer.id))
      .orderBy(desc(netWorthSnapshots.recordedAt), desc(netWorthSnapshots.id))
      .limit(1),
    db
      .select({
        brokerId: investorBrokers.brokerId,
        accountConfirmedAt: investorBrokers.accountConfirmedAt,
      })
      .from(investorBrokers)
      .where(eq(investorBrokers.userId, viewer.id))
      .orderBy(investorBrokers.selectedAt),
  ]);
  const names = catalogue.brokers;
  const netWorthCents = snapshot?.amountCents ?? null;
  const totals = ledgerTotals(groups);

  const brokerId = cashbackBrokerFor({
    confirmedBrokerId: accounts.find((a) => a.accountConfirmedAt)?.brokerId,
    chosenBrokerId: accounts[0]?.brokerId,
  });
  const estimate =
    netWorthCents === null
      ? null
      : estimateForMonth(catalogue.history, brokerId, month, netWorthCents);
  const forecastThisMonth = groups
    .filter((g) => g.status === 'previsto' && g.referenceMonth === month)
    .reduce((sum, g) => sum + g.passedOnCents, 0);

  const firstShown = addMonths(month, -(HISTORY_MONTHS - 1));
  const disclosure = new Map<string, { receivedCents: number; passedOnCents: number }>();
  for (const group of groups) {
    if (group.status === 'previsto') continue;
    const sign = group.status === 'estornado' ? -1 : 1;
    const row = disclosure.get(group.brokerId) ?? { receivedCents: 0, passedOnCents: 0 };
    row.receivedCents += sign * group.receivedCents;
    row.passedOnCents += sign * group.passedOnCents;
    disclosure.set(group.brokerId, row);
  }

  return {
    netWorthCents,
    simulator: {
      defaultNetWorthCents: CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
      brokers: CASHBACK_SIMULATOR_BROKER_IDS.flatMap((id) => {
        const broker = names.get(id);
        const annualBps = rateForMonth(catalogue.history, id, month);
        return broker?.active && annualBps !== undefined
          ? [{ id, name: broker.name, annualBps }]
          : [];
      }),
    },
    cards: {
      accumulatedCents: totals.accumulatedCents,
      lastCredit:
        lastCredit && lastCredit.creditedAt
          ? {
              amountCents: lastCredit.amountCents,
              referenceMonth: toMonth(lastCredit.referenceMonth),
              creditedAt: lastCredit.creditedAt.toISOString(),
              brokerName: brokerNameOf(names, lastCredit.brokerId),
            }
          : null,
      monthEstimate:
        estimate && netWorthCents !== null
          ? {
              month,
              brokerId,
              brokerName: brokerNameOf(names, brokerId),
              annualBps: estimate.annualBps,
              netWorthCents,
              monthlyCents: estimate.monthlyCents,
              forecastCents: forecastThisMonth,
            }
          : null,
      annualProjectionCents: estimate?.annualCents ?? null,
    },
    history: monthlyCredits(groups).filter((m) => m.month >= firstShown),
    breakdown: brokerBreakdown(groups).map((row) => ({
      ...row,
      brokerName: brokerNameOf(names, row.brokerId),
      // The rates the credits were earned at, month by month; today's may differ.
      rates: creditRates(
        catalogue.history,
        row.brokerId,
        groups
          .filter((g) => g.brokerId === row.brokerId && g.status !== 'previsto')
          .map((g) => g.referenceMonth),
      ),
    })),
    disclosure: [...disclosure.entries()]
      .map(([id, amounts]) => ({ brokerId: id, brokerName: brokerNameOf(names, id), ...amounts }))
      .sort((a, b) => b.receivedCents - a.receivedCents),
  };
}
