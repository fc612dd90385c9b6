import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  entryKey,
  firstDayOf,
  planImport,
  readImportLines,
  type ImportLine,
  type ImportReading,
} from '@algoone/domain';
import {
  CASHBACK_MESSAGES,
  type TImportFile,
  type TImportPreview,
  type TImportReport,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers, cashbackEntries, cashbackImports, users } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { parseCsv } from '../contributions/index.ts';
import type { RequestInfo } from './admin-brokers.ts';
import { decodeCsvFile } from './decode-file.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import { creditEmail, type CreditNotice } from './emails.ts';

/** Rows per INSERT statement. */
const INSERT_CHUNK = 5_000;
/** Keys per lookup statement (one array parameter each). */
const LOOKUP_CHUNK = 10_000;
const SAMPLE_LINES = 20;

const fileError = (message: string) => invalid({ file: message }, message);

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface Checked {
  reading: ImportReading;
  plan: { create: ImportLine[]; duplicates: ImportLine[] };
  lineCount: number;
  sha256: string;
  names: Map<string, { name: string; email: string }>;
  brokerNames: Map<string, string>;
}

/**
 * Decodes and checks a broker's file against the database: investors by e-mail and brokers by
 * id or name (one statement each for the whole file), then which rows the ledger already has.
 * A fixed handful of statements whatever the file's size; writes nothing.
 */
async function checkFile(db: Db, file: TImportFile): Promise<Checked> {
  const text = decodeCsvFile(file.contentBase64);
  const records = parseCsv(text);
  const emailColumnGuess = new Set<string>();
  for (const record of records)
    for (const field of record.fields) {
      const value = field.trim().toLowerCase();
      if (value.includes('@') && value.length <= 254) emailColumnGuess.add(value);
    }
  const emails = [...emailColumnGuess];
  const [investorRows, brokerRows] = await Promise.all([
    Promise.all(
      chunks(emails, LOOKUP_CHUNK).map((part) =>
        db
          .select({ id: users.id, email: sql<string>`lower(${users.email})`, name: users.name })
          .from(users)
          .where(
            and(
              eq(users.role, 'investor'),
              sql`lower(${users.email}) = any(${sql.param(part)}::text[])`,
            ),
          ),
      ),
    ).then((parts) => parts.flat()),
    db.select({ id: brokers.id, name: brokers.name }).from(brokers),
  ]);
  const investorByEmail = new Map(investorRows.map((row) => [row.email, row.id]));
  const brokerByKey = new Map<string, string>();
  for (const broker of brokerRows) {
    brokerByKey.set(normalise(broker.id), broker.id);
    brokerByKey.set(normalise(broker.name), broker.id);
  }
  const result = readImportLines(records, {
    investorByEmail: (email) => investorByEmail.get(email),
    brokerByName: (name) => brokerByKey.get(normalise(name)),
  });
  if ('problem' in result) {
    throw fileError(
      result.problem === 'missingColumns'
        ? CASHBACK_MESSAGES.fileColumns
        : result.problem === 'tooManyLines'
          ? CASHBACK_MESSAGES.fileTooLarge
          : CASHBACK_MESSAGES.fileEmpty,
    );
  }
  const keys = result.lines.map(entryKey);
  const existing = (
    await Promise.all(
      chunks(keys, LOOKUP_CHUNK).map((part) =>
        db
          .select({ key: cashbackEntries.entryKey })
          .from(cashbackEntries)
          .where(sql`${cashbackEntries.entryKey} = any(${sql.param(part)}::text[])`),
      ),
    )
  ).flat();
  return {
    reading: result,
    plan: planImport(new Set(existing.map((row) => row.key)), result.lines),
    lineCount: result.lines.length + result.rejected.length,
    sha256: createHash('sha256').update(file.contentBase64).digest('hex'),
    names: new Map(investorRows.map((row) => [row.id, { name: row.name, email: row.email }])),
    brokerNames: new Map(brokerRows.map((row) => [row.id, row.name])),
  };
}

/** POST /api/admin/cashback/imports/preview: what the file would do; nothing is written. */
export async function previewImport(db: Db, file: TImportFile): Promise<TImportPreview> {
  const { reading, plan, lineCount } = await checkFile(db, file);
  return {
    lineCount,
    toCreate: plan.create.length,
    duplicates: plan.duplicates.map((line) => ({ line: line.line })),
    rejected: reading.rejected,
    sample: plan.create.slice(0, SAMPLE_LINES).map((line) => ({
      line: line.line,
      email: line.email,
      brokerId: line.brokerId,
      referenceMonth: line.referenceMonth,
      receivedCents: line.receivedCents,
      passedOnCents: line.passedOnCents,
      status: line.status,
    })),
    totals: plan.create.reduce(
      (sum, line) => ({
        receivedCents: sum.receivedCents + line.receivedCents,
        passedOnCents: sum.passedOnCents + line.passedOnCents,
      }),
      { receivedCents: 0, passedOnCents: 0 },
    ),
  };
}

