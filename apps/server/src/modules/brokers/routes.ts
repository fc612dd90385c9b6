import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ONBOARDING_API_ROUTES,
  PORTFOLIO_API_ROUTES as ROUTES,
  ZBrokerConfirmResult,
  ZBrokerList,
  ZBrokerParams,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { confirmBrokerAccount } from './confirm-broker-account.ts';
import { unconfirmBrokerAccount } from './unconfirm-broker-account.ts';
import { listBrokers } from './list-brokers.ts';

const brokerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['brokers'];

  app.get(
    ONBOARDING_API_ROUTES.brokers,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Catálogo de corretoras parceiras ativas, com a taxa de cashback de cada uma',
        response: { 200: ZBrokerList },
      },
    },
    async () => listBrokers(app.database.db),
  );

  app.post(
    ROUTES.brokerConfirm,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Confirma que o investidor abriu conta nesta corretora (etapa Corretora da trilha)',
        params: ZBrokerParams,
        response: { 200: ZBrokerConfirmResult },
      },
    },
    async (request) =>
      confirmBrokerAccount(app.database.db, requireViewer(request), request.params.id),
  );

  app.delete(
    ROUTES.brokerConfirm,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Desfaz a confirmação da conta nesta corretora',
        params: ZBrokerParams,
        response: { 200: ZBrokerConfirmResult },
      },
    },
    async (request) =>
      unconfirmBrokerAccount(app.database.db, requireViewer(request), request.params.id),
  );
};

export default brokerRoutes;
