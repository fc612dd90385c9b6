import type { Cents } from '../money/cents.ts';
import type { Month } from './rate-history.ts';

/**
 * A ledger row's status: `previsto` (announced by the broker, not yet paid to the investor),
 * `creditado` (paid to the investor) or `estornado` (a reversal of an earlier credit, a new
 * row: the ledger is never edited).
 */
export const CASHBACK_STATUSES = ['previsto', 'creditado', 'estornado'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

export const CASHBACK_STATUS_LABELS: Readonly<Record<CashbackStatus, string>> = {
  previsto: 'Previsto',
  creditado: 'Creditado',
  estornado: 'Estornado',
};

/** The most one ledger row may carry: R$ 1.000.000,00 (far above any monthly rebate). */
export const MAX_CASHBACK_ENTRY_CENTS = 100_000_000;

export interface LedgerEntry {
  userId: string;
  brokerId: string;
  referenceMonth: Month;
  /** What the broker paid AlgoOne for this investor and month. */
  receivedCents: Cents;
  /** What AlgoOne passed on to the investor. */
  passedOnCents: Cents;
  status: CashbackStatus;
}

/** A credit adds, a reversal subtracts, a forecast does not count (yet). */
export function signedAmount(entry: Pick<LedgerEntry, 'status' | 'passedOnCents'>): Cents {
  if (entry.status === 'creditado') return entry.passedOnCents;
  if (entry.status === 'estornado') return -entry.passedOnCents;
  return 0;
}

function signedReceived(entry: Pick<LedgerEntry, 'status' | 'receivedCents'>): Cents {
  if (entry.status === 'creditado') return entry.receivedCents;
  if (entry.status === 'estornado') return -entry.receivedCents;
  return 0;
}

/**
 * Checks one row's amounts: whole centavos, not negative, bounded, and never more passed on
 * than received. Returns pt-BR reasons, empty when the row is good.
 */
export function ledgerAmountProblems(receivedCents: number, passedOnCents: number): string[] {
  const problems: string[] = [];
  for (const [value, label] of [
    [receivedCents, 'recebido da corretora'],
    [passedOnCents, 'repassado ao investidor'],
  ] as const) {
    if (!Number.isInteger(value)) problems.push(`O valor ${label} deve ser em centavos inteiros.`);
    else if (value < 0) problems.push(`O valor ${label} não pode ser negativo.`);
    else if (value > MAX_CASHBACK_ENTRY_CENTS)
      problems.push(`O valor ${label} passa do limite de R$ 1.000.000,00 por lançamento.`);
  }
  if (problems.length === 0 && passedOnCents > receivedCents) {
    problems.push('O valor repassado não pode ser maior que o recebido da corretora.');
  }
  return problems;
}

export interface LedgerTotals {
  /** Credits minus reversals: what has reached the investor. */
  accumulatedCents: Cents;
  /** Brokers' payments for those credits, minus reversals. */
  receivedCents: Cents;
  /** Forecasts not yet credited. */
  forecastCents: Cents;
}

/** Totals of any set of rows; the order of the rows does not matter. */
export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  let accumulatedCents = 0;
  let receivedCents = 0;
  let forecastCents = 0;
  for (const entry of entries) {
    accumulatedCents += signedAmount(entry);
    receivedCents += signedReceived(entry);
    if (entry.status === 'previsto') forecastCents += entry.passedOnCents;
  }
  return { accumulatedCents, receivedCents, forecastCents };
}

/** Net credited per month, oldest first (the /cashback history). */
export function monthlyCredits(
  entries: readonly LedgerEntry[],
): { month: Month; amountCents: Cents }[] {
  const byMonth = new Map<Month, Cents>();
  for (const entry of entries) {
    if (entry.status === 'previsto') continue;
    byMonth.set(
      entry.referenceMonth,
      (byMonth.get(entry.referenceMonth) ?? 0) + signedAmount(entry),
    );
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, amountCents]) => ({ month, amountCents }));
}

/** Net credited per broker with its share of the total, largest first. */
export function brokerBreakdown(
  entries: readonly LedgerEntry[],
): { brokerId: string; amountCents: Cents; sharePercent: number }[] {
  const byBroker = new Map<string, Cents>();
  for (const entry of entries) {
    if (entry.status === 'previsto') continue;
    byBroker.set(entry.brokerId, (byBroker.get(entry.brokerId) ?? 0) + signedAmount(entry));
  }
  const positive = [...byBroker.values()].reduce((sum, v) => sum + Math.max(v, 0), 0);
  return [...byBroker.entries()]
    .map(([brokerId, amountCents]) => ({
      brokerId,
      amountCents,
      sharePercent:
        positive > 0 ? Math.round((Math.max(amountCents, 0) / positive) * 1000) / 10 : 0,
    }))
    .sort((a, b) => b.amountCents - a.amountCents || (a.brokerId < b.brokerId ? -1 : 1));
}

/**
 * The uniqueness rule of the ledger: two rows with the same investor, broker, month, status
 * and amounts are the same fact. A re-imported file, or a form sent twice, finds its rows
 * already there and writes nothing; a correction differs (a reversal's status, a new amount).
 */
export function entryKey(entry: LedgerEntry): string {
  return [
    entry.userId,
    entry.brokerId,
    entry.referenceMonth,
    entry.status,
    entry.receivedCents,
    entry.passedOnCents,
  ].join('|');
}

/**
 * What importing `incoming` into a ledger that already holds `existingKeys` does: the rows to
 * create, and the duplicates skipped (already in the ledger, or earlier in the same file).
 */
export function planImport<T extends LedgerEntry>(
  existingKeys: ReadonlySet<string>,
  incoming: readonly T[],
): { create: T[]; duplicates: T[] } {
  const seen = new Set(existingKeys);
  const create: T[] = [];
  const duplicates: T[] = [];
  for (const entry of incoming) {
    const key = entryKey(entry);
    if (seen.has(key)) duplicates.push(entry);
    else {
      seen.add(key);
      create.push(entry);
    }
  }
  return { create, duplicates };
}

/**
 * A broker's month as the admin sees it: received vs passed on, over the credits and
 * reversals (forecasts excluded), per broker and month, newest month first.
 */
export function monthlyBrokerTotals(entries: readonly LedgerEntry[]): {
  month: Month;
  brokerId: string;
  receivedCents: Cents;
  passedOnCents: Cents;
  investors: number;
}[] {
  const groups = new Map<
    string,
    {
      month: Month;
      brokerId: string;
      receivedCents: Cents;
      passedOnCents: Cents;
      users: Set<string>;
    }
  >();
  for (const entry of entries) {
    if (entry.status === 'previsto') continue;
    const key = `${entry.referenceMonth}|${entry.brokerId}`;
    const group = groups.get(key) ?? {
      month: entry.referenceMonth,
      brokerId: entry.brokerId,
      receivedCents: 0,
      passedOnCents: 0,
      users: new Set<string>(),
    };
    group.receivedCents += signedReceived(entry);
    group.passedOnCents += signedAmount(entry);
    group.users.add(entry.userId);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) =>
      a.month !== b.month ? (a.month < b.month ? 1 : -1) : a.brokerId < b.brokerId ? -1 : 1,
    )
    .map(({ users, ...rest }) => ({ ...rest, investors: users.size }));
}
