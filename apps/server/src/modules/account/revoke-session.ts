import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyChatSessionEnded } from '../chat/index.ts';

/** Ends one of the viewer's own sessions; another person's session is simply not found. */
export async function revokeSession(
  db: Db,
  viewer: Viewer,
  sessionId: string,
  client: { ipAddress: string; userAgent: string | null },
) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, viewer.id)))
      .returning({ id: sessions.id });
    if (deleted.length === 0) throw notFound('Sessão não encontrada.');
    // The chat streams that session had open end on every node when this commits.
    await notifyChatSessionEnded(tx, viewer.id, sessionId);
    await recordAudit(tx, {
      action: 'auth.session_revoked',
      result: 'success',
      actorId: viewer.id,
      targetType: 'session',
      targetId: sessionId,
      ...client,
    });
  });
  return { ok: true as const, current: sessionId === viewer.sessionId };
}
