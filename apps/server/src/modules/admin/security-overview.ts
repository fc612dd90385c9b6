import { and, eq, inArray, sql } from 'drizzle-orm';
import { RECENT_SIGN_INS, type TAdminSecurity } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { sessions, signInThrottles, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyChatAccessChanged } from '../chat/index.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

const LIST = 50;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The password was right; the two-factor code is still to come. */
const PENDING = sql.raw(`coalesce((details->>'twoFactorPending')::boolean, false)`);

/** /admin/security: each list one query, side by side. */
export async function getSecurityOverview(db: Db, viewer: Viewer): Promise<TAdminSecurity> {
  const [recent, byAddress, byAccount, signIns, staffSessions, staff] = await Promise.all([
    // audit_log_action_idx (action, at) read backwards: the latest, whatever the log's size.
    db.execute(sql`
      select a.at, a.result, coalesce(a.ip_address, '—') as address, u.name, u.email,
             a.details->>'reason' as reason,
             coalesce((a.details->>'twoFactorPending')::boolean, false) as two_factor_pending
      from audit_log a left join users u on u.id = a.actor_id
      where a.action = 'auth.sign_in'
      order by a.at desc limit ${RECENT_SIGN_INS}`),
    db.execute(sql`
      select coalesce(ip_address, '—') as address, count(*)::int as failures, max(at) as last_at
      from audit_log
      where action = 'auth.sign_in' and result = 'failure' and at > now() - interval '24 hours'
      group by 1 order by 2 desc, 3 desc limit ${LIST}`),
    db.execute(sql`
      select email, ip_address as address, failures, last_failure_at as last_at, locked_until
      from sign_in_throttles
      order by (locked_until > now()) desc nulls last, last_failure_at desc limit ${LIST}`),
    // A right password with the TOTP code still to come is not a sign-in yet: it counts apart,
    // and the code's confirmation (auth.two_factor_verified) completes it.
    db.execute(sql`
      select count(*) filter (where action = 'auth.sign_in' and result = 'success'
                                and not ${PENDING})::int
               + count(*) filter (where action = 'auth.two_factor_verified'
                                    and result = 'success')::int as successes,
             count(*) filter (where action = 'auth.sign_in' and result = 'success'
                                and ${PENDING})::int as pending,
             count(*) filter (where action = 'auth.sign_in' and result = 'failure')::int as failures
      from audit_log
      where action in ('auth.sign_in', 'auth.two_factor_verified')
        and at > now() - interval '24 hours'`),
    db.execute(sql`
      select s.id, s.ip_address, s.user_agent, s.created_at, u.id as user_id, u.name, u.email, u.role
      from sessions s join users u on u.id = s.user_id
      where u.role in ('admin', 'consultant') and s.expires_at > now()
      order by s.created_at desc limit ${LIST * 2}`),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        twoFactorEnabled: users.twoFactorEnabled,
        banned: users.banned,
      })
      .from(users)
      .where(inArray(users.role, ['admin', 'consultant']))
      .orderBy(users.name),
  ]);
  return {
    recentSignIns: rowsOf<{
      at: Date | string;
      result: 'success' | 'failure';
      address: string;
      name: string | null;
      email: string | null;
      reason: string | null;
      two_factor_pending: boolean;
    }>(recent).map((row) => ({
      at: iso(row.at),
      result: row.result,
      address: row.address,
      person: row.name && row.email ? { name: row.name, email: row.email } : null,
      reason: row.reason,
      twoFactorPending: row.two_factor_pending,
    })),
    failuresByAddress: rowsOf<{ address: string; failures: number; last_at: Date | string }>(
      byAddress,
    ).map((row) => ({ address: row.address, failures: row.failures, lastAt: iso(row.last_at) })),
    failuresByAccount: rowsOf<{
      email: string;
      address: string;
      failures: number;
      last_at: Date | string;
      locked_until: Date | string | null;
    }>(byAccount).map((row) => ({
      email: row.email,
      address: row.address || '—',
      failures: row.failures,
      lastAt: iso(row.last_at),
      lockedUntil:
        row.locked_until && new Date(row.locked_until) > new Date() ? iso(row.locked_until) : null,
    })),
    successesLast24h: rowsOf<{ successes: number }>(signIns)[0]?.successes ?? 0,
    twoFactorPendingLast24h: rowsOf<{ pending: number }>(signIns)[0]?.pending ?? 0,
    failuresLast24h: rowsOf<{ failures: number }>(signIns)[0]?.failures ?? 0,
    staffSessions: rowsOf<{
      id: string;
      ip_address: string | null;
      user_agent: string | null;
      created_at: Date | string;
      user_id: string;
      name: string;
      email: string;
      role: 'admin' | 'consultant';
    }>(staffSessions).map((row) => ({
      id: row.id,
      user: { id: row.user_id, name: row.name, email: row.email, role: row.role },
      address: row.ip_address,
      userAgent: row.user_agent,
      createdAt: iso(row.created_at),
      current: row.id === viewer.sessionId,
    })),
    staff: staff.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as 'admin' | 'consultant',
      twoFactorEnabled: row.twoFactorEnabled === true,
      active: row.banned !== true,
    })),
  };
}

/** Lifts a sign-in lock-out for an email (every address), audited. */
export async function unlockAccount(db: Db, actor: Viewer, email: string, client: ClientInfo) {
  // The change and its audit entry commit together, or neither does.
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(signInThrottles)
      .where(eq(signInThrottles.email, email))
      .returning();
    if (removed.length === 0)
      throw notFound('Não há bloqueio nem falhas registradas para este email.');
    await recordAudit(tx, {
      action: 'admin.account_unlocked',
      result: 'success',
      actorId: actor.id,
      targetType: 'email',
      targetId: email,
      ...client,
    });
  });
  return getSecurityOverview(db, actor);
}

/** Ends a staff member's session, audited. Investors' sessions are theirs to manage. */
export async function revokeStaffSession(db: Db, actor: Viewer, id: string, client: ClientInfo) {
  const [session] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), inArray(users.role, ['admin', 'consultant'])));
  if (!session) throw notFound('Sessão não encontrada.');
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, id));
    // Their streams end too (a browser still signed in elsewhere reconnects at once).
    await notifyChatAccessChanged(tx, session.userId);
    await recordAudit(tx, {
      action: 'admin.session_revoked',
      result: 'success',
      actorId: actor.id,
      targetType: 'user',
      targetId: session.userId,
      ...client,
    });
  });
  return getSecurityOverview(db, actor);
}
