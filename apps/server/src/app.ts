import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import errors from './plugins/errors.ts';
import security from './plugins/security.ts';
import webApp from './plugins/web-app.ts';
import health from './modules/health/routes.ts';

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
    trustProxy: env.NODE_ENV === 'production',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('lifecycle', { migrated: options.migrated ?? false, draining: false });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  await app.register(security, {
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    production: env.NODE_ENV === 'production',
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AlgoOne API',
        description: 'API do AlgoOne. Todos os erros seguem { error: { code, message, fields? } }.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(health);
  await app.register(webApp, { webDist: env.WEB_DIST });
  return app;
}
