import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PORTFOLIO_API_ROUTES as ROUTES, ZCdiStatus } from '@algoone/contracts';
import { getCdiStatus } from './get-cdi-status.ts';

const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.cdiStatus,
    {
      config: { access: 'public' },
      schema: {
        tags: ['performance'],
        summary:
          'Situação da série do CDI (SGS 12 do Banco Central) guardada pelo servidor: indisponível até a primeira sincronização',
        response: { 200: ZCdiStatus },
      },
    },
    async () => getCdiStatus(app.database.db),
  );
};

export default performanceRoutes;
