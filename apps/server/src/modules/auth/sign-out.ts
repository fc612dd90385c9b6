import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/index.ts';
import { notifyChatSessionEnded } from '../chat/index.ts';
import { forwardToAuth } from './forward-to-auth.ts';
import { clientInfo } from '../../lib/client-info.ts';

export async function signOut(request: FastifyRequest, reply: FastifyReply) {
  await forwardToAuth(request, reply, { path: '/api/auth/sign-out' });
  if (request.viewer) {
    // better-auth has deleted the session: the chat streams opened with it end on every node.
    await notifyChatSessionEnded(
      request.server.database.db,
      request.viewer.id,
      request.viewer.sessionId,
    );
    await recordAudit(request.server.database.db, {
      action: 'auth.sign_out',
      result: 'success',
      actorId: request.viewer.id,
      ...clientInfo(request),
    });
  }
  return { ok: true as const };
}
