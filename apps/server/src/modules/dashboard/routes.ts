import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PORTFOLIO_API_ROUTES as ROUTES,
  ZDashboard,
  ZDashboardQuery,
  ZTracker,
  ZTrackerUpdateBody,
} from '@algoone/contracts';
import { sendJson, serializeResponse } from '../../lib/json-response.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { getDashboard } from './get-dashboard.ts';
import { updateTracker } from './update-tracker.ts';

/**
 * The dashboard is read far more often than what it shows changes: each investor's answer is
 * kept in memory until the change feed reports a change to their rows or shared data (CDI,
 * brokers), or for this long, which bounds how stale its date-based figures may get (ADR 010).
 */
const DASHBOARD_CACHE_MS = 30_000;
const DASHBOARD_CACHE_ENTRIES = 20_000;

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboard'];
  // Kept as the JSON text sent, so a hit costs neither the domain figures nor serialization.
  const dashboards = app.changeFeed.createCache<string>({
    ttlMs: DASHBOARD_CACHE_MS,
    maxEntries: DASHBOARD_CACHE_ENTRIES,
  });

  app.get(
    ROUTES.dashboard,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Tudo o que o /dashboard mostra, numa chamada: saudação, trilha, patrimônio, rendimento do ano (Modified Dietz) contra o CDI, cashback estimado, carteira atual e recomendada (leitura B), desvios, última recomendação e aportes',
        querystring: ZDashboardQuery,
        response: { 200: ZDashboard },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const json = await dashboards.getOrLoad(
        `${viewer.id}|${request.query.broker ?? ''}`,
        async () => {
          const dashboard = await getDashboard(
            { db: app.database.db, cdiSeries: app.cdiSeries },
            viewer,
            request.query,
          );
          const gateEnds = dashboard.profileGate.validUntil;
          return {
            userId: viewer.id,
            value: serializeResponse(ZDashboard, dashboard),
            // The 24-month suitability gate turns "vencido" at its own moment, not 30 s later.
            validUntil: gateEnds ? Date.parse(gateEnds) : undefined,
          };
        },
      );
      return sendJson(reply, json);
    },
  );

  app.put(
    ROUTES.dashboardTracker,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Marca ou desmarca à mão as etapas Corretora e Alocação da trilha',
        body: ZTrackerUpdateBody,
        response: { 200: ZTracker },
      },
    },
    async (request) => updateTracker(app.database.db, requireViewer(request), request.body),
  );
};

export default dashboardRoutes;
