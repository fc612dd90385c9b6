import { and, eq, sql } from 'drizzle-orm';
import { entryKey, firstDayOf } from '@algoone/domain';
import { CASHBACK_MESSAGES, type TCashbackEntry, type TRecordCredit } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers, cashbackEntries, users } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import type { RequestInfo } from './admin-brokers.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import { creditEmail, type CreditNotice } from './emails.ts';
import { toMonth } from './month.ts';

/**
 * POST /api/admin/cashback/credits: one ledger row for one investor, found by e-mail. The
 * same row twice (same investor, broker, month, status and amounts) is a 409, so a form sent
 * twice credits once. A `creditado` row notifies the investor by e-mail: queued in the outbox
 * (ADR 015) in the credit's own transaction, so the email exists exactly when the credit does.
 */
export async function recordCredit(
  db: Db,
  viewer: Viewer,
  input: TRecordCredit,
  info: RequestInfo,
  appUrl: string,
  now = new Date(),
): Promise<{ entry: TCashbackEntry; emailQueued: boolean }> {
  const [[investor], [broker]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email}`, eq(users.role, 'investor'))),
    db
      .select({ id: brokers.id, name: brokers.name })
      .from(brokers)
      .where(eq(brokers.id, input.brokerId)),
  ]);
  const problems: Record<string, string> = {};
  if (!investor) problems.email = CASHBACK_MESSAGES.investorNotFound;
  if (!broker) problems.brokerId = CASHBACK_MESSAGES.brokerNotFound;
  if (!investor || !broker) throw invalid(problems);

  const key = entryKey({ ...input, userId: investor.id });
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(cashbackEntries)
      .values({
        userId: investor.id,
        brokerId: broker.id,
        referenceMonth: firstDayOf(input.referenceMonth),
        receivedCents: input.receivedCents,
        passedOnCents: input.passedOnCents,
        status: input.status,
        creditedAt: input.status === 'previsto' ? null : now,
        entryKey: key,
        recordedBy: viewer.id,
      })
      .onConflictDoNothing({ target: cashbackEntries.entryKey })
      .returning();
    if (!created) throw conflict(CASHBACK_MESSAGES.duplicate);
    await recordAudit(tx as unknown as Db, {
      action: 'cashback.credit_recorded',
      result: 'success',
      actorId: viewer.id,
      targetType: 'cashback_entry',
      targetId: created.id,
      ...info,
      details: {
        userId: investor.id,
        brokerId: broker.id,
        referenceMonth: input.referenceMonth,
        status: input.status,
        receivedCents: input.receivedCents,
        passedOnCents: input.passedOnCents,
      },
    });
    if (created.status === 'creditado') {
      const notice: CreditNotice = {
        to: investor.email,
        name: investor.name,
        credits: [
          {
            brokerName: broker.name,
            referenceMonth: toMonth(created.referenceMonth),
            passedOnCents: created.passedOnCents,
          },
        ],
      };
      await enqueueEmails(tx, [creditEmail(notice, appUrl)]);
    }
    return created;
  });
  return {
    entry: {
      id: row.id,
      brokerId: broker.id,
      brokerName: broker.name,
      referenceMonth: toMonth(row.referenceMonth),
      receivedCents: row.receivedCents,
      passedOnCents: row.passedOnCents,
      status: row.status,
      creditedAt: row.creditedAt?.toISOString() ?? null,
      source: 'manual',
    },
    emailQueued: row.status === 'creditado',
  };
}
