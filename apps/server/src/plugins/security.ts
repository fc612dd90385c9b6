import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@algoone/contracts';
import { errorBody } from './errors.ts';

export interface SecurityOptions {
  rateLimitPerMinute: number;
  production: boolean;
}

export default fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // No inline or eval'd script, ever: the SPA and Swagger UI load only files we serve.
          scriptSrc: ["'self'"],
          // Radix and Recharts position elements with style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: options.production,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // Per node and in memory: a limit per instance is acceptable for abuse damping; the
    // account lock-out that must hold across nodes lives in the database (see ADR 003).
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        ...errorBody(ERROR_CODES.rateLimited),
      }),
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
