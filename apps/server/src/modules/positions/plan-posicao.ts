import { and, eq, inArray } from 'drizzle-orm';
import {
  PORTFOLIO_CATEGORIES,
  classifySecurity,
  formatCalendarDate,
  normalizeTicker,
  securityKey,
  type PortfolioCategory,
  type PositionLine,
} from '@algoone/domain';
import {
  B3_PREVIEW_LIST_LIMIT,
  type TB3ImportPreview,
  type TB3LineIssue,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { securityCatalogue, securityChoices, securityHoldings } from '../../db/schema/index.ts';
import { roundQuantity } from './b3/cells.ts';

/** One holding as it will be written. */
export interface PlannedHolding {
  securityKey: string;
  institution: string;
  family: PositionLine['family'];
  ticker: string | null;
  name: string;
  quantity: number;
  priceCents: number | null;
  valueCents: number;
  issuerCnpj: string | null;
  maturity: string | null;
  category: PortfolioCategory | null;
  categorySource: 'investor' | 'catalogue' | 'rule' | 'unknown';
  categoryReason: string;
  action: 'create' | 'update' | 'unchanged';
}

export interface PosicaoPlan {
  fileDate: string;
  holdings: PlannedHolding[];
  /** Institutions whose holdings the file replaces. */
  institutions: string[];
  ignored: TB3LineIssue[];
  /** Lines read (before merging repeats). */
  lineCount: number;
}

/**
 * The key a security is held and remembered under: the domain's `securityKey` (trading code,
 * Tesouro title code, or a bank product's name), with a bank product's maturity, since two CDBs
 * of one bank differ only by it.
 */
export function securityKeyOf(
  line: Pick<PositionLine, 'ticker' | 'name' | 'maturity' | 'family'>,
): string {
  const key = securityKey(line) ?? line.name.trim();
  return key.startsWith('rf:') && line.maturity
    ? `${key} ${formatCalendarDate(line.maturity)}`
    : key;
}

/**
 * What importing a Posição would do (ADR 027): the file's lines merged per security and
 * institution (an identical repeated line counts once; the same security in two accounts at one
 * institution adds up), each placed in a class (the investor's remembered or new answer, the
 * catalogue, the rules), and compared with what is held. Reads three statements; writes nothing.
 */
export async function planPosicao(
  db: Db,
  userId: string,
  lines: readonly PositionLine[],
  fileDate: string,
  answers: ReadonlyMap<string, PortfolioCategory>,
): Promise<PosicaoPlan> {
  const ignored: TB3LineIssue[] = [];
  const seen = new Set<string>();
  const merged = new Map<string, PlannedHolding>();
  for (const line of lines) {
    const identical = JSON.stringify([
      line.family,
      line.ticker,
      line.name,
      line.institution,
      line.quantity,
      line.valueCents,
      line.isin,
      line.maturity ? formatCalendarDate(line.maturity) : null,
    ]);
    if (seen.has(identical)) {
      ignored.push({
        sheet: line.sheet,
        row: line.row,
        reason: 'Linha repetida no arquivo: contada uma vez.',
      });
      continue;
    }
    seen.add(identical);
    const securityKey = securityKeyOf(line);
    const key = `${securityKey}\u0000${line.institution}`;
    const known = merged.get(key);
    if (known) {
      known.quantity = roundQuantity(known.quantity + line.quantity);
      known.valueCents += line.valueCents;
      continue;
    }
    merged.set(key, {
      securityKey,
      institution: line.institution,
      family: line.family,
      ticker: line.ticker ? normalizeTicker(line.ticker) : null,
      name: line.name,
      quantity: line.quantity,
      priceCents: line.priceCents,
      valueCents: line.valueCents,
      issuerCnpj: line.issuerCnpj,
      maturity: line.maturity ? formatCalendarDate(line.maturity) : null,
      category: null,
      categorySource: 'unknown',
      categoryReason: '',
      action: 'create',
    });
  }
  const planned = [...merged.values()];
  const keys = [...new Set(planned.map((holding) => holding.securityKey))];
  const institutions = [...new Set(planned.map((holding) => holding.institution))].sort();
  const [catalogue, choices, existing] = await Promise.all([
    keys.length
      ? db.select().from(securityCatalogue).where(inArray(securityCatalogue.ticker, keys))
      : [],
    keys.length
      ? db
          .select()
          .from(securityChoices)
          .where(
            and(eq(securityChoices.userId, userId), inArray(securityChoices.securityKey, keys)),
          )
      : [],
    db
      .select({
        securityKey: securityHoldings.securityKey,
        institution: securityHoldings.institution,
        quantity: securityHoldings.quantity,
        valueCents: securityHoldings.valueCents,
        category: securityHoldings.category,
        asOf: securityHoldings.asOf,
      })
      .from(securityHoldings)
      .where(eq(securityHoldings.userId, userId)),
  ]);
  const entries = new Map(catalogue.map((row) => [row.ticker, row]));
  const remembered = new Map(choices.map((row) => [row.securityKey, row.category]));
  const held = new Map(existing.map((row) => [`${row.securityKey}\u0000${row.institution}`, row]));
  // A file older than what an institution already has from B3 does not turn its clock back.
  const newerElsewhere = new Set(
    existing.filter((row) => row.asOf > fileDate).map((row) => row.institution),
  );

  const holdings: PlannedHolding[] = [];
  for (const holding of planned) {
    if (newerElsewhere.has(holding.institution)) {
      ignored.push({
        sheet: holding.family,
        row: 0,
        reason: `${holding.name} (${holding.institution}): já importamos uma posição mais recente desta instituição.`,
      });
      continue;
    }
    const entry = entries.get(holding.securityKey);
    const verdict = classifySecurity({
      ticker: holding.ticker,
      name: holding.name,
      family: holding.family,
      catalogue: entry ? { ...entry, index: entry.indexName } : null,
      investorChoice:
        answers.get(holding.securityKey) ?? remembered.get(holding.securityKey) ?? null,
    });
    holding.category = verdict.category;
    holding.categorySource = verdict.source;
    holding.categoryReason = verdict.reason;
    if (!holding.issuerCnpj && entry?.issuerCnpj) holding.issuerCnpj = entry.issuerCnpj;
    const before = held.get(`${holding.securityKey}\u0000${holding.institution}`);
    holding.action = !before
      ? 'create'
      : before.quantity === holding.quantity &&
          before.valueCents === holding.valueCents &&
          before.category === holding.category &&
          before.asOf === fileDate
        ? 'unchanged'
        : 'update';
    holdings.push(holding);
  }
  return {
    fileDate,
    holdings,
    institutions: institutions.filter((institution) => !newerElsewhere.has(institution)),
    ignored,
    lineCount: lines.length,
  };
}

/** The preview's Posição part. */
export function describePosicao(
  plan: PosicaoPlan,
): Pick<
  TB3ImportPreview,
  'securities' | 'institutions' | 'unknown' | 'totals' | 'toCreate' | 'toUpdate' | 'unchanged'
> {
  const byCategory = new Map<PortfolioCategory, number>();
  let totalCents = 0;
  let unclassifiedCents = 0;
  const unknown = new Map<string, { securityKey: string; ticker: string | null; name: string }>();
  const count = { create: 0, update: 0, unchanged: 0 };
  for (const holding of plan.holdings) {
    totalCents += holding.valueCents;
    count[holding.action] += 1;
    if (holding.category) {
      byCategory.set(
        holding.category,
        (byCategory.get(holding.category) ?? 0) + holding.valueCents,
      );
    } else {
      unclassifiedCents += holding.valueCents;
      unknown.set(holding.securityKey, {
        securityKey: holding.securityKey,
        ticker: holding.ticker,
        name: holding.name,
      });
    }
  }
  return {
    securities: plan.holdings.slice(0, B3_PREVIEW_LIST_LIMIT).map((holding) => ({
      securityKey: holding.securityKey,
      ticker: holding.ticker,
      name: holding.name,
      institution: holding.institution,
      family: holding.family,
      quantity: holding.quantity,
      valueCents: holding.valueCents,
      category: holding.category,
      categorySource: holding.categorySource,
      reason: holding.categoryReason,
      action: holding.action,
    })),
    institutions: plan.institutions,
    unknown: [...unknown.values()],
    totals: {
      totalCents,
      byCategory: PORTFOLIO_CATEGORIES.filter((category) => byCategory.has(category)).map(
        (category) => ({ category, valueCents: byCategory.get(category) ?? 0 }),
      ),
      unclassifiedCents,
    },
    toCreate: count.create,
    toUpdate: count.update,
    unchanged: count.unchanged,
  };
}

/**
 * Writes a Posição: the institutions it covers lose their old holdings and get the file's, in
 * the caller's transaction.
 */
export async function applyPosicao(
  tx: Db,
  userId: string,
  plan: PosicaoPlan,
  importId: string,
): Promise<void> {
  if (plan.institutions.length > 0) {
    await tx
      .delete(securityHoldings)
      .where(
        and(
          eq(securityHoldings.userId, userId),
          inArray(securityHoldings.institution, plan.institutions),
        ),
      );
  }
  const CHUNK = 1_000;
  for (let i = 0; i < plan.holdings.length; i += CHUNK) {
    await tx.insert(securityHoldings).values(
      plan.holdings.slice(i, i + CHUNK).map((holding) => ({
        userId,
        securityKey: holding.securityKey,
        institution: holding.institution,
        family: holding.family,
        ticker: holding.ticker,
        name: holding.name,
        quantity: holding.quantity,
        priceCents: holding.priceCents,
        valueCents: holding.valueCents,
        issuerCnpj: holding.issuerCnpj,
        maturity: holding.maturity,
        category: holding.category,
        categorySource: holding.categorySource,
        categoryReason: holding.categoryReason,
        asOf: plan.fileDate,
        importId,
      })),
    );
  }
}
