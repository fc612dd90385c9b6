import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PORTFOLIO_API_ROUTES as ROUTES,
  ZHoldingsUpdateBody,
  ZHoldingsUpdateResult,
  ZNetWorthUpdateBody,
  ZNetWorthUpdateResult,
  ZPortfolioOverview,
  ZSimulateBody,
  ZSimulation,
  ZSnapshotParams,
  z,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { deleteNetWorthSnapshot } from './delete-net-worth-snapshot.ts';
import { getPortfolio } from './get-portfolio.ts';
import { simulateContribution } from './simulate-contribution.ts';
import { updateHoldings } from './update-holdings.ts';
import { updateNetWorth } from './update-net-worth.ts';

const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portfolio'];

  app.get(
    ROUTES.portfolio,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Minha Carteira: carteira atual, carteira recomendada (leitura B) com o papel de cada classe, desvios e histórico do patrimônio',
        response: { 200: ZPortfolioOverview },
      },
    },
    async (request) => getPortfolio(app.database.db, requireViewer(request)),
  );

  app.put(
    ROUTES.netWorth,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Atualiza o patrimônio: acrescenta um registro datado ao histórico (missão update-patrimonio)',
        body: ZNetWorthUpdateBody,
        response: { 200: ZNetWorthUpdateResult },
      },
    },
    async (request) => updateNetWorth(app.database.db, requireViewer(request), request.body),
  );

  app.delete(
    ROUTES.netWorthSnapshot,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Remove um registro do histórico do patrimônio (só os do próprio investidor)',
        params: ZSnapshotParams,
        response: { 204: z.null().describe('Sem conteúdo') },
      },
    },
    async (request, reply) => {
      await deleteNetWorthSnapshot(app.database.db, requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    ROUTES.holdings,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Salva a carteira atual por categoria (sem Previdência); categorias omitidas ficam em 0. Valores inválidos são recusados (400)',
        body: ZHoldingsUpdateBody,
        response: { 200: ZHoldingsUpdateResult },
      },
    },
    async (request) => updateHoldings(app.database.db, requireViewer(request), request.body),
  );

  app.post(
    ROUTES.simulate,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Simula um aporte: divisão por classe, aporte sem vender nada e rebalanceamento completo; 409 sem perfil válido',
        body: ZSimulateBody,
        response: { 200: ZSimulation },
      },
    },
    async (request) => simulateContribution(app.database.db, requireViewer(request), request.body),
  );
};

export default portfolioRoutes;
