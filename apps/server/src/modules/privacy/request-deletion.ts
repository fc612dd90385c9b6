import type { FastifyInstance } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { PRIVACY_MESSAGES } from '@algoone/contracts';
import { deletionEraseAfter } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import {
  emailOutbox,
  optionalConsents,
  privacyDeletions,
  sessions,
} from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { verifyIdentity } from '../auth/index.ts';
import {
  ChangeInProgressError,
  cancelSubscription,
  createBillingDeps,
  type BillingDeps,
} from '../billing/index.ts';
import { notifyChatAccessChanged } from '../chat/index.ts';
import { resolveAuthSecret } from '../../lib/auth-secret.ts';
import { pendingDeletion } from './deletion-state.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

export interface DeletionDeps {
  db: Db;
  authSecret: string;
  billing: BillingDeps;
}

export function createDeletionDeps(app: FastifyInstance): DeletionDeps {
  return {
    db: app.database.db,
    authSecret: resolveAuthSecret(app.env.AUTH_SECRET, app.env.DATA_DIR),
    billing: createBillingDeps(app).deps,
  };
}

/**
 * Asks to delete the account (LGPD art. 18, VI). The password, and the authenticator's code when
 * two-factor is on, are asked again; a wrong one changes nothing. Then, at once: the plan is
 * cancelled (refunded within its 7-day guarantee), marketing consent is withdrawn, unsent emails
 * are dropped, and every session ends. The erasure itself waits DELETION_GRACE_DAYS; signing in
 * before then cancels it (cancel-deletion.ts).
 */
export async function requestDeletion(
  deps: DeletionDeps,
  viewer: Viewer,
  input: { password: string; code?: string | undefined },
  client: ClientInfo,
  now: Date = new Date(),
): Promise<{ requestedAt: string; eraseAfter: string }> {
  const { db } = deps;
  if (viewer.role !== 'investor') throw forbidden(PRIVACY_MESSAGES.staffDeletion);
  if (await pendingDeletion(db, viewer.id)) {
    throw conflict('A exclusão da sua conta já foi pedida.');
  }
  const problem = await verifyIdentity(db, deps.authSecret, viewer.id, input);
  if (problem) {
    await recordAudit(db, {
      action: 'privacy.deletion_requested',
      result: 'failure',
      actorId: viewer.id,
      targetType: 'user',
      targetId: viewer.id,
      ...client,
      details: { reason: problem },
    });
    if (problem === 'password')
      throw invalid({ password: PRIVACY_MESSAGES.wrongPassword }, PRIVACY_MESSAGES.wrongPassword);
    if (problem === 'code_required')
      throw invalid({ code: PRIVACY_MESSAGES.codeRequired }, PRIVACY_MESSAGES.codeRequired);
    throw invalid({ code: PRIVACY_MESSAGES.wrongCode }, PRIVACY_MESSAGES.wrongCode);
  }

  return scheduleDeletion(deps, viewer, viewer, client, now);
}

/**
 * What a deletion does at once, whoever asks (the person, or an admin acting on a DPO request):
 * the plan cancelled, marketing consent withdrawn, unsent emails dropped, every session ended,
 * and the erasure scheduled after the grace period.
 */
export async function scheduleDeletion(
  deps: DeletionDeps,
  subject: Viewer,
  actor: Viewer,
  client: ClientInfo,
  now: Date = new Date(),
): Promise<{ requestedAt: string; eraseAfter: string }> {
  const { db } = deps;
  const viewer = subject;
  if (await pendingDeletion(db, subject.id)) {
    throw conflict('A exclusão desta conta já foi pedida.');
  }
  // The provider first (it may refund): if it fails, nothing here has changed yet.
  try {
    await cancelSubscription(deps.billing, viewer, client, { now, actorId: actor.id });
  } catch (error) {
    // No plan, or one already cancelled: nothing to cancel. A change in progress is not that:
    // it may fail or leave the plan running, so the deletion waits for it (409, try again).
    if (
      error instanceof ChangeInProgressError ||
      !(error instanceof AppError) ||
      (error.statusCode !== 404 && error.statusCode !== 409)
    ) {
      throw error;
    }
  }
  const eraseAfter = deletionEraseAfter(now);
  await db.transaction(async (tx) => {
    await tx.insert(privacyDeletions).values({ userId: viewer.id, requestedAt: now, eraseAfter });
    await tx
      .insert(optionalConsents)
      .values({ userId: viewer.id, purpose: 'marketing_email', granted: false, ...client });
    // Unsent emails stop, but not the cancellation notice this very request just queued.
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.to, viewer.email), lt(emailOutbox.createdAt, now)));
    await tx.delete(sessions).where(eq(sessions.userId, viewer.id));
    await notifyChatAccessChanged(tx, viewer.id);
    await recordAudit(tx, {
      action: 'privacy.deletion_requested',
      result: 'success',
      actorId: actor.id,
      targetType: 'user',
      targetId: viewer.id,
      ...client,
      details: { eraseAfter: eraseAfter.toISOString() },
    });
  });
  return { requestedAt: now.toISOString(), eraseAfter: eraseAfter.toISOString() };
}
