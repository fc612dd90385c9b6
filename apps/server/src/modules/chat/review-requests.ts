import { and, eq } from 'drizzle-orm';
import { goalDueDate, goalReviewMessage, validateProposedTimes } from '@algoone/domain';
import {
  CHAT_MESSAGES,
  isUuid,
  type TReviewDecisionBody,
  type TReviewRequestBody,
  type TReviewResult,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { chatConversations, chatReviewRequests, goals } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { investorLink, staffLink, type ChatContext } from './chat-context.ts';
import {
  ensureConversation,
  one,
  personOf,
  toReviewRequest,
  type ReviewRow,
} from './chat-store.ts';
import { consultantOf, staffConversation } from './conversation-access.ts';
import { formatWhen, reviewConfirmedEmails } from './emails.ts';
import { chatTextOrThrow, postInvestorMessage } from './send-investor-message.ts';
import { postStaffMessage } from './send-staff-message.ts';

const TIMES_MESSAGES = {
  none: CHAT_MESSAGES.timesRequired,
  too_many: CHAT_MESSAGES.timesTooMany,
  past: CHAT_MESSAGES.timesPast,
  duplicate: CHAT_MESSAGES.timesDuplicate,
} as const;

const withNote = (text: string, note: string | null) => (note ? `${text}\n\n${note}` : text);

/** The message text and row values of a new request, checked against the viewer's data. */
async function prepare(db: Db, viewer: Viewer, body: TReviewRequestBody, now: Date) {
  if (body.kind === 'schedule') {
    const checked = validateProposedTimes(
      body.times.map((time) => new Date(time)),
      now,
    );
    if (checked.kind === 'invalid') throw invalid({ times: TIMES_MESSAGES[checked.reason] });
    const note = chatTextOrThrow(body.note ?? '', 'note');
    const times = checked.times.map((time) => time.toISOString());
    return {
      values: { kind: 'schedule' as const, proposedTimes: times },
      text: withNote(
        `Pedido de revisão com o consultor. Horários propostos (Brasília): ${checked.times.map(formatWhen).join('; ')}.`,
        note,
      ),
    };
  }
  if (body.kind === 'human_review') {
    const note = chatTextOrThrow(body.note ?? '', 'note');
    return {
      values: { kind: 'human_review' as const },
      text: withNote(
        'Solicito a revisão humana da recomendação automatizada (LGPD, art. 20).',
        note,
      ),
    };
  }
  if (!isUuid(body.goalId)) throw notFound();
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, body.goalId), eq(goals.userId, viewer.id)));
  if (!goal) throw notFound();
  return {
    values: { kind: 'goal_review' as const, goalId: goal.id },
    text: goalReviewMessage(
      goal.name,
      {
        targetCents: goal.targetCents,
        accumulatedCents: goal.accumulatedCents,
        dueDate: goalDueDate(new Date(goal.createdAt), goal.termMonths),
      },
      now,
    ),
  };
}

/** POST /api/chat/review-requests: a typed request, posted in the conversation as such. */
export async function createReviewRequest(
  ctx: ChatContext,
  viewer: Viewer,
  body: TReviewRequestBody,
): Promise<TReviewResult> {
  const now = new Date();
  const prepared = await prepare(ctx.db, viewer, body, now);
  const { row, emailed } = await ctx.db.transaction(async (tx) => {
    const { conversation } = await ensureConversation(tx, viewer.id);
    const created = one(
      await tx
        .insert(chatReviewRequests)
        .values({ conversationId: conversation.id, ...prepared.values })
        .returning(),
    );
    const posted = await postInvestorMessage(ctx, tx, viewer, {
      kind: 'review_request',
      text: prepared.text,
      reviewRequestId: created.id,
    });
    return { row: created, emailed: posted.emailed };
  });
  if (emailed) ctx.emailsQueued();
  return { reviewRequest: toReviewRequest(row) };
}

async function findRequest(db: Db, id: string): Promise<ReviewRow & { investorId: string }> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ request: chatReviewRequests, investorId: chatConversations.investorId })
    .from(chatReviewRequests)
    .innerJoin(chatConversations, eq(chatConversations.id, chatReviewRequests.conversationId))
    .where(eq(chatReviewRequests.id, id))
    .for('update', { of: chatReviewRequests });
  if (!row) throw notFound();
  return { ...row.request, investorId: row.investorId };
}

