import fp from 'fastify-plugin';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZApiError } from '@algoone/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each route's schema by `METHOD /url`: the contracts the generated bad-input test reads. */
    routeSchemas: Map<string, FastifySchema>;
  }
}

/**
 * The errors the app answers, in the error shape, and where: the use cases' AppErrors (400,
 * 401, 403, 404, 409, 422, 429; 503 when a payment provider fails), the access plugin (401,
 * 403), CSRF (403), the rate limiter (429), the NUL guard (400), Fastify's body checks (400
 * malformed JSON, 413 too large, 415 media type), the router (414, a path parameter over its
 * length limit) and the error handler (500).
 */
const EVERY_ROUTE = [400, 401, 403, 404, 409, 422, 429, 500, 503] as const;
/** Only a method that carries a body has one to refuse (Fastify never reads a GET's body). */
const WITH_BODY = [413, 415] as const;
/** Only a route with a path parameter has one the router can find too long. */
const WITH_PARAMS = [414] as const;
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What each error status means here, for the document (pt-BR, as the API's messages). */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Requisição inválida: campos em `error.fields`, JSON malformado ou caractere NUL',
  401: 'Sem sessão, ou credenciais incorretas',
  403: 'Sem permissão, verificação em duas etapas pendente, plano exigido ou escrita de outra origem (CSRF)',
  404: 'Não encontrado (ou de outra pessoa)',
  409: 'Conflita com o estado atual',
  413: 'Corpo grande demais',
  414: 'Parâmetro do endereço longo demais',
  415: 'Tipo de conteúdo não aceito',
  422: 'Recusado pela regra do produto (a mensagem diz por quê)',
  429: 'Muitas requisições (limite por endereço, por conta ou por recurso)',
  500: 'Erro interno (detalhes só no log, pelo x-request-id)',
  503: 'Indisponível no momento',
};

/** The error statuses `route` can answer, each in the error shape. */
export function errorStatuses(method: string, url: string): number[] {
  return [
    ...EVERY_ROUTE,
    ...(BODY_METHODS.has(method) ? WITH_BODY : []),
    ...(url.includes(':') ? WITH_PARAMS : []),
  ].sort((a, b) => a - b);
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Every status a route can answer serializes in the error shape and is in the document. A
 * route declares its success answers; each error status the app emits is added here, once,
 * to every route (a status the route declares itself wins): a 429 from the rate limiter or a
 * 4xx from a hook would otherwise be serialized with the success schema, fail it and become
 * a 500 (issue #20, defect 1), and a client reading /api/docs would not know it can happen
 * (issue #29). `4xx`/`5xx` stay as the serializer's safety net; the document lists the
 * statuses one by one instead (`openApiTransform`).
 */
export default fp(
  async (app) => {
    app.decorate('routeSchemas', new Map<string, FastifySchema>());
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.schema) {
        for (const method of methods) {
          app.routeSchemas.set(`${method} ${route.url}`, route.schema);
        }
      }
      if (isApiRoute(route.url) && !hasSuccess(route)) {
        // As the access plugin does for `config.access`: the document would otherwise show a
        // bare 200 with no content, and a client would not know what it gets.
        throw new Error(`Route ${methods.join(',')} ${route.url} declares no success response`);
      }
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (!response) return;
      for (const method of methods) {
        for (const status of errorStatuses(method, route.url)) response[status] ??= ZApiError;
      }
      response['4xx'] ??= ZApiError;
      response['5xx'] ??= ZApiError;
    });
  },
  { name: 'error-schemas' },
);

function hasSuccess(route: RouteOptions): boolean {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  return Object.keys(response ?? {}).some((status) => /^[23]/.test(status));
}

type JsonSchema = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const mediaOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length > 0 ? (value as string[]) : undefined;

/**
 * One response of the document with its content type: an error is always JSON, whatever the
 * route produces (a CSV route's 404 is JSON, not CSV); a success is what the route produces
 * (`produces`: CSV, PDF, an event stream), JSON by default; 204 and redirects have no body.
 */
function documentedResponse(status: string, schema: JsonSchema, produces: string[]): JsonSchema {
  const code = Number(status);
  const description =
    ERROR_DESCRIPTIONS[code] && code >= 400
      ? ERROR_DESCRIPTIONS[code]
      : typeof schema.description === 'string'
        ? schema.description
        : 'Resposta';
  if (code === 204 || (code >= 300 && code < 400)) return { description, type: 'null' };
  const media = code >= 400 ? ['application/json'] : produces;
  return {
    description,
    content: Object.fromEntries(media.map((type) => [type, { schema }])),
  };
}

/**
 * @fastify/swagger's transform: fastify-type-provider-zod's (zod to JSON Schema), then each
 * status given its own content type, since @fastify/swagger would give every status the
 * route's `produces` (issue #29: a CSV route's errors documented as CSV, event streams as
 * JSON). The `4xx`/`5xx` ranges are left out: the statuses are listed one by one. A route that
 * takes a file (`consumes` without a body schema) documents a binary body.
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const produces = mediaOf(schema.produces) ?? ['application/json'];
  const response = schema.response as Record<string, JsonSchema> | undefined;
  if (response) {
    schema.response = Object.fromEntries(
      Object.entries(response)
        .filter(([status]) => /^\d{3}$/.test(status))
        .map(([status, entry]) => [
          status,
          'content' in entry ? entry : documentedResponse(status, entry, produces),
        ]),
    );
  }
  if (!schema.body && mediaOf(schema.consumes)) {
    schema.body = { type: 'string', format: 'binary' };
  }
  return result;
}
