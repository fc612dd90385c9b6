import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  THEO_API_ROUTES as ROUTES,
  ZTheoBasicNowResult,
  ZTheoConnectionTest,
  ZTheoConversation,
  ZTheoConversationList,
  ZTheoFeedbackBody,
  ZTheoFeedbackResult,
  ZTheoHandoffResult,
  ZTheoIdParams,
  ZTheoSettings,
  ZTheoSettingsBody,
  ZTheoSettingsResult,
  ZTheoStatus,
  ZTheoUsage,
  theoAskBody,
  z,
  type TTheoStreamEvent,
} from '@algoone/contracts';
import { ERROR_MESSAGES } from '@algoone/domain';
import { clientInfo } from '../../lib/client-info.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { answerInBasic } from './answer-in-basic.ts';
import { answerQuestion, prepareQuestion } from './ask-theo.ts';
import { createConversation } from './create-conversation.ts';
import { forwardToConsultant } from './forward-to-consultant.ts';
import { getConversation } from './get-conversation.ts';
import { getTheoStatus } from './get-theo-status.ts';
import { grantConsent } from './grant-consent.ts';
import { listConversations } from './list-conversations.ts';
import {
  disconnectProvider,
  getProviderSettings,
  getTheoUsage,
  saveProviderSettings,
  testProviderConnection,
} from './provider-settings.ts';
import { createProviderConnection } from './provider-connection.ts';
import { rateMessage } from './rate-message.ts';
import { createSecretBox } from './secret-box.ts';
import type { TheoRuntime } from './theo-runtime.ts';
import { withdrawConsent } from './withdraw-consent.ts';

export interface TheoRoutesOptions {
  /** Material for the key that encrypts the provider's API key (THEO_ENCRYPTION_KEY or the auth secret). */
  encryptionMaterial: string;
}

const ZStatusResult = z.object({ status: ZTheoStatus });