const OPEN = new Set(['pending', 'counter_proposed']);

/**
 * POST /api/chat/review-requests/:id/decision (staff who may answer): confirm one of the
 * investor's times (both get an .ics invite), propose another, or close a request.
 */
export async function decideReviewRequest(
  ctx: ChatContext,
  viewer: Viewer,
  id: string,
  body: TReviewDecisionBody,
): Promise<TReviewResult> {
  const now = new Date();
  const result = await ctx.db.transaction(async (tx) => {
    const request = await findRequest(tx, id);
    const found = await staffConversation(tx, viewer, request.conversationId, 'write', {
      forUpdate: true,
    });
    if (!OPEN.has(request.status)) throw conflict(CHAT_MESSAGES.reviewNotPending);
    let text: string;
    let set: Partial<typeof chatReviewRequests.$inferInsert>;
    let emails: ReturnType<typeof reviewConfirmedEmails> = [];
    if (body.action === 'close') {
      set = { status: 'closed' };
      text = 'Pedido de revisão concluído.';
    } else {
      if (request.kind !== 'schedule') throw invalid({ action: 'Este pedido não tem horários.' });
      const time = new Date(body.time);
      if (time.getTime() <= now.getTime()) throw invalid({ time: CHAT_MESSAGES.timesPast });
      if (body.action === 'confirm') {
        if (!request.proposedTimes.some((t) => new Date(t).getTime() === time.getTime())) {
          throw invalid({ time: 'Escolha um dos horários propostos.' });
        }
        set = { status: 'confirmed', scheduledFor: time };
        text = `Revisão confirmada para ${formatWhen(time)} (horário de Brasília). O convite foi enviado por e-mail.`;
        const consultant = (await personOf(tx, found.consultantId)) ?? viewer;
        emails = reviewConfirmedEmails({
          requestId: request.id,
          startsAt: time,
          investor: found.investor,
          consultant,
          investorLink: investorLink(ctx),
          consultantLink: staffLink(ctx, found.conversation.id),
        });
      } else {
        set = { status: 'counter_proposed', counterTime: time };
        text = `Proponho outro horário para a revisão: ${formatWhen(time)} (horário de Brasília).`;
      }
    }
    const updated = one(
      await tx
        .update(chatReviewRequests)
        .set({ ...set, decidedBy: viewer.id, updatedAt: now })
        .where(eq(chatReviewRequests.id, request.id))
        .returning(),
    );
    const posted = await postStaffMessage(ctx, tx, viewer, found, {
      kind: 'review_request',
      text,
      reviewRequestId: request.id,
    });
    await enqueueEmails(tx, emails);
    return { updated, emailed: posted.emailed || emails.length > 0 };
  });
  if (result.emailed) ctx.emailsQueued();
  return { reviewRequest: toReviewRequest(result.updated) };
}

/** POST /api/chat/review-requests/:id/accept: the investor takes the consultant's time. */
export async function acceptReviewTime(
  ctx: ChatContext,
  viewer: Viewer,
  id: string,
): Promise<TReviewResult> {
  const updated = await ctx.db.transaction(async (tx) => {
    const request = await findRequest(tx, id);
    if (request.investorId !== viewer.id) throw notFound();
    if (request.status !== 'counter_proposed' || !request.counterTime) {
      throw conflict(CHAT_MESSAGES.nothingToAccept);
    }
    const time = new Date(request.counterTime);
    const row = one(
      await tx
        .update(chatReviewRequests)
        .set({ status: 'confirmed', scheduledFor: time, updatedAt: new Date() })
        .where(eq(chatReviewRequests.id, request.id))
        .returning(),
    );
    const consultantId = await consultantOf(tx, viewer.id);
    const consultant = await personOf(tx, consultantId ?? request.decidedBy);
    await postInvestorMessage(ctx, tx, viewer, {
      kind: 'review_request',
      text: `Confirmo a revisão para ${formatWhen(time)} (horário de Brasília).`,
      reviewRequestId: request.id,
    });
    if (consultant) {
      await enqueueEmails(
        tx,
        reviewConfirmedEmails({
          requestId: request.id,
          startsAt: time,
          investor: viewer,
          consultant,
          investorLink: investorLink(ctx),
          consultantLink: staffLink(ctx, request.conversationId),
        }),
      );
    }
    return row;
  });
  ctx.emailsQueued();
  return { reviewRequest: toReviewRequest(updated) };
}
