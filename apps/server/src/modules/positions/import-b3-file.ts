import { and, desc, eq, sql } from 'drizzle-orm';
import { fromZonedDateTime, parseIsoCalendarDate, toIsoCalendarDate } from '@algoone/domain';
import type { TAchievement, TB3ImportReport } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import {
  b3Imports,
  netWorthSnapshots,
  portfolioHoldings,
  securityChoices,
} from '../../db/schema/index.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { recordActivity } from '../gamification/index.ts';
import { applyMovimentacao } from './plan-movimentacao.ts';
import { applyNegociacao } from './plan-negociacao.ts';
import { applyPosicao } from './plan-posicao.ts';
import {
  assertClassified,
  describePlan,
  planB3Import,
  type B3ImportBody,
  type PlannedImport,
} from './plan-b3-import.ts';
import { readB3File } from './read-b3-file.ts';
import { syncPortfolioHoldings } from './sync-portfolio-holdings.ts';

/**
 * POST /api/positions/imports: imports a B3 file in one transaction (ADR 027). The file is read
 * outside it; inside, a per-investor lock makes two imports of the same person run one after the
 * other, and the plan is made again on what is committed, so the preview's rules are the ones
 * applied. The same bytes twice change nothing; every import is audited.
 */
export async function importB3File(
  db: Db,
  viewer: Viewer,
  body: B3ImportBody,
  info: ClientInfo,
  now = new Date(),
): Promise<TB3ImportReport> {
  const file = await readB3File(db, viewer.id, body);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`b3-import:${viewer.id}`}))`);
    const planned = await planB3Import(tx, viewer.id, file, body, now);
    const summary = describePlan(planned);
    const report: TB3ImportReport = {
      importId: null,
      kind: summary.kind,
      created: 0,
      updated: 0,
      unchanged: summary.toCreate + summary.toUpdate + summary.unchanged,
      ignored: summary.ignoredCount,
      achievements: [],
    };
    if (planned.alreadyImportedAt) return report;
    assertClassified(planned);
    const [row] = await tx
      .insert(b3Imports)
      .values({
        userId: viewer.id,
        kind: planned.plan.kind,
        fileName: planned.fileName,
        sha256: planned.sha256,
        fileDate: planned.fileDate,
        lineCount: summary.lineCount,
        created: summary.toCreate,
        updated: summary.toUpdate,
        ignored: summary.ignoredCount,
        holderCpfHash: file.holderCpfHash,
        createdAt: now,
      })
      .returning({ id: b3Imports.id });
    if (!row) throw new Error('import not recorded');
    const achievements = await apply(tx, viewer.id, planned, row.id, body, now);
    await recordAudit(tx, {
      action: 'positions.imported',
      result: 'success',
      actorId: viewer.id,
      targetType: 'b3_import',
      targetId: row.id,
      ipAddress: info.ipAddress,
      userAgent: info.userAgent,
      details: {
        fileKind: planned.plan.kind,
        fileName: planned.fileName,
        sha256: planned.sha256,
        fileDate: planned.fileDate,
        created: summary.toCreate,
        updated: summary.toUpdate,
        ignored: summary.ignoredCount,
      },
    });
    return {
      ...report,
      importId: row.id,
      created: summary.toCreate,
      updated: summary.toUpdate,
      unchanged: summary.unchanged,
      achievements,
    };
  });
}

async function apply(
  tx: Db,
  userId: string,
  planned: PlannedImport,
  importId: string,
  body: B3ImportBody,
  now: Date,
): Promise<TAchievement[]> {
  const { plan } = planned;
  switch (plan.kind) {
    case 'negociacao':
      await applyNegociacao(tx, userId, plan.plan, importId);
      return [];
    case 'movimentacao':
      await applyMovimentacao(
        tx,
        userId,
        plan.plan,
        importId,
        new Map(body.sameAportes.map((same) => [same.month, same.contributionId])),
      );
      return [];
    case 'posicao': {
      const keys = new Set(plan.plan.holdings.map((holding) => holding.securityKey));
      const answers = body.choices.filter((choice) => keys.has(choice.securityKey));
      if (answers.length > 0) {
        await tx
          .insert(securityChoices)
          .values(answers.map((choice) => ({ userId, ...choice, updatedAt: now })))
          .onConflictDoUpdate({
            target: [securityChoices.userId, securityChoices.securityKey],
            set: { category: sql`excluded.category`, updatedAt: sql`excluded.updated_at` },
          });
      }
      await applyPosicao(tx, userId, plan.plan, importId);
      await syncPortfolioHoldings(tx, [userId], now);
      await recordNetWorth(tx, userId, plan.plan.fileDate, now);
      const [international] = await tx
        .select({ amountCents: portfolioHoldings.amountCents })
        .from(portfolioHoldings)
        .where(
          and(
            eq(portfolioHoldings.userId, userId),
            eq(portfolioHoldings.category, 'Internacional'),
          ),
        );
      const { achievements } = await recordActivity(tx, userId, {
        type: 'portfolio-updated',
        at: now,
        internationalValue: international?.amountCents ?? 0,
      });
      return achievements;
    }
  }
}

/**
 * The net worth history gets the Posição's day and the portfolio's total after the import
 * (the file's value plus what the investor typed outside B3), unless that day already has it;
 * when a later net worth exists, the import's is dated now, so it becomes the current one.
 */
async function recordNetWorth(tx: Db, userId: string, fileDate: string, now: Date) {
  const [total] = await tx
    .select({ cents: sql<string>`coalesce(sum(${portfolioHoldings.amountCents}), 0)` })
    .from(portfolioHoldings)
    .where(eq(portfolioHoldings.userId, userId));
  const amountCents = Number(total?.cents ?? 0);
  const [latest] = await tx
    .select({
      amountCents: netWorthSnapshots.amountCents,
      recordedAt: netWorthSnapshots.recordedAt,
    })
    .from(netWorthSnapshots)
    .where(eq(netWorthSnapshots.userId, userId))
    .orderBy(desc(netWorthSnapshots.recordedAt))
    .limit(1);
  const day = parseIsoCalendarDate(fileDate);
  const fileMoment =
    day && fileDate < toIsoCalendarDate(now)
      ? fromZonedDateTime({ ...day, hour: 18, minute: 0, second: 0, millisecond: 0 })
      : now;
  // The import is the newest thing the investor told us: a net worth typed after the file's day
  // must not stay the current one, so the snapshot is then dated now.
  const recordedAt = latest && latest.recordedAt > fileMoment ? now : fileMoment;
  if (
    latest &&
    latest.amountCents === amountCents &&
    toIsoCalendarDate(latest.recordedAt) === toIsoCalendarDate(recordedAt)
  ) {
    return;
  }
  await tx.insert(netWorthSnapshots).values({ userId, amountCents, recordedAt });
}
