import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES, ERROR_CODES, ZApiError, ZDevOutbox } from '@algoone/contracts';
import { errorBody } from '../../plugins/errors.ts';
import { devOutbox } from '../../db/schema/index.ts';

/**
 * The development outbox: emails written instead of sent when there is no SMTP. Registered
 * only outside production (see app.ts), so it can never be served there.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.devOutbox,
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Emails da caixa de saída local',
        response: { 200: ZDevOutbox, 404: ZApiError },
      },
    },
    async (request, reply) => {
      // Reset links are credentials: only a browser on this very machine may read them.
      if (!LOOPBACK.has(request.ip)) {
        return reply.status(404).send(errorBody(ERROR_CODES.notFound, 'Rota não encontrada.'));
      }
      const rows = await app.database.db
        .select()
        .from(devOutbox)
        .orderBy(desc(devOutbox.createdAt))
        .limit(50);
      return {
        emails: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default devRoutes;
