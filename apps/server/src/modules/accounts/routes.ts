import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  z,
  ZAccountUser,
  ZInviteBody,
  ZMe,
  ZRevokeSessionResult,
  ZSessionList,
} from '@algoone/contracts';
import { requireViewer } from '../../plugins/access.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { clientInfo } from '../auth/request-context.ts';
import { getMe } from './get-me.ts';
import { inviteStaff } from './invite-staff.ts';
import { listSessions } from './list-sessions.ts';
import { revokeSession } from './revoke-session.ts';

const accountRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, options) => {
  const tags = ['accounts'];

  app.get(
    API_ROUTES.me,
    {
      config: { access: 'accountSelf' },
      schema: { tags, summary: 'Quem está conectado e o que pode fazer', response: { 200: ZMe } },
    },
    async (request) => getMe(requireViewer(request)),
  );

  app.get(
    API_ROUTES.sessions,
    {
      config: { access: 'accountSelf' },
      schema: { tags, summary: 'Sessões ativas da conta', response: { 200: ZSessionList } },
    },
    async (request) => listSessions(app.database.db, requireViewer(request)),
  );

  app.delete(
    `${API_ROUTES.sessions}/:id`,
    {
      config: { access: 'accountSelf' },
      schema: {
        tags,
        summary: 'Encerra uma sessão da própria conta',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: ZRevokeSessionResult },
      },
    },
    async (request) =>
      revokeSession(
        app.database.db,
        requireViewer(request),
        request.params.id,
        clientInfo(request),
      ),
  );

  app.post(
    API_ROUTES.invites,
    {
      config: { access: 'inviteStaff' },
      schema: {
        tags: ['admin'],
        summary: 'Convida um consultor ou administrador por email',
        body: ZInviteBody,
        response: { 201: ZAccountUser },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteStaff(request, options.mailer, request.body)),
  );
};

export default accountRoutes;
