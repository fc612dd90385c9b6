import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_API_ROUTES as ROUTES,
  ZApiError,
  ZBillingFigures,
  ZBillingOverview,
  ZCancelResult,
  ZCheckoutInput,
  ZCheckoutStarted,
  ZDemoCheckout,
  ZDemoOutcome,
  ZEntitlements,
  ZInvoiceIdParams,
  ZPortalSession,
  ZSubscriptionIdParams,
  ZSwitchPlanInput,
  z,
} from '@algoone/contracts';
import { notFound } from '../../lib/app-error.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { loggableError } from '../../lib/loggable-error.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { billingFigures } from './billing-figures.ts';
import { createBillingDeps } from './billing-deps.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { chargeDemoRenewal, confirmDemoCheckout, getDemoCheckout } from './demo-checkout.ts';
import { getBillingOverview } from './get-billing-overview.ts';
import { getEntitlements } from './get-entitlements.ts';
import { getReceipt } from './get-receipt.ts';
import { handleStripeEvent, verifyStripeEvent } from './handle-stripe-webhook.ts';
import { openPortal } from './open-portal.ts';
import { startCheckout } from './start-checkout.ts';
import { sweepPeriods } from './sweep-periods.ts';
import { switchPlan } from './switch-plan.ts';

const STRIPE_OFF = 'Os webhooks do Stripe não estão configurados neste servidor.';

const ZWebhookAck = z.object({ received: z.literal(true), outcome: z.string() });

/**
 * What a change of the subscription can answer besides success: 404 without a plan, 409 when
 * another change holds it (claim-change.ts) or it is already in that state, 422 for a refund
 * after the guarantee, 503 when the provider fails (the claim is given back).
 */
const CHANGE_ERRORS = { 404: ZApiError, 409: ZApiError, 422: ZApiError, 503: ZApiError } as const;

