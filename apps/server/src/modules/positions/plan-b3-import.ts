import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { toIsoCalendarDate, type PortfolioCategory } from '@algoone/domain';
import {
  type TB3ImportKind,
  type TB3ImportPreview,
  type TB3LineIssue,
  type ZB3ImportBody,
  type z,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { b3Imports } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';
import type { ReadB3File } from './read-b3-file.ts';
import {
  describeMovimentacao,
  planMovimentacao,
  type MovimentacaoPlan,
} from './plan-movimentacao.ts';
import { planNegociacao, type NegociacaoPlan } from './plan-negociacao.ts';
import { describePosicao, planPosicao, type PosicaoPlan } from './plan-posicao.ts';

export type B3ImportBody = z.output<typeof ZB3ImportBody>;

export type B3Plan =
  | { kind: 'posicao'; plan: PosicaoPlan }
  | { kind: 'movimentacao'; plan: MovimentacaoPlan }
  | { kind: 'negociacao'; plan: NegociacaoPlan };

export interface PlannedImport {
  sha256: string;
  fileName: string;
  fileDate: string | null;
  /** When the same bytes were imported before: nothing would change. */
  alreadyImportedAt: Date | null;
  plan: B3Plan;
  /** Lines the reader left out (totals, blanks, bad values), with their reasons. */
  readerIgnored: TB3LineIssue[];
}

/**
 * Plans a read B3 file's import for one investor (ADR 027): each kind's planner compares the
 * file's lines with what the investor has. Writes nothing; the preview and the import share it, so
 * what the investor saw is what is written.
 */
export async function planB3Import(
  db: Db,
  userId: string,
  file: ReadB3File,
  body: B3ImportBody,
  now = new Date(),
): Promise<PlannedImport> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [previous] = await db
    .select({ createdAt: b3Imports.createdAt })
    .from(b3Imports)
    .where(and(eq(b3Imports.userId, userId), eq(b3Imports.sha256, sha256)));
  const answers = new Map<string, PortfolioCategory>(
    body.choices.map((choice) => [choice.securityKey, choice.category]),
  );
  let plan: B3Plan;
  let fileDate: string | null = null;
  switch (file.kind) {
    case 'posicao':
      // Without a date in the file or its name, the positions are taken as of today.
      fileDate = file.date ?? toIsoCalendarDate(now);
      plan = {
        kind: 'posicao',
        plan: await planPosicao(db, userId, file.lines, fileDate, answers),
      };
      break;
    case 'movimentacao':
      plan = { kind: 'movimentacao', plan: await planMovimentacao(db, userId, file.lines) };
      break;
    case 'negociacao':
      plan = { kind: 'negociacao', plan: await planNegociacao(db, userId, file.lines) };
      break;
  }
  return {
    sha256,
    fileName: body.fileName,
    fileDate,
    alreadyImportedAt: previous?.createdAt ?? null,
    plan,
    readerIgnored: file.ignored,
  };
}

/** What the preview shows for a plan. */
export function describePlan(planned: PlannedImport): TB3ImportPreview {
  const { plan } = planned;
  const ignored = [...planned.readerIgnored, ...plan.plan.ignored];
  const base: TB3ImportPreview = {
    kind: plan.kind as TB3ImportKind,
    fileDate: planned.fileDate,
    alreadyImportedAt: planned.alreadyImportedAt?.toISOString() ?? null,
    lineCount: plan.plan.lineCount,
    toCreate: 0,
    toUpdate: 0,
    unchanged: 0,
    ignoredCount: ignored.length,
    ignored: ignored.slice(0, 500),
    securities: [],
    institutions: [],
    unknown: [],
    totals: { totalCents: 0, byCategory: [], unclassifiedCents: 0 },
    proventos: { count: 0, totalCents: 0 },
    aportes: [],
    trades: { count: 0, tickers: 0 },
  };
  switch (plan.kind) {
    case 'posicao':
      return { ...base, ...describePosicao(plan.plan) };
    case 'movimentacao':
      return { ...base, ...describeMovimentacao(plan.plan) };
    case 'negociacao':
      return {
        ...base,
        toCreate: plan.plan.lines.length,
        unchanged: plan.plan.unchanged,
        trades: { count: plan.plan.lines.length, tickers: plan.plan.tickers },
      };
  }
}

/** A Posição cannot be imported while a security has no class: the investor answers first. */
export function assertClassified(planned: PlannedImport): void {
  if (planned.plan.kind !== 'posicao') return;
  const missing = [
    ...new Set(
      planned.plan.plan.holdings
        .filter((holding) => holding.category === null)
        .map((holding) => holding.ticker ?? holding.name),
    ),
  ];
  if (missing.length === 0) return;
  const names = missing.slice(0, 5).join(', ') + (missing.length > 5 ? '…' : '');
  const message = `Diga em que classe entram: ${names}.`;
  throw invalid({ choices: message }, message);
}
