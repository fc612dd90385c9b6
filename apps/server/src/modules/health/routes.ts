import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES, ZApiError, ZHealthLive, ZHealthReady } from '@algoone/contracts';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.healthLive,
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'O processo está de pé',
        response: { 200: ZHealthLive },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    API_ROUTES.healthReady,
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Pronto para receber tráfego: banco respondendo e migrações aplicadas',
        response: { 200: ZHealthReady, 503: ZHealthReady.or(ZApiError) },
      },
    },
    async (_request, reply) => {
      const database = app.database.driver;
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining', database });
      if (!app.lifecycle.migrated)
        return reply.status(503).send({ status: 'unavailable', database });
      try {
        await app.database.ping();
      } catch (error) {
        app.log.warn({ err: error }, 'database ping failed');
        return reply.status(503).send({ status: 'unavailable', database });
      }
      return { status: 'ready' as const, database };
    },
  );
};

export default health;
