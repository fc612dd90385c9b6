import { and, eq, gte, inArray, isNull, lt, like, sql } from 'drizzle-orm';
import {
  addMonths,
  b3AporteAttribution,
  firstDayOf,
  monthOfDay,
  classifyMovement,
  formatCalendarDate,
  isSameAporte,
  lineFingerprint,
  monthlyNetFlows,
  movementValueCents,
  parseIsoCalendarDate,
  type BrokerId,
  type MovementLine,
  type PortfolioCategory,
} from '@algoone/domain';
import type { TB3ImportPreview, TB3LineIssue } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { knownFingerprints, movementLineOf } from './stored-lines.ts';
import { contributions, securityHoldings, securityMovements } from '../../db/schema/index.ts';

const INSERT_CHUNK = 2_000;

export interface PlannedAporte {
  month: string;
  netCents: number;
  /** The month's last settlement day: the aporte's date. */
  contributedOn: string;
  /** The month's B3 aporte already exists (its amount may change). */
  existingId: string | null;
  manualCandidate: { id: string; amountCents: number; contributedOn: string } | null;
  brokerId: BrokerId;
  category: PortfolioCategory;
}

export interface MovimentacaoPlan {
  /** New lines (not in the file twice, not imported before). */
  lines: { line: MovementLine; fingerprint: string; movementClass: string }[];
  unchanged: number;
  ignored: TB3LineIssue[];
  lineCount: number;
  proventos: { count: number; totalCents: number };
  aportes: PlannedAporte[];
}

/**
 * What importing a Movimentação would do (ADR 027): lines already imported or repeated inside
 * the file count once (the domain's fingerprint); dividends, JCP and rendimentos go to the
 * proventos history; each month's net money in (buys settled minus sells settled, over every
 * line of that month the investor has imported) becomes one aporte marked B3, unless the
 * investor confirms a typed one is the same. A fixed number of statements per file.
 */
export async function planMovimentacao(
  db: Db,
  userId: string,
  lines: readonly MovementLine[],
): Promise<MovimentacaoPlan> {
  const ignored: TB3LineIssue[] = [];
  const inFile = new Map<
    string,
    { line: MovementLine; fingerprint: string; movementClass: string }
  >();
  for (const line of lines) {
    const fingerprint = lineFingerprint(line);
    if (inFile.has(fingerprint)) {
      ignored.push({
        sheet: line.sheet,
        row: line.row,
        reason: 'Linha repetida no arquivo: contada uma vez.',
      });
      continue;
    }
    inFile.set(fingerprint, { line, fingerprint, movementClass: classifyMovement(line).kind });
  }
  const fingerprints = [...inFile.keys()];
  const known = await knownFingerprints(db, securityMovements, userId, fingerprints);
  const fresh = [...inFile.values()].filter((entry) => !known.has(entry.fingerprint));

  let proventosCount = 0;
  let proventosCents = 0;
  for (const { line, movementClass } of fresh) {
    if (movementClass === 'dividend' || movementClass === 'jcp' || movementClass === 'fii-income') {
      proventosCount += 1;
      proventosCents += (line.direction === 'credit' ? 1 : -1) * movementValueCents(line);
    }
  }

  const settlementMonths = [
    ...new Set(
      fresh
        .filter((entry) => entry.movementClass.endsWith('-settlement'))
        .map((entry) => monthOfDay(formatCalendarDate(entry.line.date))),
    ),
  ].sort();
  const aportes = await planAportes(
    db,
    userId,
    settlementMonths,
    fresh.map((entry) => entry.line),
  );
  return {
    lines: fresh,
    unchanged: inFile.size - fresh.length,
    ignored,
    lineCount: lines.length,
    proventos: { count: proventosCount, totalCents: proventosCents },
    aportes,
  };
}

