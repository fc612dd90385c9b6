import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_API_ROUTES as ROUTES,
  ZAssignmentBody,
  ZAssignmentParams,
  ZApiError,
  ZAssignmentResult,
  ZChatClientPanel,
  ZChatConversation,
  ZChatEventsQuery,
  ZChatIdParams,
  ZChatReadBody,
  ZChatReadResult,
  ZChatSendBody,
  ZChatSendResult,
  ZClaimResult,
  ZInbox,
  ZInboxQuery,
  ZReviewDecisionBody,
  ZReviewRequestBody,
  ZReviewResult,
  z,
} from '@algoone/contracts';
import { clientInfo } from '../../lib/client-info.ts';
import type { OutboxWorker } from '../../lib/email-outbox.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { assignConsultant } from './assign-consultant.ts';
import type { ChatContext } from './chat-context.ts';
import { ensureConversation } from './chat-store.ts';
import { claimConversation } from './claim-conversation.ts';
import { getClientPanel } from './get-client-panel.ts';
import { getOwnConversation, getStaffConversation, openStaffStream } from './get-conversation.ts';
import { ChatHub } from './live-hub.ts';
import { listInbox } from './list-inbox.ts';
import { markOwnRead, markStaffRead } from './mark-read.ts';
import { resumeCursor, startEventStream } from './open-stream.ts';
import { acceptReviewTime, createReviewRequest, decideReviewRequest } from './review-requests.ts';
import { sendInvestorMessage } from './send-investor-message.ts';
import { sendStaffMessage } from './send-staff-message.ts';

export interface ChatRuntime {
  hub: ChatHub;
  /** The node's email outbox worker (plugins/email-outbox.ts), here for the chat's tests. */
  outbox: OutboxWorker;
  context: ChatContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatRuntime;
  }
}

