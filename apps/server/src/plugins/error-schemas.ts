import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import { ZApiError } from '@algoone/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each route's schema by `METHOD /url`: the contracts the generated bad-input test reads. */
    routeSchemas: Map<string, FastifySchema>;
  }
}

/**
 * Every status a route can answer serializes in the error shape. A route declares its success
 * answers; a 429 from the rate limiter or a 4xx from a hook would otherwise be serialized with
 * the success schema, fail it and become a 500 (issue #20, defect 1). Added here, once, to
 * every route that declares a response map; a status the route declares itself wins.
 */
export default fp(
  async (app) => {
    app.decorate('routeSchemas', new Map<string, FastifySchema>());
    app.addHook('onRoute', (route) => {
      if (route.schema) {
        for (const method of [route.method].flat()) {
          app.routeSchemas.set(`${method} ${route.url}`, route.schema);
        }
      }
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (!response) return;
      response['4xx'] ??= ZApiError;
      response['5xx'] ??= ZApiError;
    });
  },
  { name: 'error-schemas' },
);
