import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TAdminUserDetail, z, ZAdminUserPatch } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import {
  billingSubscriptions,
  contributions,
  goals,
  sessions,
  suitabilityRecords,
  twoFactors,
  users,
} from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyChatAccessChanged, notifyClientMovedAway } from '../chat/index.ts';
import { returnClientsToQueue } from './manage-consultants.ts';
import {
  exportPersonalData,
  pendingDeletion,
  scheduleDeletion,
  type DeletionDeps,
} from '../privacy/index.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { hasSetPassword } from '../../db/staff-status.ts';

async function userOrNotFound(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('Usuário não encontrado.');
  return user;
}

async function audit(
  db: Db,
  actor: Viewer,
  action: Parameters<typeof recordAudit>[1]['action'],
  targetId: string,
  client: ClientInfo,
  details: Record<string, unknown> = {},
) {
  await recordAudit(db, {
    action,
    result: 'success',
    actorId: actor.id,
    targetType: 'user',
    targetId,
    ...client,
    details,
  });
}

/** A user's detail for the admin: every staff view of someone's data is audited. */
export async function getUserDetail(
  db: Db,
  actor: Viewer,
  id: string,
  client: ClientInfo,
): Promise<TAdminUserDetail> {
  const user = await userOrNotFound(db, id);
  const [consultant, profile, subscription, aportes, goalCount, sessionInfo, deletion, staff] =
    await Promise.all([
      user.consultantId
        ? db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(eq(users.id, user.consultantId))
        : Promise.resolve([]),
      db
        .select({ profile: suitabilityRecords.profile })
        .from(suitabilityRecords)
        .where(eq(suitabilityRecords.userId, id))
        .orderBy(desc(suitabilityRecords.completedAt))
        .limit(1),
      db
        .select({ status: billingSubscriptions.status, plan: billingSubscriptions.plan })
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, id))
        .orderBy(desc(billingSubscriptions.createdAt))
        .limit(1),
      db.select({ n: count() }).from(contributions).where(eq(contributions.userId, id)),
      db.select({ n: count() }).from(goals).where(eq(goals.userId, id)),
      db
        .select({ n: count(), last: max(sessions.createdAt) })
        .from(sessions)
        .where(eq(sessions.userId, id)),
      pendingDeletion(db, id),
      db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(
            eq(users.role, 'consultant'),
            sql`coalesce(${users.banned}, false) = false`,
            hasSetPassword(users.id),
          ),
        )
        .orderBy(users.name),
    ]);
  await audit(db, actor, 'admin.user_viewed', id, client);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as TAdminUserDetail['role'],
    consultant: consultant[0] ?? null,
    disabled: user.banned === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
    createdAt: user.createdAt.toISOString(),
    profile: profile[0]?.profile ?? null,
    subscription: subscription[0] ?? null,
    counts: {
      aportes: aportes[0]?.n ?? 0,
      goals: goalCount[0]?.n ?? 0,
      sessions: sessionInfo[0]?.n ?? 0,
    },
    lastSignInAt: sessionInfo[0]?.last ? new Date(sessionInfo[0].last).toISOString() : null,
    deletionScheduledFor: deletion?.eraseAfter.toISOString() ?? null,
    consultants: staff,
  };
}

const LAST_ADMIN = 'A consultoria precisa de ao menos um administrador ativo.';

/**
 * Locks the active admins for the rest of the transaction and refuses a change that would leave
 * none but `id`: two admins demoting each other at once are served one after the other.
 */
async function keepAnotherAdmin(tx: Db, id: string, field: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`coalesce(${users.banned}, false) = false`))
    .for('update');
  if (!admins.some((admin) => admin.id !== id)) throw conflict(LAST_ADMIN, { [field]: LAST_ADMIN });
}