/** Each touched month's net money in, from the stored lines plus the file's new ones. */
async function planAportes(
  db: Db,
  userId: string,
  months: readonly string[],
  freshLines: readonly MovementLine[],
): Promise<PlannedAporte[]> {
  if (months.length === 0) return [];
  const from = firstDayOf(months[0] ?? '');
  const to = firstDayOf(addMonths(months.at(-1) ?? '', 1));
  const [stored, b3Aportes, manual, held] = await Promise.all([
    db
      .select()
      .from(securityMovements)
      .where(
        and(
          eq(securityMovements.userId, userId),
          gte(securityMovements.movedOn, from),
          lt(securityMovements.movedOn, to),
          inArray(securityMovements.movementClass, ['buy-settlement', 'sell-settlement']),
        ),
      ),
    db
      .select({ id: contributions.id, sourceKey: contributions.sourceKey })
      .from(contributions)
      .where(and(eq(contributions.userId, userId), like(contributions.sourceKey, 'b3:%'))),
    db
      .select({
        id: contributions.id,
        amountCents: contributions.amountCents,
        contributedOn: contributions.contributedOn,
      })
      .from(contributions)
      .where(
        and(
          eq(contributions.userId, userId),
          isNull(contributions.sourceKey),
          gte(contributions.contributedOn, from),
          lt(contributions.contributedOn, to),
        ),
      ),
    db
      .select({ ticker: securityHoldings.ticker, category: securityHoldings.category })
      .from(securityHoldings)
      .where(
        and(eq(securityHoldings.userId, userId), sql`${securityHoldings.category} is not null`),
      ),
  ]);
  const monthSet = new Set(months);
  const all = [...stored.map(movementLineOf), ...freshLines].filter((line) =>
    monthSet.has(monthOfDay(formatCalendarDate(line.date))),
  );
  const categoryOf = new Map(held.map((row) => [row.ticker, row.category as PortfolioCategory]));
  const existing = new Map(b3Aportes.map((row) => [row.sourceKey, row.id]));
  const plans: PlannedAporte[] = [];
  for (const flow of monthlyNetFlows(all)) {
    if (!monthSet.has(flow.month) || flow.netCents <= 0) continue;
    const candidate =
      manual.find((row) => {
        const date = parseIsoCalendarDate(row.contributedOn);
        return (
          date !== null &&
          isSameAporte(
            { date, amountCents: row.amountCents },
            { month: flow.month, amountCents: flow.netCents },
          )
        );
      }) ?? null;
    plans.push({
      month: flow.month,
      netCents: flow.netCents,
      contributedOn: formatCalendarDate(flow.lastDate),
      existingId: existing.get(`b3:${flow.month}`) ?? null,
      manualCandidate: candidate,
      ...b3AporteAttribution(all, flow.month, (ticker) => categoryOf.get(ticker)),
    });
  }
  return plans;
}

export function describeMovimentacao(
  plan: MovimentacaoPlan,
): Pick<TB3ImportPreview, 'proventos' | 'aportes' | 'toCreate' | 'unchanged'> {
  return {
    proventos: plan.proventos,
    aportes: plan.aportes.map((aporte) => ({
      month: aporte.month,
      netCents: aporte.netCents,
      action: aporte.existingId ? 'exists' : 'create',
      manualCandidate: aporte.existingId ? null : aporte.manualCandidate,
    })),
    toCreate: plan.lines.length,
    unchanged: plan.unchanged,
  };
}

/** Writes a Movimentação's new lines and its months' aportes, in the caller's transaction. */
export async function applyMovimentacao(
  tx: Db,
  userId: string,
  plan: MovimentacaoPlan,
  importId: string,
  sameAportes: ReadonlyMap<string, string>,
): Promise<void> {
  // One JSON parameter per chunk, expanded by PostgreSQL: building thousands of bound values in
  // the query builder cost more than the insert itself.
  for (let i = 0; i < plan.lines.length; i += INSERT_CHUNK) {
    const rows = plan.lines
      .slice(i, i + INSERT_CHUNK)
      .map(({ line, fingerprint, movementClass }) => ({
        fingerprint,
        moved_on: formatCalendarDate(line.date),
        direction: line.direction,
        kind: line.kind,
        movement_class: movementClass,
        product: line.product,
        ticker: line.ticker,
        institution: line.institution,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        value_cents: line.valueCents,
      }));
    await tx.execute(sql`
      insert into security_movements (user_id, fingerprint, moved_on, direction, kind,
        movement_class, product, ticker, institution, quantity, unit_price_cents, value_cents,
        import_id)
      select ${userId}, r.fingerprint, r.moved_on, r.direction, r.kind, r.movement_class,
        r.product, r.ticker, r.institution, r.quantity, r.unit_price_cents, r.value_cents,
        ${importId}::uuid
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(fingerprint text,
        moved_on date, direction text, kind text, movement_class text, product text,
        ticker text, institution text, quantity numeric, unit_price_cents bigint,
        value_cents bigint)
      on conflict (user_id, fingerprint) do nothing`);
  }
  for (const aporte of plan.aportes) {
    const sourceKey = `b3:${aporte.month}`;
    if (aporte.existingId) {
      await tx
        .update(contributions)
        .set({ amountCents: aporte.netCents, updatedAt: new Date() })
        .where(and(eq(contributions.id, aporte.existingId), eq(contributions.userId, userId)));
      continue;
    }
    const same = sameAportes.get(aporte.month);
    if (same && aporte.manualCandidate?.id === same) {
      // The investor said the typed aporte is this one: it is kept as typed and marked as B3's.
      await tx
        .update(contributions)
        .set({ sourceKey, updatedAt: new Date() })
        .where(and(eq(contributions.id, same), eq(contributions.userId, userId)));
      continue;
    }
    await tx
      .insert(contributions)
      .values({
        userId,
        amountCents: aporte.netCents,
        contributedOn: aporte.contributedOn,
        brokerId: aporte.brokerId,
        category: aporte.category,
        sourceKey,
      })
      .onConflictDoNothing();
  }
}
