import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * A small Schemathesis for our own /api/docs/json (issue #29): operations read from the
 * document, requests generated from its schemas (valid ones, and ones that break one rule),
 * and each answer checked against what the document says of its status: documented at all,
 * with the documented content type, and a JSON body that holds to the documented schema.
 */

export type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/goals/{id}`. */
  path: string;
  /** `METHOD /path`, for messages. */
  name: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body?: { mediaType: string; schema: JsonSchema };
  responses: Record<string, OpenApiResponse>;
  /** Its success answer is an event stream (read over real HTTP, then closed). */
  streams: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        ...(mediaType ? { body: { mediaType, schema: toJsonSchema(media?.schema ?? {}) } } : {}),
        responses: operation.responses,
        streams: Object.entries(operation.responses).some(
          ([status, response]) =>
            status.startsWith('2') &&
            Object.keys(response.content ?? {}).includes('text/event-stream'),
        ),
      });
    }
  }
  return operations;
}

/**
 * OpenAPI 3.0's dialect to JSON Schema (draft 7, which Ajv and the generators read):
 * `nullable` becomes a `null` type, boolean `exclusiveMinimum`/`exclusiveMaximum` numbers.
 */
export function toJsonSchema(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(toJsonSchema) as unknown as JsonSchema;
  if (schema === null || typeof schema !== 'object') return schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example') continue;
    if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, child]) => [name, toJsonSchema(child)]),
      );
    } else {
      out[key] = typeof value === 'object' ? toJsonSchema(value) : value;
    }
  }
  const source = schema as JsonSchema;
  if (source.exclusiveMinimum === true) {
    out.exclusiveMinimum = source.minimum;
    delete out.minimum;
  } else if (source.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (source.exclusiveMaximum === true) {
    out.exclusiveMaximum = source.maximum;
    delete out.maximum;
  } else if (source.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (source.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    } else return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

// ---- Values from a schema ----

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : [];

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? minLength + 24, minLength + 64);
  if (typeof schema.pattern === 'string') {
    // Only the declared bounds: a pattern's own lengths (a UUID's 36) may exceed the default.
    const declaredMax = num(schema.maxLength) ?? Infinity;
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= declaredMax);
  }
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), fc.constantFrom('exemplo.com', 'a.io'))
        .map(([user, domain]) => `${user}@${domain}`);
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    default:
      return fc.string({ minLength, maxLength });
  }
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -1_000_001) + 1;
  const high = num(schema.maximum) ?? (num(schema.exclusiveMaximum) ?? 1_000_000_001) - 1;
  const min = Math.max(Math.ceil(low), Number.MIN_SAFE_INTEGER);
  const max = Math.min(Math.floor(high), Number.MAX_SAFE_INTEGER);
  if (integer || min > max) return fc.integer({ min: Math.min(min, max), max });
  return fc.oneof(
    fc.integer({ min, max }),
    fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }),
  );
}

/** Values the schema accepts (as far as JSON Schema says: zod's refinements may still refuse). */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      return fc.oneof(...(options as JsonSchema[]).map((option) => valueFor(option, depth + 1)));
    }
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return valueFor(Object.assign({}, ...(schema.allOf as JsonSchema[])), depth + 1);
  }
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.min(num(schema.maxItems) ?? minLength + 3, minLength + 3);
      const items = (schema.items as JsonSchema | undefined) ?? {};
      return depth > 6
        ? fc.constant([])
        : fc.array(valueFor(items, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, child]) => [
      name,
      required.has(name)
        ? valueFor(child, depth + 1)
        : fc.option(valueFor(child, depth + 1), { nil: undefined }),
    ]),
  );
  const fixed = fc
    .record(fields)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object' || depth > 6) return fixed;
  const names = schema.propertyNames
    ? (stringFor(schema.propertyNames as JsonSchema) as fc.Arbitrary<string>)
    : fc.string({ minLength: 1, maxLength: 8 });
  return fc
    .tuple(fixed, fc.dictionary(names, valueFor(extra as JsonSchema, depth + 1), { maxKeys: 3 }))
    .map(([known, more]) => ({ ...more, ...(known as object) }));
}

const WRONG: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, -1e308),
  fc.constantFrom('', 'nao-existe', 'a'.repeat(5000), '\u202E', '😀', "' OR 1=1 --"),
  fc.constant([]),
  fc.constant({ x: 1 }),
);

/** A value that breaks the schema in one place: a wrong type, a bound, a missing field. */
export function invalidFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const properties = Object.entries((schema.properties as Record<string, JsonSchema>) ?? {});
  if (types[0] === 'object' && properties.length > 0) {
    const required = (schema.required as string[] | undefined) ?? [];
    return fc
      .tuple(valueFor(schema), fc.nat(), fc.nat(), WRONG)
      .map(([value, pick, how, wrong]) => {
        const copy = { ...(value as Record<string, unknown>) };
        const missing = required[pick % Math.max(1, required.length)];
        if (how % 3 === 0 && missing !== undefined) {
          return Object.fromEntries(Object.entries(copy).filter(([key]) => key !== missing));
        }
        const [name, child] = properties[pick % properties.length] as [string, JsonSchema];
        copy[name] =
          how % 3 === 1 ? fc.sample(invalidFor(child), { seed: pick, numRuns: 1 })[0] : wrong;
        return copy;
      });
  }
  const edges: unknown[] = [];
  if (types.includes('string')) {
    const maxLength = num(schema.maxLength);
    if (maxLength !== undefined && maxLength < 10_000) edges.push('x'.repeat(maxLength + 1));
    edges.push(12345);
  }
  if (types.includes('integer') || types.includes('number')) {
    const minimum = num(schema.minimum) ?? num(schema.exclusiveMinimum);
    const maximum = num(schema.maximum) ?? num(schema.exclusiveMaximum);
    if (minimum !== undefined) edges.push(minimum - 1);
    if (maximum !== undefined) edges.push(maximum + 1);
    edges.push('abc');
    if (types.includes('integer')) edges.push(0.5);
  }
  if (Array.isArray(schema.enum)) edges.push('valor-que-nao-existe');
  if (types.includes('array')) edges.push('não é lista');
  return edges.length > 0 ? fc.oneof(fc.constantFrom(...edges), WRONG) : WRONG;
}

// ---- Requests ----

export interface FuzzRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A path segment; a lone surrogate becomes bytes that are not UTF-8 at all. */
function segment(value: unknown): string {
  try {
    // An empty segment would be another route's path (`/api/goals/`), not this one's.
    return encodeURIComponent(String(value)) || '-';
  } catch {
    return '%ED%A0%80';
  }
}

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    search.append(name, text.replaceAll(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const PDF_LIKE = Buffer.from('%PDF-1.4\n% não é um PDF de verdade\n%%EOF\n');

/**
 * `count` valid and `count` invalid requests for `operation`, the same for a seed. A valid
 * request fills every parameter and the body from their schemas; an invalid one breaks one
 * of them (a parameter, a body field, the whole body).
 */
export function fuzzRequests(
  operation: Operation,
  headers: Record<string, string>,
  count: number,
  seed: number,
): FuzzRequest[] {
  const parameters = [...operation.pathParams, ...operation.queryParams];
  const valueArbs = Object.fromEntries(
    parameters.map((parameter) => {
      const schema = toJsonSchema(parameter.schema);
      const arb =
        parameter.in === 'path'
          ? valueFor({ ...schema, minLength: Math.max(1, num(schema.minLength) ?? 0) })
          : valueFor(schema);
      return [
        `${parameter.in}:${parameter.name}`,
        parameter.in === 'path' || parameter.required ? arb : fc.option(arb, { nil: undefined }),
      ];
    }),
  );
  const body = operation.body;
  const bodyArb: fc.Arbitrary<unknown> = body
    ? body.mediaType === 'application/json'
      ? valueFor(body.schema)
      : fc.constant(PDF_LIKE)
    : fc.constant(undefined);
  const valid = fc.record({ values: fc.record(valueArbs), body: bodyArb });

  const breakable = parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
  const invalid = fc
    .tuple(
      valid,
      fc.nat(),
      body?.mediaType === 'application/json' ? invalidFor(body.schema) : fc.constant(undefined),
      fc.nat(),
    )
    .map(([request, pick, badBody, which]) => {
      const values = { ...request.values };
      let payload = request.body;
      const target = breakable[pick % Math.max(1, breakable.length)];
      if (badBody !== undefined && (which % 2 === 0 || target === undefined)) payload = badBody;
      else if (target !== undefined) {
        const parameter = parameters.find(
          (p) => `${p.in}:${p.name}` === target,
        ) as OpenApiParameter;
        const [wrong] = fc.sample(invalidFor(toJsonSchema(parameter.schema)), {
          seed: which,
          numRuns: 1,
        });
        values[target] = wrong;
      } else payload = body ? fc.sample(WRONG, { seed: which, numRuns: 1 })[0] : payload;
      return { values, body: payload };
    });

  const toRequest = (kind: string, request: { values: Record<string, unknown>; body: unknown }) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      segment(request.values[`path:${name}`]),
    );
    const query = Object.fromEntries(
      operation.queryParams.map((parameter) => [
        parameter.name,
        request.values[`query:${parameter.name}`],
      ]),
    );
    const out: FuzzRequest = {
      kind,
      method: operation.method,
      url: `${path}${queryString(query)}`,
      headers: { ...headers },
    };
    if (body) {
      if (Buffer.isBuffer(request.body)) {
        out.payload = request.body;
        out.headers['content-type'] = body.mediaType;
      } else {
        out.payload = JSON.stringify(request.body ?? null);
        out.headers['content-type'] = 'application/json';
      }
    }
    return out;
  };
  return [
    ...fc.sample(valid, { seed, numRuns: count }).map((request) => toRequest('valid', request)),
    ...fc
      .sample(invalid, { seed: seed ^ 0x5a5a5a, numRuns: count })
      .map((request) => toRequest('invalid', request)),
  ];
}

/**
 * Requests that the edges of the app answer, not the route: a cross-site write (CSRF), a
 * body over the limit, a media type the route does not take, malformed JSON, a path parameter
 * over the router's limit. Each must be a documented status too.
 */
export function hostileRequests(
  operation: Operation,
  headers: Record<string, string>,
  bodyLimit: number,
): FuzzRequest[] {
  const base = fuzzRequests(operation, headers, 1, 7)[0] as FuzzRequest;
  const requests: FuzzRequest[] = [];
  if (operation.method !== 'GET') {
    requests.push({
      ...base,
      kind: 'cross-site',
      headers: { ...base.headers, origin: 'https://evil.example' },
    });
  }
  if (operation.body) {
    const json = { ...base.headers, 'content-type': 'application/json' };
    requests.push(
      { ...base, kind: 'malformed JSON', headers: json, payload: '{"a":' },
      // Fastify reads text/plain itself (a string that then fails the schema): XML it does not.
      {
        ...base,
        kind: 'unsupported media type',
        headers: { ...base.headers, 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      {
        ...base,
        kind: 'too large',
        headers: json,
        payload: JSON.stringify({ texto: 'x'.repeat(bodyLimit + 1) }),
      },
    );
  }
  if (operation.pathParams.length > 0) {
    const long = 'a'.repeat(300);
    requests.push({
      ...base,
      kind: 'long parameter',
      url: operation.path
        .replace(/\{[^}]+\}/g, long)
        .concat(base.url.includes('?') ? base.url.slice(base.url.indexOf('?')) : ''),
    });
  }
  return requests;
}

// ---- Checking an answer ----

export interface FuzzAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

export function createResponseChecker() {
  const ajv = new Ajv({ strict: false, allErrors: false, logger: false });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: JsonSchema) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema));
      validators.set(key, validate);
    }
    return validate;
  };

  /**
   * Why the document refuses the JSON body of `request`, if it does (Schemathesis's
   * "negative data rejection": what the document calls invalid must not succeed).
   */
  const refusedBody = (operation: Operation, request: FuzzRequest): string | undefined => {
    if (operation.body?.mediaType !== 'application/json' || typeof request.payload !== 'string') {
      return undefined;
    }
    let body: unknown;
    try {
      body = JSON.parse(request.payload);
    } catch {
      return 'not JSON';
    }
    const validate = validatorFor(`${operation.name} body`, operation.body.schema);
    if (validate(body)) return undefined;
    const [first] = validate.errors ?? [];
    return `${first?.instancePath || '/'} ${first?.message}: ${request.payload.slice(0, 160)}`;
  };

  /** What is wrong with `answer` for `operation`, or undefined when it is as documented. */
  return function check(
    operation: Operation,
    request: FuzzRequest,
    answer: FuzzAnswer,
  ): string | undefined {
    const { status } = answer;
    if (status >= 500) return `${status} ${answer.body.slice(0, 200)}`;
    const refused = status < 300 ? refusedBody(operation, request) : undefined;
    if (refused) return `${status} for a body the document refuses (${refused})`;
    const documented =
      operation.responses[String(status)] ??
      operation.responses[`${String(status)[0]}XX`] ??
      operation.responses.default;
    if (!documented) return `status ${status} not documented (${answer.body.slice(0, 120)})`;
    const media = answer.contentType?.split(';')[0]?.trim().toLowerCase();
    const content = documented.content ?? {};
    if (Object.keys(content).length === 0) {
      return answer.body.length > 0 ? `${status} has a body but documents none` : undefined;
    }
    if (!media || !(media in content)) {
      return `${status} answered ${media ?? 'no content type'}, documented ${Object.keys(content).join(', ')}`;
    }
    const schema = content[media]?.schema;
    if (!schema || !media.includes('json')) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return `${status} ${media} body is not JSON: ${answer.body.slice(0, 80)}`;
    }
    const validate = validatorFor(`${operation.name} ${status} ${media}`, schema);
    if (validate(parsed)) return undefined;
    const [first] = validate.errors ?? [];
    return `${status} body breaks its schema at ${first?.instancePath || '/'} (${first?.message}): ${answer.body.slice(0, 160)}`;
  };
}

// ---- Ids seen in answers ----

/**
 * Ids seen in answers, by the path of the operation that answered them (`/api/goals`): a
 * route's path parameters are filled from the ids its neighbours returned, as Schemathesis's
 * links do from links the document declares.
 */
export class KnownIds {
  private readonly byPath = new Map<string, Set<string>>();

  /** Every `id` or `…Id` string in a JSON answer of `operation`. */
  collect(operation: Operation, value: unknown): void {
    const ids = this.byPath.get(operation.path) ?? new Set<string>();
    this.byPath.set(operation.path, ids);
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node !== null && typeof node === 'object') {
        for (const [key, child] of Object.entries(node)) {
          if ((key === 'id' || key.endsWith('Id')) && typeof child === 'string') {
            if (child.length <= 100) ids.add(child);
          } else walk(child);
        }
      }
    };
    walk(value);
  }

  /** Ids from the answers of paths under the nearest prefix of `path` that has any. */
  near(path: string): string[] {
    let prefix = path.slice(0, path.indexOf('{')).replace(/\/$/, '');
    while (prefix.length > '/api'.length) {
      const ids = [...this.byPath.entries()]
        .filter(([source]) => source.startsWith(prefix))
        .flatMap(([, found]) => [...found]);
      if (ids.length > 0) return ids;
      prefix = prefix.slice(0, prefix.lastIndexOf('/'));
    }
    return [];
  }
}

/**
 * `request` with its path parameters taken from ids seen in earlier answers instead of
 * generated ones: a route's own objects (a goal, a report, an invoice) are reached, not only
 * its 404.
 */
export function withKnownIds(
  operation: Operation,
  request: FuzzRequest,
  ids: readonly string[],
  offset: number,
): FuzzRequest {
  let i = offset;
  const path = operation.path.replace(
    /\{[^}]+\}/g,
    () => encodeURIComponent(ids[i++ % ids.length] ?? '-') || '-',
  );
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return { ...request, kind: 'known id', url: `${path}${query}` };
}
