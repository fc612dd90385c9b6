import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GAMIFICATION_API_ROUTES as ROUTES, ZProgressSummary } from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { getProgress } from './get-progress.ts';

/**
 * Read-only: progress is granted by the actions that earn it (`recordActivity`), never by a
 * request that asks for XP, a mission or a badge.
 */
const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['gamificação'];

  app.get(
    ROUTES.progress,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'XP, nível, conquistas, últimas 5 realizações e missões desta semana do investidor',
        response: { 200: ZProgressSummary },
      },
    },
    async (request) => getProgress(app.database.db, requireViewer(request)),
  );
};

export default gamificationRoutes;
