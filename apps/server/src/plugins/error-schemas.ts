import fp from 'fastify-plugin';
import { ZApiError } from '@algoone/contracts';

/**
 * Every status a route can answer serializes in the error shape. A route declares its success
 * answers; a 429 from the rate limiter or a 4xx from a hook would otherwise be serialized with
 * the success schema, fail it and become a 500 (issue #20, defect 1). Added here, once, to
 * every route that declares a response map; a status the route declares itself wins.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (!response) return;
      response['4xx'] ??= ZApiError;
      response['5xx'] ??= ZApiError;
    });
  },
  { name: 'error-schemas' },
);