/** Theo (docs/decisions/017-theo.md): the investor's routes and the admin's provider settings. */
const theoRoutes: FastifyPluginAsyncZod<TheoRoutesOptions> = async (app, options) => {
  const runtime: TheoRuntime = {
    db: app.database.db,
    cdiSeries: app.cdiSeries,
    env: app.env,
    box: createSecretBox(options.encryptionMaterial),
    connection: createProviderConnection({ allowPrivate: app.env.THEO_ALLOW_PRIVATE_BASE_URL }),
  };
  app.addHook('onClose', () => runtime.connection.close());
  const tags = ['theo'];

  app.get(
    ROUTES.status,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Modo do Theo (IA ou Básico), selo, provedor, consentimento e limites',
        response: { 200: ZTheoStatus },
      },
    },
    async (request) => getTheoStatus(runtime, requireViewer(request)),
  );

  app.post(
    ROUTES.consent,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Registra o consentimento (LGPD) para enviar os dados ao provedor atual',
        response: { 200: ZStatusResult },
      },
    },
    async (request) => ({
      status: await grantConsent(runtime, requireViewer(request), clientInfo(request)),
    }),
  );

  app.delete(
    ROUTES.consent,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Retira o consentimento: o Theo volta ao modo básico',
        response: { 200: ZStatusResult },
      },
    },
    async (request) => ({
      status: await withdrawConsent(runtime, requireViewer(request), clientInfo(request)),
    }),
  );

  app.get(
    ROUTES.conversations,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Conversas do investidor com o Theo, mais recentes primeiro',
        response: { 200: ZTheoConversationList },
      },
    },
    async (request) => listConversations(runtime.db, requireViewer(request)),
  );

  app.post(
    ROUTES.conversations,
    {
      config: { access: 'investorArea' },
      schema: { tags, summary: 'Nova conversa', response: { 201: ZTheoConversation } },
    },
    async (request, reply) =>
      reply.status(201).send(await createConversation(runtime.db, requireViewer(request))),
  );

  app.get(
    ROUTES.conversation,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Uma conversa do investidor com as mensagens (de outro investidor: 404)',
        params: ZTheoIdParams,
        response: { 200: ZTheoConversation },
      },
    },
    async (request) => getConversation(runtime.db, requireViewer(request), request.params.id),
  );

  app.post(
    ROUTES.messages,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Envia uma pergunta; a resposta chega como server-sent events (start, delta, notice, done ou error)',
        params: ZTheoIdParams,
        // The configured limit, so a long question is refused with the number that applies.
        body: theoAskBody(app.env.THEO_MAX_QUESTION_CHARS),
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('text/event-stream: cada evento é um ZTheoStreamEvent em JSON'),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // Refusals (404, 400, 429) happen here, as ordinary JSON errors.
      const prepared = await prepareQuestion(
        runtime,
        viewer,
        request.params.id,
        request.body.content,
      );
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      reply.hijack();
      // Headers set by hooks (request id, security headers) still apply to the stream.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const send = (event: TTheoStreamEvent) => {
        if (gone.signal.aborted || reply.raw.destroyed) return;
        reply.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      try {
        await answerQuestion(runtime, viewer, prepared, send, gone.signal, request.log);
      } catch (error) {
        request.log.error({ err: error }, 'theo: answer failed');
        send({ type: 'error', message: ERROR_MESSAGES.theoReplyFailed });
      }
      reply.raw.end();
    },
  );

  app.post(
    ROUTES.feedback,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Gostei / não gostei numa resposta do Theo',
        params: ZTheoIdParams,
        body: ZTheoFeedbackBody,
        response: { 200: ZTheoFeedbackResult },
      },
    },
    async (request) =>
      rateMessage(runtime.db, requireViewer(request), request.params.id, request.body.rating),
  );

  app.post(
    ROUTES.handoff,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          "'Encaminhar ao consultor': pergunta e trecho da resposta para o consultor do investidor",
        params: ZTheoIdParams,
        response: { 201: ZTheoHandoffResult },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await forwardToConsultant(
            runtime.db,
            requireViewer(request),
            request.params.id,
            clientInfo(request),
            app.chat.context,
          ),
        ),
  );

  app.post(
    ROUTES.basicNow,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          "'Ver resposta do modo básico': responde agora, no modo básico, uma pergunta que espera o provedor (ou devolve a resposta já guardada)",
        params: ZTheoIdParams,
        response: { 200: ZTheoBasicNowResult },
      },
    },
    async (request) => answerInBasic(runtime, requireViewer(request), request.params.id),
  );

  const adminTags = ['admin', 'theo'];

  app.get(
    ROUTES.adminSettings,
    {
      config: { access: 'adminTheo' },
      schema: {
        tags: adminTags,
        summary: 'Configuração do provedor de IA do Theo (a chave só mascarada)',
        response: { 200: ZTheoSettings },
      },
    },
    async () => getProviderSettings(runtime),
  );

  app.put(
    ROUTES.adminSettings,
    {
      config: { access: 'adminTheo' },
      schema: {
        tags: adminTags,
        summary: 'Salva URL base, modelo e chave (testa a conexão antes; a chave é cifrada)',
        body: ZTheoSettingsBody,
        response: { 200: ZTheoSettingsResult },
      },
    },
    async (request) =>
      saveProviderSettings(runtime, requireViewer(request), request.body, clientInfo(request)),
  );

  app.delete(
    ROUTES.adminSettings,
    {
      config: { access: 'adminTheo' },
      schema: {
        tags: adminTags,
        summary: 'Desconecta o provedor: apaga a chave e o Theo volta ao modo básico',
        response: { 200: ZTheoSettingsResult },
      },
    },
    async (request) => disconnectProvider(runtime, requireViewer(request), clientInfo(request)),
  );

  app.post(
    ROUTES.adminTest,
    {
      config: { access: 'adminTheo' },
      schema: {
        tags: adminTags,
        summary: 'Testar conexão com o provedor salvo',
        response: { 200: ZTheoConnectionTest },
      },
    },
    async () => testProviderConnection(runtime),
  );

  app.get(
    ROUTES.adminUsage,
    {
      config: { access: 'adminTheo' },
      schema: {
        tags: adminTags,
        summary: 'Uso do Theo por mês: investidores, perguntas e tokens',
        response: { 200: ZTheoUsage },
      },
    },
    async () => getTheoUsage(runtime),
  );
};

export default theoRoutes;
