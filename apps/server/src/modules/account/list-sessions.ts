import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** The viewer's active sessions. Tokens never leave the server: revocation is by id. */
export async function listSessions(db: Db, viewer: Viewer) {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, viewer.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      current: row.id === viewer.sessionId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
  };
}
