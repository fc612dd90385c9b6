import { and, eq, sql } from 'drizzle-orm';
import type { TAdminConsultantList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyChatAccessChanged } from '../chat/index.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { hasSetPassword } from '../../db/staff-status.ts';
import { listPendingInvites } from './pending-invites.ts';

/**
 * The consultants with their client counts and waiting conversations, in one query; invites not
 * accepted yet are listed apart (they cannot sign in, so they are no one's consultant).
 */
export async function listConsultants(db: Db): Promise<TAdminConsultantList> {
  const rows = rowsOf<{
    id: string;
    name: string;
    email: string;
    banned: boolean | null;
    two_factor_enabled: boolean | null;
    clients: number;
    open: number;
  }>(
    await db.execute(sql`
      select c.id, c.name, c.email, c.banned, c.two_factor_enabled,
             coalesce(n.clients, 0)::int as clients, coalesce(w.open, 0)::int as open
      from users c
      left join (
        -- users_consultant_idx (consultant_id, role) answers this without the table.
        select consultant_id, count(*) as clients from users
        where role = 'investor' and consultant_id is not null group by consultant_id
      ) n on n.consultant_id = c.id
      left join (
        select i.consultant_id, count(*) as open
        from chat_conversations v join users i on i.id = v.investor_id
        where v.waiting_since is not null and i.consultant_id is not null
        group by i.consultant_id
      ) w on w.consultant_id = c.id
      where c.role = 'consultant' and ${hasSetPassword(sql`c.id`)}
      order by coalesce(c.banned, false), c.name`),
  );
  const unassigned = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users
      where role = 'investor' and consultant_id is null and coalesce(banned, false) = false`),
  )[0]?.n;
  return {
    consultants: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      active: row.banned !== true,
      twoFactorEnabled: row.two_factor_enabled === true,
      clients: row.clients,
      openConversations: row.open,
    })),
    invites: await listPendingInvites(db),
    unassigned: unassigned ?? 0,
  };
}

async function consultantOrNotFound(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'consultant')));
  if (!row) throw notFound('Consultor não encontrado.');
  return row;
}

/** Moves every client of one consultant to another (or to the shared queue), in one statement. */
export async function reassignClients(
  db: Db,
  actor: Viewer,
  fromId: string,
  toId: string | null,
  client: ClientInfo,
): Promise<{ moved: number }> {
  await consultantOrNotFound(db, fromId);
  if (toId === fromId) throw invalid({ to: 'Escolha outro consultor.' });
  if (toId) {
    const to = await consultantOrNotFound(db, toId).catch(() => null);
    const accepted = to
      ? rowsOf<{ ok: boolean }>(
          await db.execute(sql`select ${hasSetPassword(sql`${toId}`)} as ok`),
        )[0]?.ok === true
      : false;
    if (!to || to.banned === true || !accepted)
      throw invalid({ to: 'Escolha um consultor ativo.' });
  }
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(users)
      .set({ consultantId: toId, updatedAt: new Date() })
      .where(and(eq(users.role, 'investor'), eq(users.consultantId, fromId)))
      .returning({ id: users.id });
    await notifyChatAccessChanged(tx, fromId);
    await recordAudit(tx, {
      action: 'admin.clients_reassigned',
      result: 'success',
      actorId: actor.id,
      targetType: 'user',
      targetId: fromId,
      ...client,
      details: { to: toId, moved: moved.length },
    });
    return { moved: moved.length };
  });
}

/**
 * Sends every client of someone who no longer consults (deactivated, or given another role) to
 * the shared queue; answers how many moved.
 */
export async function returnClientsToQueue(db: Db, consultantId: string): Promise<number> {
  const moved = await db
    .update(users)
    .set({ consultantId: null, updatedAt: new Date() })
    .where(and(eq(users.role, 'investor'), eq(users.consultantId, consultantId)))
    .returning({ id: users.id });
  return moved.length;
}

/** Deactivates a consultant: sessions end, and their clients return to the shared queue. */
export async function deactivateConsultant(
  db: Db,
  actor: Viewer,
  id: string,
  client: ClientInfo,
): Promise<{ moved: number }> {
  const consultant = await consultantOrNotFound(db, id);
  if (consultant.banned === true) throw conflict('Este consultor já está desativado.');
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ banned: true, banReason: 'consultor desativado', updatedAt: new Date() })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await notifyChatAccessChanged(tx, id);
    const moved = await returnClientsToQueue(tx, id);
    await recordAudit(tx, {
      action: 'admin.consultant_deactivated',
      result: 'success',
      actorId: actor.id,
      targetType: 'user',
      targetId: id,
      ...client,
      details: { clientsToQueue: moved },
    });
    return { moved };
  });
}
