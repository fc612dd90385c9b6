import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import errors, { frameworkError } from './plugins/errors.ts';
import security from './plugins/security.ts';
import errorSchemas, { openApiTransform } from './plugins/error-schemas.ts';
import inputGuard from './plugins/input-guard.ts';
import background from './plugins/background.ts';
import emailOutbox from './plugins/email-outbox.ts';
import webApp from './plugins/web-app.ts';
import access from './plugins/access.ts';
import changeFeed from './plugins/change-feed.ts';
import { academyRoutes } from './modules/academy/index.ts';
import { accountRoutes } from './modules/account/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { authPlugin, authRoutes, createAuth, createSessionSource } from './modules/auth/index.ts';
import { brokerRoutes } from './modules/brokers/index.ts';
import { cashbackRoutes, createLandingTexts } from './modules/cashback/index.ts';
import { createPageRenderer } from './modules/pages/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { contributionRoutes } from './modules/contributions/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { cdiSeriesPlugin } from './modules/performance/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { gamificationRoutes } from './modules/gamification/index.ts';
import { goalRoutes } from './modules/goals/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { onboardingRoutes } from './modules/onboarding/index.ts';
import { portfolioRoutes } from './modules/portfolio/index.ts';
import { positionsRoutes } from './modules/positions/index.ts';
import { suitabilityRoutes } from './modules/suitability/index.ts';
import { theoRoutes } from './modules/theo/index.ts';
import { researchRoutes } from './modules/research/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import {
  cancelDeletionOnSignIn,
  deletionCanceledSince,
  privacyRoutes,
} from './modules/privacy/index.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';

export interface Lifecycle {
  migrated: boolean;
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    lifecycle: Lifecycle;
    env: Env;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Set when migrations have already run (tests migrate once per database). */
  migrated?: boolean;
  logger?: boolean;
  /** Replaces SMTP / the dev outbox behind the email outbox (tests capture emails this way). */
  mailer?: Mailer;
}

// Paths whose values must never reach a log line.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: { paths: REDACT, censor: '[redacted]' },
            // Only method, path and ids: never bodies, query strings or personal data.
            serializers: {
              req: (req) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }),
            },
          },
    genReqId: () => randomUUID(),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    return503OnClosing: true,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('lifecycle', { migrated: options.migrated ?? false, draining: false });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const production = env.NODE_ENV === 'production';
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const trustedOrigins = env.TRUSTED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  // Reached only through the outbox worker (plugins/email-outbox.ts, ADR 015): every email is
  // queued in a table first, so an SMTP outage delays it instead of losing it.
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      db: database.db,
      log: app.log,
      production,
    });
  const secret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const auth = createAuth({
    db: database.db,
    secret,
    appUrl,
    production,
    trustedOrigins: [appUrl, ...trustedOrigins],
    // Reset emails go through the outbox; this wakes the worker once the row is written.
    emailsQueued: () => app.emails.queued(),
    // Signing in during a deletion's grace period keeps the account (ADR 021), and says so by
    // email (queued here, sent now) and on the first page after signing in.
    onSessionCreated: async (userId) => {
      if (await cancelDeletionOnSignIn(database.db, userId, appUrl)) app.emails.queued();
    },
  });

  await app.register(errors);
  await app.register(errorSchemas);
  await app.register(inputGuard);
  await app.register(background);
  await app.register(emailOutbox, { mailer });
  await app.register(security, {
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    production,
    trustedOrigins: [appUrl, ...trustedOrigins],
  });
  await app.register(changeFeed);
  // Before the routes: the dashboard, Theo and the chat read `app.cdiSeries` when they register.
  await app.register(cdiSeriesPlugin);
  await app.register(authPlugin, { auth });
  // The kernel's access plugin gets sessions from the auth module, never importing it.
  await app.register(access, {
    sessions: createSessionSource({ auth, db: database.db, production, secret }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AlgoOne API',
        description: 'API do AlgoOne. Todos os erros seguem { error: { code, message, fields? } }.',
        version: '0.1.0',
      },
    },
    // Zod to JSON Schema, then each status with its own content type (issue #29).
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(authRoutes, {
    deletionCanceledSince: (userId, since) => deletionCanceledSince(database.db, userId, since),
  });
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(suitabilityRoutes);
  await app.register(onboardingRoutes);
  await app.register(brokerRoutes);
  await app.register(gamificationRoutes);
  await app.register(academyRoutes);
  await app.register(goalRoutes);
  await app.register(dashboardRoutes);
  await app.register(portfolioRoutes);
  await app.register(positionsRoutes);
  await app.register(contributionRoutes);
  await app.register(cashbackRoutes);
  await app.register(chatRoutes);
  await app.register(theoRoutes, { encryptionMaterial: env.THEO_ENCRYPTION_KEY ?? secret });
  await app.register(researchRoutes);
  await app.register(billingRoutes);
  await app.register(privacyRoutes);
  if (!production) await app.register(devRoutes);
  // Same relative place from src/app.ts and from the bundle in dist/.
  const webDist = env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  await app.register(webApp, {
    webDist,
    landingTexts: createLandingTexts(app),
    renderPage: env.SERVER_RENDERING ? await createPageRenderer(app, webDist) : null,
  });
  return app;
}
