import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONBOARDING_API_ROUTES, ZBrokerList } from '@algoone/contracts';
import { listBrokers } from './list-brokers.ts';

const brokerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ONBOARDING_API_ROUTES.brokers,
    {
      config: { access: 'public' },
      schema: {
        tags: ['brokers'],
        summary: 'Catálogo de corretoras parceiras ativas, com a taxa de cashback de cada uma',
        response: { 200: ZBrokerList },
      },
    },
    async () => listBrokers(app.database.db),
  );
};

export default brokerRoutes;
