import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_AUDIT_ROUTES,
  ADMIN_CONSULTANTS_ROUTES,
  ADMIN_INVITES_ROUTES,
  ADMIN_GOALS_ROUTE,
  ADMIN_PORTFOLIOS_ROUTE,
  ADMIN_SECURITY_ROUTES,
  ADMIN_OVERVIEW_ROUTE,
  ADMIN_USERS_ROUTES as USERS,
  API_ROUTES,
  ZAccountUser,
  ZAdminOverview,
  ZAdminUserDetail,
  ZAdminUserIdParams,
  ZAdminUserPatch,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZAdminConsultantList,
  ZAdminGoals,
  ZAdminPortfolios,
  ZAdminPortfoliosQuery,
  ZAdminSecurity,
  ZDeadLetterParams,
  ZDeadLetters,
  ZSessionIdParams,
  ZUnlockBody,
  ZAdminGoalsQuery,
  ZAuditPage,
  ZConsultantIdParams,
  ZReassignClients,
  ZReassignResult,
  ZAuditQuery,
  ZDeletionScheduled,
  ZInviteBody,
  ZInviteIdParams,
  ZInviteResent,
  ZInviteRevoked,
  z,
} from '@algoone/contracts';
import { clientInfo } from '../../lib/client-info.ts';
import { createDeletionDeps, ZPersonalDataExportFile } from '../privacy/index.ts';
import { exportAuditCsv, listAudit } from './list-audit.ts';
import { listClientGoals } from './list-client-goals.ts';
import { listClientPortfolios } from './list-client-portfolios.ts';
import { getSecurityOverview, revokeStaffSession, unlockAccount } from './security-overview.ts';
import { listDeadLetters } from './list-dead-letters.ts';
import { retryDeadLetter } from './retry-dead-letter.ts';
import { deactivateConsultant, listConsultants, reassignClients } from './manage-consultants.ts';
import { listUsers } from './list-users.ts';
import {
  exportUserData,
  getUserDetail,
  resetUserTwoFactor,
  scheduleUserDeletion,
  sendPasswordReset,
  setUserDisabled,
  updateUser,
} from './manage-user.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { createAdminFiguresCache, getAdminOverview } from './get-admin-overview.ts';
import { inviteStaff } from './invite-staff.ts';
import { resendInvite, revokeInvite } from './pending-invites.ts';
import { backfillPortfolioDrift } from '../portfolio-drift/index.ts';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => reply.status(201).send(await inviteStaff(request, request.body)),
  );

  app.post(
    ADMIN_INVITES_ROUTES.resend,
    {
      config: { access: 'inviteStaff' },
      schema: {
        tags: ['admin'],
        summary: 'Envia de novo um convite ainda não aceito, com um link novo (auditado)',
        params: ZInviteIdParams,
        response: { 200: ZInviteResent },
      },
    },
    async (request) => resendInvite(request, request.params.id),
  );

  app.delete(
    ADMIN_INVITES_ROUTES.revoke,
    {
      config: { access: 'inviteStaff' },
      schema: {
        tags: ['admin'],
        summary: 'Cancela um convite ainda não aceito: a conta nunca usada é removida (auditado)',
        params: ZInviteIdParams,
        response: { 200: ZInviteRevoked },
      },
    },
    async (request) => revokeInvite(request, request.params.id),
  );

  const figures = createAdminFiguresCache();
  app.get(
    ADMIN_OVERVIEW_ROUTE,
    {
      config: { access: 'adminDashboard' },
      schema: {
        tags: ['admin'],
        summary:
          'Números do painel: investidores, perfis, patrimônio, assinaturas e MRR, cashback do mês, conversas e objetivos em risco (o consultor vê os dos seus clientes); calculados no máximo uma vez por minuto',
        response: { 200: ZAdminOverview },
      },
    },
    async (request) => getAdminOverview(app.database.db, requireViewer(request), figures),
  );

  const db = app.database.db;
  // Clients whose portfolios predate the stored drift (ADR 024) get their rows, off the start-up path.
  app.background.run('portfolio drift backfill', () => backfillPortfolioDrift(db));
  const deletion = createDeletionDeps(app);
  const tags = ['admin'];
  const detail = { 200: ZAdminUserDetail };

  app.get(
    USERS.list,
    {
      config: { access: 'adminUsers' },
      schema: {
        tags,
        summary:
          'Usuários por nome (busca sem acentos em nome ou email, por papel), em páginas por cursor',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersPage },
      },
    },
    async (request) => listUsers(db, requireViewer(request), request.query, clientInfo(request)),
  );

  app.get(
    USERS.detail,
    {
      config: { access: 'adminUsers' },
      schema: {
        tags,
        summary: 'Detalhe de um usuário (auditado)',
        params: ZAdminUserIdParams,
        response: detail,
      },
    },
    async (request) =>
      getUserDetail(db, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.patch(
    USERS.detail,
    {
      config: { access: 'adminUsers' },
      schema: {
        tags,
        summary: 'Muda o papel ou o consultor de um usuário (auditado)',
        params: ZAdminUserIdParams,
        body: ZAdminUserPatch,
        response: detail,
      },
    },
    async (request) =>
      updateUser(db, requireViewer(request), request.params.id, request.body, clientInfo(request)),
  );

  for (const [route, disabled, summary] of [
    [USERS.disable, true, 'Desativa a conta e encerra as sessões (auditado)'],
    [USERS.enable, false, 'Reativa a conta (auditado)'],
  ] as const) {
    app.post(
      route,
      {
        config: { access: 'adminUsers' },
        schema: { tags, summary, params: ZAdminUserIdParams, response: detail },
      },
      async (request) =>
        setUserDisabled(
          db,
          requireViewer(request),
          request.params.id,
          disabled,
          clientInfo(request),
        ),
    );
  }

  app.post(
    USERS.resetTwoFactor,
    {
      config: { access: 'adminUsers' },
      schema: {
        tags,
        summary: 'Remove a verificação em duas etapas (a pessoa cadastra de novo; auditado)',
        params: ZAdminUserIdParams,
        response: detail,
      },
    },
    async (request) =>
      resetUserTwoFactor(db, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.post(
    USERS.passwordReset,
    {
      config: { access: 'adminUsers' },
      schema: {
        tags,
        summary: 'Envia à pessoa um link para redefinir a senha (auditado)',
        params: ZAdminUserIdParams,
        response: { 200: z.object({ sent: z.literal(true) }) },
      },
    },
    async (request) =>
      sendPasswordReset(app, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.get(
    USERS.export,
    {
      config: { access: 'adminUsers' },
      schema: {
        tags,
        summary: 'Exporta os dados da pessoa (pedido ao encarregado; auditado)',
        params: ZAdminUserIdParams,
        produces: ['application/json'],
        response: { 200: ZPersonalDataExportFile },
      },
    },
    async (request, reply) => {
      const file = await exportUserData(
        db,
        requireViewer(request),
        request.params.id,
        clientInfo(request),
      );
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    USERS.deletion,
    {
      config: { access: 'adminUsers' },
      schema: {
        tags,
        summary: 'Agenda a exclusão da conta de um investidor (pedido ao encarregado; auditado)',
        params: ZAdminUserIdParams,
        response: { 202: ZDeletionScheduled },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await scheduleUserDeletion(
            deletion,
            requireViewer(request),
            request.params.id,
            clientInfo(request),
          ),
        ),
  );

  app.get(
    ADMIN_AUDIT_ROUTES.list,
    {
      config: { access: 'adminLogs' },
      schema: {
        tags,
        summary:
          'Registro de auditoria, do mais recente, filtrado por autor, ação, alvo, data e resultado',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage },
      },
    },
    async (request) => listAudit(db, request.query),
  );

  app.get(
    ADMIN_AUDIT_ROUTES.csv,
    {
      config: { access: 'adminLogs' },
      schema: {
        tags,
        summary: 'O registro de auditoria filtrado, em CSV (até 10.000 linhas)',
        querystring: ZAuditQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('Arquivo CSV') },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="auditoria-algoone.csv"')
        .header('cache-control', 'private, no-store')
        .send(await exportAuditCsv(db, requireViewer(request), request.query, clientInfo(request))),
  );

  app.get(
    ADMIN_CONSULTANTS_ROUTES.list,
    {
      config: { access: 'adminConsultants' },
      schema: {
        tags,
        summary: 'Consultores com o número de clientes e de conversas aguardando resposta',
        response: { 200: ZAdminConsultantList },
      },
    },
    async () => listConsultants(db),
  );

  app.post(
    ADMIN_CONSULTANTS_ROUTES.reassign,
    {
      config: { access: 'adminConsultants' },
      schema: {
        tags,
        summary: 'Passa todos os clientes de um consultor para outro (ou para a fila; auditado)',
        params: ZConsultantIdParams,
        body: ZReassignClients,
        response: { 200: ZReassignResult },
      },
    },
    async (request) =>
      reassignClients(
        db,
        requireViewer(request),
        request.params.id,
        request.body.to,
        clientInfo(request),
      ),
  );

  app.post(
    ADMIN_CONSULTANTS_ROUTES.deactivate,
    {
      config: { access: 'adminConsultants' },
      schema: {
        tags,
        summary: 'Desativa um consultor: sessões encerradas, clientes de volta à fila (auditado)',
        params: ZConsultantIdParams,
        response: { 200: ZReassignResult },
      },
    },
    async (request) =>
      deactivateConsultant(db, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.get(
    ADMIN_GOALS_ROUTE,
    {
      config: { access: 'adminGoals' },
      schema: {
        tags,
        summary:
          'Objetivos dos clientes, os em risco primeiro (o consultor vê os dos seus clientes)',
        querystring: ZAdminGoalsQuery,
        response: { 200: ZAdminGoals },
      },
    },
    async (request) =>
      listClientGoals(db, requireViewer(request), request.query, clientInfo(request)),
  );

  app.get(
    ADMIN_SECURITY_ROUTES.overview,
    {
      config: { access: 'adminSecurity' },
      schema: {
        tags,
        summary:
          'Falhas de acesso por endereço e por conta, contas bloqueadas, sessões da equipe e a verificação em duas etapas de cada um',
        response: { 200: ZAdminSecurity },
      },
    },
    async (request) => getSecurityOverview(db, requireViewer(request)),
  );

  app.post(
    ADMIN_SECURITY_ROUTES.unlock,
    {
      config: { access: 'adminSecurity' },
      schema: {
        tags,
        summary: 'Desbloqueia o acesso de um email (auditado)',
        body: ZUnlockBody,
        response: { 200: ZAdminSecurity },
      },
    },
    async (request) =>
      unlockAccount(db, requireViewer(request), request.body.email, clientInfo(request)),
  );

  app.delete(
    ADMIN_SECURITY_ROUTES.session,
    {
      config: { access: 'adminSecurity' },
      schema: {
        tags,
        summary: 'Encerra uma sessão da equipe (auditado)',
        params: ZSessionIdParams,
        response: { 200: ZAdminSecurity },
      },
    },
    async (request) =>
      revokeStaffSession(db, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.get(
    ADMIN_SECURITY_ROUTES.deadLetters,
    {
      config: { access: 'adminSecurity' },
      schema: {
        tags,
        summary:
          'Emails não entregues depois de todas as tentativas: quando, para quem, assunto, tentativas e o último erro (nunca o texto)',
        response: { 200: ZDeadLetters },
      },
    },
    async (request) => listDeadLetters(db, requireViewer(request)),
  );

  app.post(
    ADMIN_SECURITY_ROUTES.retryDeadLetter,
    {
      config: { access: 'adminSecurity' },
      schema: {
        tags,
        summary: 'Envia de novo um email não entregue, com novas tentativas (auditado)',
        params: ZDeadLetterParams,
        response: { 200: ZDeadLetters },
      },
    },
    async (request) =>
      retryDeadLetter(db, requireViewer(request), request.params.id, clientInfo(request), () =>
        app.emails.queued(),
      ),
  );

  app.get(
    ADMIN_PORTFOLIOS_ROUTE,
    {
      config: { access: 'adminPortfolios' },
      schema: {
        tags,
        summary:
          'Carteiras dos clientes: atual contra recomendada, desvio por classe, fora do perfil primeiro (o consultor vê as dos seus clientes)',
        querystring: ZAdminPortfoliosQuery,
        response: { 200: ZAdminPortfolios },
      },
    },
    async (request) =>
      listClientPortfolios(db, requireViewer(request), request.query, clientInfo(request)),
  );
};

export default adminRoutes;
