import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared-statement.ts';
import { SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.ts';

export interface SessionRow {
  sessionId: string;
  createdAt: Date;
  expiresAt: Date;
  userId: string;
  name: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean | null;
  banned: boolean | null;
}

/**
 * A session and its user by token: one prepared statement, the whole database cost of a
 * signed-in person's first request on a node (docs/decisions/023-signed-in-speed.md). better-auth's
 * own lookup took two statements and most of a first view's CPU.
 */
export async function findSessionByToken(db: Db, token: string): Promise<SessionRow | null> {
  const [row] = await executePrepared<SessionRow>(
    db,
    'algoone_session_by_token',
    sql`select s.id as "sessionId", s.created_at as "createdAt", s.expires_at as "expiresAt",
          u.id as "userId", u.name, u.email, u.role,
          u.two_factor_enabled as "twoFactorEnabled", u.banned
        from sessions s join users u on u.id = s.user_id
        where s.token = ${token}`,
  );
  if (!row) return null;
  return { ...row, createdAt: new Date(row.createdAt), expiresAt: new Date(row.expiresAt) };
}

/**
 * Whether better-auth must see this session: it has expired (better-auth deletes it), or its
 * idle expiry is due to slide forward (better-auth updates it and renews the cookie, unless the
 * person chose not to be remembered). Any other session is served as read.
 */
export function needsBetterAuth(expiresAt: Date, now = Date.now()): boolean {
  const refreshFrom =
    expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000;
  return expiresAt.getTime() <= now || refreshFrom <= now;
}
