import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';

/** Ends one of the viewer's own sessions; another person's session is simply not found. */
export async function revokeSession(
  db: Db,
  viewer: Viewer,
  sessionId: string,
  client: { ipAddress: string; userAgent: string | null },
) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, viewer.id)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound('Sessão não encontrada.');
  await recordAudit(db, {
    action: 'auth.session_revoked',
    result: 'success',
    actorId: viewer.id,
    targetType: 'session',
    targetId: sessionId,
    ...client,
  });
  return { ok: true as const, current: sessionId === viewer.sessionId };
}
