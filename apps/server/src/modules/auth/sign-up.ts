import type { FastifyReply, FastifyRequest } from 'fastify';
import { LEGAL_VERSIONS, type z, type ZSignUpBody } from '@algoone/contracts';
import { consents } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { assignConsultantAtSignUp } from '../chat/index.ts';
import { authError, forwardToAuth } from './forward-to-auth.ts';
import { clientInfo } from '../../lib/client-info.ts';

/** Creates an investor account, signs them in and records the consent they gave. */
export async function signUp(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof ZSignUpBody>,
) {
  const { db } = request.server.database;
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/sign-up/email',
    body: { name: body.name, email: body.email, password: body.password },
  });
  if (result.status !== 200) throw authError(result);
  const user = result.data?.user as { id: string; name: string; email: string };
  const client = clientInfo(request);
  await db.insert(consents).values([
    { userId: user.id, document: 'terms', version: LEGAL_VERSIONS.terms, ...client },
    { userId: user.id, document: 'privacy', version: LEGAL_VERSIONS.privacy, ...client },
  ]);
  await assignConsultantAtSignUp(db, user.id);
  await recordAudit(db, {
    action: 'auth.sign_up',
    result: 'success',
    actorId: user.id,
    targetType: 'user',
    targetId: user.id,
    ...client,
  });
  return { user: { id: user.id, name: user.name, email: user.email, role: 'investor' as const } };
}