/** Changes a role or (re)assigns an investor's consultant; audited with before and after. */
export async function updateUser(
  db: Db,
  actor: Viewer,
  id: string,
  patch: z.output<typeof ZAdminUserPatch>,
  client: ClientInfo,
): Promise<TAdminUserDetail> {
  const user = await userOrNotFound(db, id);
  if (patch.role !== undefined && id === actor.id) {
    throw conflict('Você não pode mudar o seu próprio papel.', {
      role: 'Você não pode mudar o seu próprio papel.',
    });
  }
  if (patch.consultantId) {
    const [consultant] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, patch.consultantId),
          eq(users.role, 'consultant'),
          sql`coalesce(${users.banned}, false) = false`,
          // An invite still pending cannot sign in to answer anyone.
          hasSetPassword(users.id),
        ),
      );
    if (!consultant) throw invalid({ consultantId: 'Escolha um consultor ativo.' });
  }
  const role = patch.role ?? user.role;
  if (patch.consultantId !== undefined && role !== 'investor') {
    throw invalid({ consultantId: 'Só investidores têm consultor.' });
  }
  await db.transaction(async (tx) => {
    if (user.role === 'admin' && patch.role !== undefined && patch.role !== 'admin') {
      await keepAnotherAdmin(tx, id, 'role');
    }
    await tx
      .update(users)
      .set({
        ...(patch.role !== undefined ? { role: patch.role } : {}),
        // A new role that is not an investor's leaves no consultant behind.
        ...(patch.consultantId !== undefined
          ? { consultantId: patch.consultantId }
          : patch.role !== undefined && patch.role !== 'investor'
            ? { consultantId: null }
            : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    let clientsReturned: number | undefined;
    if (patch.role !== undefined && patch.role !== user.role) {
      // A new role takes effect at the next sign-in: no session keeps the old one's rights,
      // nor an open chat stream.
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await notifyChatAccessChanged(tx, id);
      // As when a consultant is deactivated: nobody keeps a consultant who no longer is one.
      if (user.role === 'consultant') clientsReturned = await returnClientsToQueue(tx, id);
    }
    // Whoever follows this person from now on (a role that is not an investor's has nobody).
    const nextConsultant =
      patch.consultantId !== undefined
        ? patch.consultantId
        : patch.role !== undefined && patch.role !== 'investor'
          ? null
          : user.consultantId;
    if (user.consultantId && user.consultantId !== nextConsultant) {
      // The former consultant stops hearing this client's conversation live.
      await notifyClientMovedAway(tx, user.consultantId, id);
    }
    await audit(tx, actor, 'admin.user_updated', id, client, {
      ...(patch.role !== undefined ? { role: { from: user.role, to: patch.role } } : {}),
      ...(clientsReturned !== undefined ? { clientsReturnedToQueue: clientsReturned } : {}),
      ...(patch.consultantId !== undefined
        ? { consultantId: { from: user.consultantId, to: patch.consultantId } }
        : {}),
    });
  });
  return getUserDetail(db, actor, id, client);
}

/** Disables (every session ends) or re-enables an account. */
export async function setUserDisabled(
  db: Db,
  actor: Viewer,
  id: string,
  disabled: boolean,
  client: ClientInfo,
): Promise<TAdminUserDetail> {
  if (id === actor.id) throw conflict('Você não pode desativar a sua própria conta.');
  const user = await userOrNotFound(db, id);
  await db.transaction(async (tx) => {
    if (disabled && user.role === 'admin') await keepAnotherAdmin(tx, id, 'disabled');
    await tx
      .update(users)
      .set({
        banned: disabled,
        banReason: disabled ? 'desativada por um administrador' : null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    let details: Record<string, unknown> = {};
    if (disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await notifyChatAccessChanged(tx, id);
      // A disabled consultant answers nobody: their clients go to the shared queue, as when
      // /admin/consultores deactivates one.
      if (user.role === 'consultant') {
        details = { clientsReturnedToQueue: await returnClientsToQueue(tx, id) };
      }
    }
    await audit(
      tx,
      actor,
      disabled ? 'admin.user_disabled' : 'admin.user_enabled',
      id,
      client,
      details,
    );
  });
  return getUserDetail(db, actor, id, client);
}

/** Removes two-factor (a lost phone): the person enrols again; their sessions end. */
export async function resetUserTwoFactor(
  db: Db,
  actor: Viewer,
  id: string,
  client: ClientInfo,
): Promise<TAdminUserDetail> {
  await userOrNotFound(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, id));
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await notifyChatAccessChanged(tx, id);
    await audit(tx, actor, 'admin.two_factor_reset', id, client);
  });
  return getUserDetail(db, actor, id, client);
}

/** Sends the person a password-reset link (better-auth's own flow and email). */
export async function sendPasswordReset(
  app: FastifyInstance,
  actor: Viewer,
  id: string,
  client: ClientInfo,
): Promise<{ sent: true }> {
  const user = await userOrNotFound(app.database.db, id);
  await app.auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: '/redefinir-senha' },
  });
  await audit(app.database.db, actor, 'admin.password_reset_sent', id, client);
  return { sent: true };
}

/** An account's data, exported by an admin answering a DPO request (privacy's own export). */
export async function exportUserData(
  db: Db,
  actor: Viewer,
  id: string,
  client: ClientInfo,
): Promise<{ fileName: string; body: string }> {
  await userOrNotFound(db, id);
  const file = await exportPersonalData(db, id, actor, client);
  await audit(db, actor, 'admin.user_exported', id, client);
  return file;
}

/** Schedules an investor's deletion on their request to the DPO (privacy's own deletion). */
export async function scheduleUserDeletion(
  deps: DeletionDeps,
  actor: Viewer,
  id: string,
  client: ClientInfo,
): Promise<{ requestedAt: string; eraseAfter: string }> {
  const user = await userOrNotFound(deps.db, id);
  if (user.role !== 'investor') {
    throw conflict('Contas da equipe são desativadas, não excluídas por aqui.');
  }
  const subject: Viewer = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: 'investor',
    twoFactorEnabled: user.twoFactorEnabled === true,
    sessionId: '',
  };
  const scheduled = await scheduleDeletion(deps, subject, actor, client);
  await audit(deps.db, actor, 'admin.user_deletion_scheduled', id, client, scheduled);
  return scheduled;
}
