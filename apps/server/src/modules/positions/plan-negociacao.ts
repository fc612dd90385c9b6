import { sql } from 'drizzle-orm';
import {
  formatCalendarDate,
  lineFingerprint,
  normalizeTicker,
  type TradeLine,
} from '@algoone/domain';
import type { TB3LineIssue } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { knownFingerprints } from './stored-lines.ts';
import { securityTrades } from '../../db/schema/index.ts';

const INSERT_CHUNK = 2_000;

export interface NegociacaoPlan {
  lines: { line: TradeLine; fingerprint: string }[];
  unchanged: number;
  ignored: TB3LineIssue[];
  lineCount: number;
  tickers: number;
}

/**
 * What importing a Negociação would do: its trades, each once (the domain's fingerprint), from
 * which /carteira's average cost and the IR summary follow at read time.
 */
export async function planNegociacao(
  db: Db,
  userId: string,
  lines: readonly TradeLine[],
): Promise<NegociacaoPlan> {
  const ignored: TB3LineIssue[] = [];
  const inFile = new Map<string, { line: TradeLine; fingerprint: string }>();
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
    inFile.set(fingerprint, { line, fingerprint });
  }
  const fingerprints = [...inFile.keys()];
  const known = await knownFingerprints(db, securityTrades, userId, fingerprints);
  const fresh = [...inFile.values()].filter((entry) => !known.has(entry.fingerprint));
  return {
    lines: fresh,
    unchanged: inFile.size - fresh.length,
    ignored,
    lineCount: lines.length,
    tickers: new Set(fresh.map(({ line }) => normalizeTicker(line.ticker))).size,
  };
}

export async function applyNegociacao(
  tx: Db,
  userId: string,
  plan: NegociacaoPlan,
  importId: string,
): Promise<void> {
  // One JSON parameter per chunk, expanded by PostgreSQL (as the Movimentação's lines).
  for (let i = 0; i < plan.lines.length; i += INSERT_CHUNK) {
    const rows = plan.lines.slice(i, i + INSERT_CHUNK).map(({ line, fingerprint }) => ({
      fingerprint,
      traded_on: formatCalendarDate(line.date),
      side: line.side,
      ticker: normalizeTicker(line.ticker),
      institution: line.institution,
      quantity: line.quantity,
      price_cents: line.priceCents,
      value_cents: line.valueCents,
    }));
    await tx.execute(sql`
      insert into security_trades (user_id, fingerprint, traded_on, side, ticker, institution,
        quantity, price_cents, value_cents, import_id)
      select ${userId}, r.fingerprint, r.traded_on, r.side, r.ticker, r.institution,
        r.quantity, r.price_cents, r.value_cents, ${importId}::uuid
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(fingerprint text,
        traded_on date, side text, ticker text, institution text, quantity numeric,
        price_cents bigint, value_cents bigint)
      on conflict (user_id, fingerprint) do nothing`);
  }
}
