import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES, ERROR_CODES, ZApiError, ZDevOutbox, z } from '@algoone/contracts';
import { purgeDeletedAccounts } from '../privacy/index.ts';
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

  // The journeys' clock: erase the accounts whose grace period is over as of `now` (a date in
  // the future). Never in production (app.ts), and only from this machine.
  app.post(
    '/api/dev/privacy/purge',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Apaga as contas cuja carência terminou até a data dada (só fora de produção)',
        body: z.object({ now: z.iso.datetime({ offset: true, error: 'Data inválida.' }) }),
        response: { 200: z.object({ erased: z.number().int() }), 404: ZApiError },
      },
    },
    async (request, reply) => {
      if (!LOOPBACK.has(request.ip)) {
        return reply.status(404).send(errorBody(ERROR_CODES.notFound, 'Rota não encontrada.'));
      }
      return { erased: await purgeDeletedAccounts(app.database.db, new Date(request.body.now)) };
    },
  );
};

export default devRoutes;