const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];
  const db = app.database.db;
  const { deps, stripe, settings } = createBillingDeps(app);

  // Periods that ended: demo renewals, and cancelled subscriptions reaching their end.
  const sweep = setInterval(() => {
    app.background.run('billing sweep', () => sweepPeriods(deps));
  }, app.env.BILLING_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(
    ROUTES.subscription,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'A assinatura do investidor: plano, próxima cobrança, o que libera e as faturas',
        response: { 200: ZBillingOverview },
      },
    },
    async (request) => getBillingOverview(deps, requireViewer(request)),
  );

  app.get(
    ROUTES.entitlements,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'O que o plano do investidor libera (lido por toda página do investidor)',
        response: { 200: ZEntitlements },
      },
    },
    async (request) => getEntitlements(deps, requireViewer(request)),
  );

  app.post(
    ROUTES.checkout,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary:
          'Começa o pagamento de um plano (idempotente pela chave do clique); devolve para onde ir pagar',
        body: ZCheckoutInput,
        response: { 200: ZCheckoutStarted },
      },
    },
    async (request) =>
      startCheckout(deps, requireViewer(request), request.body, clientInfo(request)),
  );

  app.get(
    ROUTES.demoCheckout,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'Demonstração: o pagamento aguardando confirmação',
        params: ZSubscriptionIdParams,
        response: { 200: ZDemoCheckout },
      },
    },
    async (request) => getDemoCheckout(deps, requireViewer(request), request.params.id),
  );

  app.post(
    ROUTES.demoConfirm,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'Demonstração: paga (ou recusa) o primeiro período, sem cobrança real',
        params: ZSubscriptionIdParams,
        body: ZDemoOutcome,
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    async (request) =>
      confirmDemoCheckout(deps, requireViewer(request), request.params.id, request.body.outcome),
  );

  app.post(
    ROUTES.demoRenewal,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'Demonstração: faz agora a cobrança do próximo período (paga ou recusada)',
        body: ZDemoOutcome,
        response: { 200: z.object({ status: z.string() }), ...CHANGE_ERRORS },
      },
    },
    async (request) => chargeDemoRenewal(deps, requireViewer(request), request.body.outcome),
  );

  app.post(
    ROUTES.cancel,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary:
          'Cancela: até 7 dias do primeiro pagamento, reembolso integral e fim do acesso; depois, acesso até o fim do período',
        response: { 200: ZCancelResult, ...CHANGE_ERRORS },
      },
    },
    async (request) => cancelSubscription(deps, requireViewer(request), clientInfo(request)),
  );

  app.post(
    ROUTES.refund,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'Cancela com reembolso integral; depois de 7 dias, 422 com o motivo',
        response: { 200: ZCancelResult, ...CHANGE_ERRORS },
      },
    },
    async (request) =>
      cancelSubscription(deps, requireViewer(request), clientInfo(request), { refundOnly: true }),
  );

  app.post(
    ROUTES.switchPlan,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'Troca entre mensal e anual, com proporcionalidade feita pelo provedor',
        body: ZSwitchPlanInput,
        response: {
          200: z.object({ plan: z.string(), chargedCents: z.number().int().nullable() }),
          ...CHANGE_ERRORS,
        },
      },
    },
    async (request) =>
      switchPlan(deps, requireViewer(request), request.body.plan, clientInfo(request)),
  );

  app.post(
    ROUTES.portal,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'Abre o portal do Stripe para trocar o cartão (na demonstração, 409)',
        response: { 200: ZPortalSession },
      },
    },
    async (request) => openPortal(deps, requireViewer(request)),
  );

  app.get(
    ROUTES.receipt,
    {
      config: { access: 'billingSelf' },
      schema: {
        tags,
        summary: 'O recibo de uma fatura: o do provedor (redireciona) ou o PDF da demonstração',
        params: ZInvoiceIdParams,
        produces: ['application/pdf'],
        response: {
          // The PDF's bytes as they are (a Buffer is never serialized).
          200: z.instanceof(Buffer).meta({
            description: 'Arquivo PDF (recibo da demonstração)',
            type: 'string',
            format: 'binary',
          }),
          303: z.null().describe('Redireciona ao recibo do provedor de pagamento'),
        },
      },
    },
    async (request, reply) => {
      const receipt = await getReceipt(deps, requireViewer(request), request.params.id);
      if (receipt.kind === 'url') return reply.redirect(receipt.url, 303);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(receipt.content);
    },
  );

  app.get(
    ROUTES.adminFigures,
    {
      config: { access: 'billingAdmin' },
      schema: {
        tags,
        summary: 'Assinaturas ativas, MRR e cancelamentos por mês',
        response: { 200: ZBillingFigures },
      },
    },
    async () => billingFigures(db),
  );

  // Its own scope: the signature is checked on the raw bytes, so JSON stays unparsed here.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      ROUTES.stripeWebhook,
      {
        // The per-address limit applies here too: Stripe retries a 429 later, as any failure.
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'Webhooks do Stripe, verificados pela assinatura; cada evento é processado uma vez',
          response: { 200: ZWebhookAck },
        },
      },
      async (request) => {
        if (!settings || !stripe) throw notFound(STRIPE_OFF);
        const signature = request.headers['stripe-signature'];
        const event = verifyStripeEvent(
          { stripe, webhookSecret: settings.webhookSecret },
          Buffer.isBuffer(request.body) ? request.body : undefined,
          typeof signature === 'string' ? signature : undefined,
        );
        try {
          const outcome = await handleStripeEvent(
            {
              db,
              stripe,
              webhookSecret: settings.webhookSecret,
              prices: settings.prices,
              appUrl: deps.appUrl,
              log: request.log,
            },
            event,
          );
          return { received: true as const, outcome };
        } catch (error) {
          request.log.error(
            { err: loggableError(error), eventId: event.id },
            'stripe webhook failed',
          );
          throw error;
        }
      },
    );
  });
};

export default billingRoutes;