const EVENT_STREAM = z
  .string()
  .describe('text/event-stream: message (id = seq), receipts, changed');

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consultor'];
  const { db } = app.database;
  const hub = new ChatHub(app.database, app.log, app.env.CHAT_HEARTBEAT_MS);
  const ctx: ChatContext = {
    db,
    appUrl: app.env.APP_URL ?? `http://localhost:${app.env.PORT}`,
    emailsQueued: () => app.emails.queued(),
    messagesPerMinute: app.env.CHAT_MESSAGES_PER_MINUTE,
  };
  app.decorate('chat', { hub, outbox: app.emails.worker, context: ctx });
  await hub.start();
  app.addHook('preClose', () => hub.close());

  // ---- The investor's side ----

  app.get(
    ROUTES.conversation,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'A conversa do investidor com o seu consultor: mensagens, marcas e não lidas',
        response: { 200: ZChatConversation },
      },
    },
    async (request) => getOwnConversation(db, requireViewer(request)),
  );

  app.post(
    ROUTES.messages,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Envia uma mensagem ao consultor (texto aparado; vazio é ignorado; 429 além do limite por minuto)',
        body: ZChatSendBody,
        response: { 200: ZChatSendResult, 429: ZApiError },
      },
    },
    async (request) => sendInvestorMessage(ctx, requireViewer(request), request.body),
  );

  app.post(
    ROUTES.read,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Marca como lidas as mensagens até a sequência dada',
        body: ZChatReadBody,
        response: { 200: ZChatReadResult },
      },
    },
    async (request) => ({
      receipts: await markOwnRead(db, requireViewer(request), request.body.seq),
    }),
  );

  app.get(
    ROUTES.events,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Eventos ao vivo da conversa (SSE); retoma após Last-Event-ID sem perder nem repetir',
        querystring: ZChatEventsQuery,
        produces: ['text/event-stream'],
        response: { 200: EVENT_STREAM },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { conversation } = await ensureConversation(db, viewer.id);
      const cursor = resumeCursor(request, request.query.after) ?? conversation.lastSeq;
      const res = startEventStream(reply, hub, viewer.id);
      await hub
        .openConversation(conversation.id, {
          userId: viewer.id,
          sessionId: viewer.sessionId,
          side: 'investor',
          cursor,
          res,
        })
        .catch(() => res.end());
    },
  );

  app.post(
    ROUTES.reviewRequests,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Pede ao consultor uma revisão: agendar (até 3 horários), revisão humana (LGPD art. 20) ou de um objetivo',
        body: ZReviewRequestBody,
        response: { 201: ZReviewResult },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReviewRequest(ctx, requireViewer(request), request.body)),
  );

  app.post(
    ROUTES.reviewAccept,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Aceita o horário que o consultor propôs; ambos recebem o convite .ics',
        params: ZChatIdParams,
        response: { 200: ZReviewResult },
      },
    },
    async (request) => acceptReviewTime(ctx, requireViewer(request), request.params.id),
  );

  // ---- The consultant's workspace ----

  app.get(
    ROUTES.inbox,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary: 'Conversas visíveis ao consultor (seus clientes e a fila) ou ao admin (todas)',
        querystring: ZInboxQuery,
        response: { 200: ZInbox },
      },
    },
    async (request) =>
      listInbox(db, requireViewer(request), request.query.filter, clientInfo(request)),
  );

  app.get(
    ROUTES.inboxEvents,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary: 'Eventos ao vivo da caixa de entrada (SSE): qual conversa mudou',
        produces: ['text/event-stream'],
        response: { 200: EVENT_STREAM },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const res = startEventStream(reply, hub, viewer.id);
      await hub
        .openInbox({
          userId: viewer.id,
          sessionId: viewer.sessionId,
          admin: viewer.role === 'admin',
          res,
        })
        .catch(() => res.end());
    },
  );

  app.get(
    ROUTES.staffConversation,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary: 'Uma conversa de um cliente (leitura registrada no log de auditoria)',
        params: ZChatIdParams,
        response: { 200: ZChatConversation },
      },
    },
    async (request) =>
      getStaffConversation(db, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.post(
    ROUTES.staffMessages,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary:
          'Responde ao cliente (403 numa conversa que não é sua; 429 além do limite por minuto)',
        params: ZChatIdParams,
        body: ZChatSendBody,
        response: { 200: ZChatSendResult, 429: ZApiError },
      },
    },
    async (request) =>
      sendStaffMessage(ctx, requireViewer(request), request.params.id, request.body),
  );

  app.post(
    ROUTES.staffRead,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary: 'Marca como lidas as mensagens do cliente até a sequência dada',
        params: ZChatIdParams,
        body: ZChatReadBody,
        response: { 200: ZChatReadResult },
      },
    },
    async (request) => ({
      receipts: await markStaffRead(
        db,
        requireViewer(request),
        request.params.id,
        request.body.seq,
      ),
    }),
  );

  app.get(
    ROUTES.staffEvents,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary: 'Eventos ao vivo de uma conversa (SSE), com retomada por Last-Event-ID',
        params: ZChatIdParams,
        querystring: ZChatEventsQuery,
        produces: ['text/event-stream'],
        response: { 200: EVENT_STREAM },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const conversation = await openStaffStream(
        db,
        viewer,
        request.params.id,
        clientInfo(request),
      );
      const cursor = resumeCursor(request, request.query.after) ?? conversation.lastSeq;
      const res = startEventStream(reply, hub, viewer.id);
      await hub
        .openConversation(conversation.id, {
          userId: viewer.id,
          sessionId: viewer.sessionId,
          side: 'staff',
          cursor,
          res,
        })
        .catch(() => res.end());
    },
  );

  app.post(
    ROUTES.claim,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary: 'O consultor assume uma conversa da fila compartilhada',
        params: ZChatIdParams,
        response: { 200: ZClaimResult },
      },
    },
    async (request) =>
      claimConversation(db, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.get(
    ROUTES.client,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary:
          'Painel do cliente: perfil, alocação recomendada × atual, objetivos em risco, aportes',
        params: ZChatIdParams,
        response: { 200: ZChatClientPanel },
      },
    },
    async (request) =>
      getClientPanel(
        { db, cdiSeries: app.cdiSeries },
        requireViewer(request),
        request.params.id,
        clientInfo(request),
      ),
  );

  app.post(
    ROUTES.reviewDecision,
    {
      config: { access: 'chatStaff' },
      schema: {
        tags,
        summary: 'Confirma um horário proposto, propõe outro ou conclui o pedido de revisão',
        params: ZChatIdParams,
        body: ZReviewDecisionBody,
        response: { 200: ZReviewResult },
      },
    },
    async (request) =>
      decideReviewRequest(ctx, requireViewer(request), request.params.id, request.body),
  );

  app.put(
    ROUTES.assignment,
    {
      config: { access: 'assignConsultant' },
      schema: {
        tags,
        summary: 'Atribui o investidor a um consultor ativo, ou à fila compartilhada (null)',
        params: ZAssignmentParams,
        body: ZAssignmentBody,
        response: { 200: ZAssignmentResult },
      },
    },
    async (request) =>
      assignConsultant(
        db,
        requireViewer(request),
        request.params.investorId,
        request.body.consultantId,
        clientInfo(request),
      ),
  );
};

export default fp(routes, { name: 'chat', dependencies: ['access'] });
