import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  ZMe,
  ZRevokeSessionResult,
  ZSessionList,
  ZSessionParams,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { getMe } from './get-me.ts';
import { listSessions } from './list-sessions.ts';
import { revokeSession } from './revoke-session.ts';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

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
        params: ZSessionParams,
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
};

export default accountRoutes;
