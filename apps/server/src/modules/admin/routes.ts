import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES, ZAccountUser, ZInviteBody } from '@algoone/contracts';
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
};

export default adminRoutes;
