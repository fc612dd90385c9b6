import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRIVACY_API_ROUTES as ROUTES,
  ZAdminPrivacyRequest,
  ZAdminRequestQuery,
  ZConsentHistory,
  ZDeletionBody,
  ZDeletionScheduled,
  ZIncident,
  ZIncidentInput,
  ZOk,
  ZOptionalConsentBody,
  ZOptionalConsentParams,
  ZPrivacyAnswer,
  ZPrivacyRequest,
  ZPrivacyRequestInput,
  ZPrivacySummary,
  ZProfileCorrection,
  ZRequestIdParams,
  z,
} from '@algoone/contracts';
import { clientInfo } from '../../lib/client-info.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { getConsentHistory, setOptionalConsent } from './consents.ts';
import { cancelDeletion } from './cancel-deletion.ts';
import { correctProfile } from './correct-profile.ts';
import { listIncidents, recordIncident } from './incidents.ts';
import {
  answerPrivacyRequest,
  createPrivacyRequest,
  listAdminRequests,
  listOwnRequests,
} from './privacy-requests.ts';
import { purgeDeletedAccounts } from './purge-deleted-accounts.ts';
import {
  exportPersonalData,
  getDataSummary,
  ZPersonalDataExportFile,
} from './read-personal-data.ts';
import { createDeletionDeps, requestDeletion } from './request-deletion.ts';

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['privacy'];
  const db = app.database.db;
  const appUrl = app.env.APP_URL ?? `http://localhost:${app.env.PORT}`;
  const deletion = createDeletionDeps(app);

  // Accounts whose grace period is over are erased by whichever node gets there first.
  const purge = setInterval(() => {
    app.background.run('privacy purge', () => purgeDeletedAccounts(db));
  }, app.env.PRIVACY_PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.get(
    ROUTES.summary,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary: 'O que a AlgoOne guarda sobre você, por categoria, com contagens',
        response: { 200: ZPrivacySummary },
      },
    },
    async (request) => getDataSummary(db, requireViewer(request)),
  );

  app.get(
    ROUTES.export,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary: 'Todos os seus dados em JSON (limite por hora; auditado)',
        produces: ['application/json'],
        response: { 200: ZPersonalDataExportFile },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const file = await exportPersonalData(db, viewer.id, viewer, clientInfo(request));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.patch(
    ROUTES.profile,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary: 'Corrige seus dados de perfil (nome, telefone)',
        body: ZProfileCorrection,
        response: { 200: ZPrivacySummary },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await correctProfile(db, viewer, request.body, clientInfo(request));
      return getDataSummary(db, viewer);
    },
  );

  app.get(
    ROUTES.consents,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary: 'Histórico de consentimentos: Termos, Privacidade, opcionais e Theo',
        response: { 200: ZConsentHistory },
      },
    },
    async (request) => getConsentHistory(db, requireViewer(request)),
  );

  app.put(
    ROUTES.optionalConsent,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary: 'Concede ou retira um consentimento opcional (novo registro no histórico)',
        params: ZOptionalConsentParams,
        body: ZOptionalConsentBody,
        response: { 200: ZConsentHistory },
      },
    },
    async (request) =>
      setOptionalConsent(
        db,
        requireViewer(request),
        request.params.purpose,
        request.body.granted,
        clientInfo(request),
      ),
  );

  app.post(
    ROUTES.deletion,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary:
          'Pede a exclusão da conta (senha e, com 2FA, o código): sessões encerradas, assinatura cancelada; apagada após 7 dias',
        body: ZDeletionBody,
        response: { 202: ZDeletionScheduled },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await requestDeletion(
            deletion,
            requireViewer(request),
            request.body,
            clientInfo(request),
          ),
        ),
  );

  app.delete(
    ROUTES.deletion,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary: 'Cancela a exclusão da conta ainda pendente (dentro do prazo de 7 dias)',
        response: { 200: ZOk },
      },
    },
    async (request) => cancelDeletion(db, requireViewer(request), clientInfo(request)),
  );

  app.get(
    ROUTES.requests,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary: 'Suas solicitações ao encarregado',
        response: { 200: z.array(ZPrivacyRequest) },
      },
    },
    async (request) => listOwnRequests(db, requireViewer(request)),
  );

  app.post(
    ROUTES.requests,
    {
      config: { access: 'privacySelf' },
      schema: {
        tags,
        summary: 'Faz uma solicitação ao encarregado: protocolo e prazo legal (15 dias)',
        body: ZPrivacyRequestInput,
        response: { 201: ZPrivacyRequest },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPrivacyRequest(db, requireViewer(request), request.body, clientInfo(request)),
        ),
  );

  app.get(
    ROUTES.adminRequests,
    {
      config: { access: 'privacyAdmin' },
      schema: {
        tags,
        summary: 'Solicitações ao encarregado, as mais urgentes primeiro (auditado)',
        querystring: ZAdminRequestQuery,
        response: { 200: z.array(ZAdminPrivacyRequest) },
      },
    },
    async (request) =>
      listAdminRequests(db, requireViewer(request), request.query.status, clientInfo(request)),
  );

  app.post(
    ROUTES.adminAnswer,
    {
      config: { access: 'privacyAdmin' },
      schema: {
        tags,
        summary: 'Responde uma solicitação (auditado; o titular recebe por email)',
        params: ZRequestIdParams,
        body: ZPrivacyAnswer,
        response: { 200: ZAdminPrivacyRequest },
      },
    },
    async (request) =>
      answerPrivacyRequest(
        db,
        requireViewer(request),
        request.params.id,
        request.body.answer,
        clientInfo(request),
        appUrl,
      ),
  );

  app.get(
    ROUTES.adminIncidents,
    {
      config: { access: 'privacyAdmin' },
      schema: {
        tags,
        summary: 'Registro de incidentes (LGPD art. 48)',
        response: { 200: z.array(ZIncident) },
      },
    },
    async () => listIncidents(db),
  );

  app.post(
    ROUTES.adminIncidents,
    {
      config: { access: 'privacyAdmin' },
      schema: {
        tags,
        summary: 'Registra um incidente (somente inclusão; correções são novos registros)',
        body: ZIncidentInput,
        response: { 201: ZIncident },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await recordIncident(db, requireViewer(request), request.body, clientInfo(request))),
  );
};

export default privacyRoutes;
