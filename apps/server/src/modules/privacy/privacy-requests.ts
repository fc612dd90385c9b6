import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type {
  TAdminPrivacyRequest,
  TPrivacyRequest,
  z,
  ZPrivacyRequestInput,
} from '@algoone/contracts';
import { PRIVACY_REQUEST_LABELS, privacyProtocol, privacyRequestDueAt } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { privacyRequests, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { requestAnsweredEmail } from './emails.ts';
import { recordAudit } from '../audit/index.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

type Row = typeof privacyRequests.$inferSelect;

const ADMIN_LIST_LIMIT = 200;

function view(row: Row): TPrivacyRequest {
  return {
    id: row.id,
    protocol: row.protocol,
    kind: row.kind as TPrivacyRequest['kind'],
    message: row.message,
    status: row.status as TPrivacyRequest['status'],
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** A request to the DPO: a protocol number and the legal deadline, at once. */
export async function createPrivacyRequest(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof ZPrivacyRequestInput>,
  client: ClientInfo,
  now: Date = new Date(),
): Promise<TPrivacyRequest> {
  return db.transaction(async (tx) => {
    // The number comes from the table's identity column, so two requests never share one; the
    // protocol is written once it is known, in the same transaction.
    const [inserted] = await tx
      .insert(privacyRequests)
      .values({
        protocol: `pendente-${randomUUID()}`,
        userId: viewer.id,
        kind: input.kind,
        message: input.message,
        dueAt: privacyRequestDueAt(now),
        createdAt: now,
      })
      .returning({ id: privacyRequests.id, seq: privacyRequests.seq });
    if (!inserted?.seq) throw new Error('privacy request not stored');
    const [row] = await tx
      .update(privacyRequests)
      .set({ protocol: privacyProtocol(now.getFullYear(), inserted.seq) })
      .where(eq(privacyRequests.id, inserted.id))
      .returning();
    if (!row) throw new Error('privacy request not stored');
    await recordAudit(tx, {
      action: 'privacy.request_created',
      result: 'success',
      actorId: viewer.id,
      targetType: 'privacy_request',
      targetId: row.id,
      ...client,
      details: { kind: input.kind, protocol: row.protocol },
    });
    return view(row);
  });
}

export async function listOwnRequests(db: Db, viewer: Viewer): Promise<TPrivacyRequest[]> {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, viewer.id))
    .orderBy(desc(privacyRequests.createdAt));
  return rows.map(view);
}

/** /admin/privacidade: the requests, the most urgent first; the view itself is audited. */
export async function listAdminRequests(
  db: Db,
  viewer: Viewer,
  status: 'open' | 'answered' | 'all',
  client: ClientInfo,
  now: Date = new Date(),
): Promise<TAdminPrivacyRequest[]> {
  const rows = await db
    .select({ request: privacyRequests, name: users.name, email: users.email })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(status === 'all' ? undefined : eq(privacyRequests.status, status))
    .orderBy(privacyRequests.dueAt)
    .limit(ADMIN_LIST_LIMIT);
  await recordAudit(db, {
    action: 'privacy.requests_viewed',
    result: 'success',
    actorId: viewer.id,
    targetType: 'privacy_request',
    ...client,
    details: { status, count: rows.length },
  });
  return rows.map(({ request, name, email }) => ({
    ...view(request),
    requester: { id: request.userId, name, email },
    overdue: request.status === 'open' && request.dueAt.getTime() < now.getTime(),
  }));
}

/** The DPO answers: recorded, audited, and emailed to the person. */
export async function answerPrivacyRequest(
  db: Db,
  viewer: Viewer,
  id: string,
  answer: string,
  client: ClientInfo,
  appUrl: string,
  now: Date = new Date(),
): Promise<TAdminPrivacyRequest> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: privacyRequests, name: users.name, email: users.email })
      .from(privacyRequests)
      .innerJoin(users, eq(users.id, privacyRequests.userId))
      .where(eq(privacyRequests.id, id))
      .for('update');
    if (!found) throw notFound('Solicitação não encontrada.');
    if (found.request.status === 'answered') throw conflict('Esta solicitação já foi respondida.');
    const [row] = await tx
      .update(privacyRequests)
      .set({ status: 'answered', answer, answeredAt: now, answeredBy: viewer.id })
      .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, 'open')))
      .returning();
    if (!row) throw conflict('Esta solicitação já foi respondida.');
    await recordAudit(tx, {
      action: 'privacy.request_answered',
      result: 'success',
      actorId: viewer.id,
      targetType: 'privacy_request',
      targetId: id,
      ...client,
      details: { protocol: row.protocol },
    });
    await enqueueEmails(tx, [
      requestAnsweredEmail({
        to: found.email,
        name: found.name,
        protocol: row.protocol,
        kindLabel: PRIVACY_REQUEST_LABELS[row.kind as keyof typeof PRIVACY_REQUEST_LABELS],
        answer,
        appUrl,
      }),
    ]);
    return {
      ...view(row),
      requester: { id: row.userId, name: found.name, email: found.email },
      overdue: false,
    };
  });
}