/**
 * POST /api/admin/cashback/imports: after the preview, the admin confirms. The file is checked
 * again (the ledger may have changed), then its good lines are written in ONE transaction with
 * the import's row and its audit entry; lines already in the ledger are skipped by the unique
 * key (also against a concurrent import), and rejected lines are reported, never written.
 * Each investor credited gets one email, queued in the outbox (ADR 015) in that transaction.
 */
export async function commitImport(
  db: Db,
  viewer: Viewer,
  file: TImportFile,
  info: RequestInfo,
  appUrl: string,
  now = new Date(),
): Promise<{ report: TImportReport; emailsQueued: number }> {
  const { reading, plan, lineCount, sha256, names, brokerNames } = await checkFile(db, file);
  if (plan.create.length === 0) {
    return {
      report: {
        importId: null,
        lineCount,
        created: 0,
        duplicates: plan.duplicates.length,
        rejected: reading.rejected,
      },
      emailsQueued: 0,
    };
  }
  const importId = randomUUID();
  // One email per investor credited by this import (not for lines another import wrote).
  const creditNotices = (created: Set<string>): CreditNotice[] => {
    const byInvestor = new Map<string, CreditNotice>();
    for (const line of plan.create) {
      if (line.status !== 'creditado' || !created.has(entryKey(line))) continue;
      const person = names.get(line.userId);
      if (!person) continue;
      const notice = byInvestor.get(line.userId) ?? {
        to: person.email,
        name: person.name,
        credits: [],
      };
      notice.credits.push({
        brokerName: brokerNames.get(line.brokerId) ?? line.brokerId,
        referenceMonth: line.referenceMonth,
        passedOnCents: line.passedOnCents,
      });
      byInvestor.set(line.userId, notice);
    }
    return [...byInvestor.values()];
  };
  const { keys: createdKeys, notices } = await db.transaction(async (tx) => {
    await tx.insert(cashbackImports).values({
      id: importId,
      fileName: file.fileName,
      sha256,
      createdBy: viewer.id,
      createdAt: now,
      lineCount,
      createdCount: 0,
      duplicateCount: 0,
      rejectedCount: reading.rejected.length,
    });
    // One statement per chunk with a column per array (unnest): 11 parameters instead of 11 per
    // row, which is what makes 10.000 lines fast on PGlite.
    const keys = new Set<string>();
    const creditedAt = now.toISOString();
    for (const part of chunks(plan.create, INSERT_CHUNK)) {
      const inserted = await tx.execute(sql`
        insert into cashback_entries (user_id, broker_id, reference_month, received_cents,
          passed_on_cents, status, credited_at, import_id, entry_key, recorded_by, created_at)
        select u, b, m::date, r, p, s, case when s = 'previsto' then null else ${creditedAt}::timestamptz end,
          ${importId}::uuid, k, ${viewer.id}, ${creditedAt}::timestamptz
        from unnest(${sql.param(part.map((l) => l.userId))}::text[], ${sql.param(part.map((l) => l.brokerId))}::text[],
          ${sql.param(part.map((l) => firstDayOf(l.referenceMonth)))}::text[], ${sql.param(part.map((l) => l.receivedCents))}::bigint[],
          ${sql.param(part.map((l) => l.passedOnCents))}::bigint[], ${sql.param(part.map((l) => l.status))}::text[],
          ${sql.param(part.map(entryKey))}::text[]) as t(u, b, m, r, p, s, k)
        on conflict (entry_key) do nothing
        returning entry_key`);
      for (const row of (inserted as unknown as { rows: { entry_key: string }[] }).rows) {
        keys.add(row.entry_key);
      }
    }
    const duplicates = plan.duplicates.length + plan.create.length - keys.size;
    await tx
      .update(cashbackImports)
      .set({ createdCount: keys.size, duplicateCount: duplicates })
      .where(eq(cashbackImports.id, importId));
    await recordAudit(tx as unknown as Db, {
      action: 'cashback.import_committed',
      result: 'success',
      actorId: viewer.id,
      targetType: 'cashback_import',
      targetId: importId,
      ...info,
      details: {
        fileName: file.fileName,
        sha256,
        lineCount,
        created: keys.size,
        duplicates,
        rejected: reading.rejected.length,
      },
    });
    const notices = creditNotices(keys);
    await enqueueEmails(
      tx,
      notices.map((notice) => creditEmail(notice, appUrl)),
    );
    return { keys, notices: notices.length };
  });

  return {
    report: {
      importId,
      lineCount,
      created: createdKeys.size,
      duplicates: lineCount - reading.rejected.length - createdKeys.size,
      rejected: reading.rejected,
    },
    emailsQueued: notices,
  };
}
