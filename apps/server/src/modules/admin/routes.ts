import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_OVERVIEW_ROUTE,
  API_ROUTES,
  ZAccountUser,
  ZAdminOverview,
  ZInviteBody,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { getAdminOverview } from './get-admin-overview.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { inviteStaff } from './invite-staff.ts';

const adminRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, options) => {
  app.post(
    API_ROUTES.invites,
    {
      config: { access: 'inviteStaff' },
      schema: {
        tags: ['admin'],
        summary: 'Convida um consultor ou administrador por email',
        body: ZInviteBody,
        response: { 201: ZAccountUser },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteStaff(request, options.mailer, request.body)),
  );

  app.get(
    ADMIN_OVERVIEW_ROUTE,
    {
      config: { access: 'adminDashboard' },
      schema: {
        tags: ['admin'],
        summary:
          'Números do painel: investidores, perfis, patrimônio, assinaturas e MRR, cashback do mês, conversas e objetivos em risco (o consultor vê os dos seus clientes)',
        response: { 200: ZAdminOverview },
      },
    },
    async (request) => getAdminOverview(app.database.db, requireViewer(request)),
  );
};

export default adminRoutes;
