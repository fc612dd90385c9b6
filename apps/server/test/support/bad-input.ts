import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from '@algoone/contracts';

/**
 * Generated invalid requests for one route, derived from its zod contract (body, params,
 * query). Every request is invalid by construction: it fails one of the route's schemas (the
 * contract itself is the oracle), or holds a NUL character, or is malformed or poisoned JSON,
 * or has a media type the route does not take. Issue #20: none of them may answer 5xx or
 * write anything.
 */

type Schema = z.ZodType;
export interface RouteContract {
  body?: Schema;
  params?: Schema;
  querystring?: Schema;
}

export interface BadRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface ZodDef {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  innerType?: Schema;
  in?: Schema;
  options?: Schema[];
  valueType?: Schema;
  items?: Schema[];
  getter?: () => Schema;
}

const defOf = (schema: Schema): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const NUL_STRING = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);

/** Strings near and past what fields accept: empty, long, odd Unicode, dates, ids, NUL. */
const STRANGE_STRING = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', 'a'.repeat(5000), '2026-02-30', '0000-00-00', 'NaN', '-1', '1e309'),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', '../../etc/passwd', "' OR 1=1 --"),
  fc.constantFrom('\uD800', '\u202E', '😀'.repeat(50), '<script>', 'null', 'true'),
  NUL_STRING,
);

/** Numbers a money or count field must refuse or bound: huge, negative, fractional, unsafe. */
const STRANGE_NUMBER = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
  fc.constantFrom(-1, 0, 0.5, -0.01, 2 ** 53, 2 ** 63, -(2 ** 53), 1e308, -1e308, 1e-308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const WRONG_TYPE: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  STRANGE_NUMBER,
  STRANGE_STRING,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** `depth` levels of arrays or objects, with `leaf` at the bottom. */
export function deeplyNested(depth: number, leaf: unknown): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/**
 * Values shaped like the schema's, each field sometimes a wrong type: close to valid, so
 * that validation is exercised field by field, not only at the top.
 */
export function plausible(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wrong = depth > 4 ? WRONG_TYPE : fc.oneof(WRONG_TYPE, fc.constant(deeplyNested(200, 1)));
  const like = (arb: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: arb, weight: 4 }, { arbitrary: wrong, weight: 1 });
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [
          key,
          fc.option(plausible(field, depth + 1), { nil: undefined, freq: 6 }),
        ]),
      );
      return like(
        fc
          .record(fields)
          .map((value) =>
            Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)),
          ),
      );
    }
    case 'array':
      return like(fc.array(plausible(def.element as Schema, depth + 1), { maxLength: 4 }));
    case 'tuple':
      return like(fc.tuple(...(def.items ?? []).map((item) => plausible(item, depth + 1))));
    case 'record':
      return like(
        fc.dictionary(fc.string({ maxLength: 8 }), plausible(def.valueType as Schema, depth + 1), {
          maxKeys: 3,
        }),
      );
    case 'string':
      return like(STRANGE_STRING);
    case 'number':
    case 'bigint':
      return like(STRANGE_NUMBER);
    case 'boolean':
      return like(fc.boolean());
    case 'date':
      return like(STRANGE_STRING);
    case 'enum':
      return like(fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }), 'nao-existe'));
    case 'literal':
      return like(fc.constantFrom(...(def.values ?? [null]), 'outro'));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausible(def.innerType as Schema, depth);
    case 'pipe':
      return plausible(def.in as Schema, depth);
    case 'lazy':
      return depth > 4 ? WRONG_TYPE : plausible((def.getter as () => Schema)(), depth + 1);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => plausible(option, depth)));
    default:
      return like(fc.jsonValue({ maxDepth: 2 }));
  }
}

/** Puts a NUL character into one string of `value` (or makes `value` one). */
function withNul(value: unknown, pick: number): unknown {
  const strings: { parent: Record<string, unknown>; key: string }[] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'string') strings.push({ parent: node as Record<string, unknown>, key });
      else walk(child);
    }
  };
  const copy = structuredClone(value);
  walk(copy);
  const target = strings[pick % Math.max(1, strings.length)];
  if (!target) return { ...(typeof copy === 'object' && copy ? copy : {}), nota: 'a\u0000b' };
  target.parent[target.key] = `${String(target.parent[target.key])}\u0000`;
  return copy;
}

/** Percent-encodes some letters of the path: the same route to the router (`/%61pi/goals`). */
function encodeSome(path: string, mask: number): string {
  let i = 0;
  return path.replace(/[a-z]/g, (char) =>
    (mask >> (i++ % 30)) & 1 ? `%${char.charCodeAt(0).toString(16)}` : char,
  );
}

/** A path segment; a lone surrogate becomes bytes that are not UTF-8 at all. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fillParams(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([a-zA-Z]+)/g, (_m, name: string) =>
    segment(params[name] ?? '00000000-0000-4000-8000-000000000000'),
  );
}

const fails = (schema: Schema | undefined, value: unknown) =>
  schema !== undefined && !schema.safeParse(value).success;

/** A JSON text with a `__proto__` (or constructor.prototype) key injected at the top. */
function poisoned(body: unknown, which: number): string {
  const base = JSON.stringify(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
  const key =
    which % 2 === 0
      ? '"__proto__":{"role":"admin","isAdmin":true}'
      : '"constructor":{"prototype":{"role":"admin"}}';
  return base === '{}' ? `{${key}}` : `{${key},${base.slice(1)}`;
}

/**
 * At least `count` invalid requests for the route `method pattern`, deterministic for a seed.
 * `headers` are the caller's (cookie and Origin); `params` the route's params names.
 */
export function badRequests(
  method: string,
  pattern: string,
  contract: RouteContract,
  headers: Record<string, string>,
  count: number,
  seed: number,
): BadRequest[] {
  const paramNames = [...pattern.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1] as string);
  const paramsArb = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        fc.oneof(
          fc.uuid(),
          STRANGE_STRING.filter((s) => s !== '' && !s.includes('/')),
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const bodyArb = contract.body ? plausible(contract.body) : fc.jsonValue({ maxDepth: 2 });
  const queryArb = contract.querystring
    ? plausible(contract.querystring)
    : fc.constant({} as Record<string, unknown>);

  const sample = fc.sample(
    fc.record({
      params: paramsArb,
      body: bodyArb,
      query: queryArb,
      kind: fc.nat(99),
      pick: fc.nat(),
      mask: fc.nat(),
    }),
    { numRuns: count * 3, seed },
  );

  const json = { ...headers, 'content-type': 'application/json' };
  const out: BadRequest[] = [];
  for (const { params, body, query, kind, pick, mask } of sample) {
    const path = fillParams(pattern, params);
    const url = (q: string) => (mask % 4 === 0 ? encodeSome(path, mask) : path) + q;
    const queryText = (value: unknown) => {
      if (!value || typeof value !== 'object') return '';
      const search = new URLSearchParams();
      for (const [key, v] of Object.entries(value)) {
        search.append(key, typeof v === 'string' ? v : JSON.stringify(v));
      }
      const text = search.toString();
      return text ? `?${text}` : '';
    };
    let request: BadRequest | null = null;
    if (kind < 45 && (contract.body || contract.params || contract.querystring)) {
      // Invalid per the contract itself.
      const invalid =
        fails(contract.body, body) ||
        fails(contract.params, params) ||
        (contract.querystring !== undefined && fails(contract.querystring, query));
      if (invalid) {
        request = {
          kind: 'contract',
          method,
          url: url(queryText(query)),
          headers: json,
          payload: JSON.stringify(body) ?? 'null',
        };
      }
    } else if (kind < 65) {
      // A NUL somewhere: body, a path parameter or the query string.
      const where = pick % 3;
      if (where === 0) {
        request = {
          kind: 'nul-body',
          method,
          url: url(''),
          headers: json,
          payload: JSON.stringify(withNul(body, pick)),
        };
      } else if (where === 1 && paramNames.length > 0) {
        const name = paramNames[pick % paramNames.length] as string;
        request = {
          kind: 'nul-param',
          method,
          url: url('').replace(segment(params[name] ?? ''), `x%00${pick % 10}`),
          headers: json,
          payload: JSON.stringify(body),
        };
        if (!request.url.includes('%00')) request = null;
      } else {
        request = {
          kind: 'nul-query',
          method,
          url: url(`?q=${encodeURIComponent(`a\u0000${pick}`)}`),
          headers: json,
          payload: JSON.stringify(body),
        };
      }
    } else if (kind < 75) {
      request = {
        kind: 'proto',
        method,
        url: url(''),
        headers: json,
        payload: poisoned(body, pick),
      };
    } else if (kind < 83) {
      const text = JSON.stringify(body) ?? '{}';
      const cut = text.length > 1 ? text.slice(0, 1 + (pick % (text.length - 1))) : '{';
      request = {
        kind: 'malformed',
        method,
        url: url(''),
        headers: json,
        payload: pick % 5 === 0 ? '' : `${cut}${pick % 2 ? ',' : '}}'}`,
      };
      if (request.payload !== '' && isJson(request.payload ?? '')) request = null;
    } else if (kind < 91) {
      // A form or an unknown media type: routes take JSON only (text/plain only where a body
      // schema will refuse the string).
      const type = contract.body
        ? (['text/plain', 'application/x-www-form-urlencoded', 'application/xml'] as const)[
            pick % 3
          ]
        : (['application/x-www-form-urlencoded', 'application/xml'] as const)[pick % 2];
      request = {
        kind: `media ${type}`,
        method,
        url: url(''),
        headers: { ...headers, 'content-type': type ?? 'application/xml' },
        payload: type === 'application/x-www-form-urlencoded' ? 'a=1&b=2' : 'x',
      };
    } else {
      // Deep nesting, with a NUL at the bottom so that it is invalid whatever the route.
      request = {
        kind: 'deep',
        method,
        url: url(''),
        headers: json,
        payload: deepJsonText(500 + (pick % 5000), 'fundo\u0000'),
      };
    }
    if (request) out.push(request);
    if (out.length >= count) break;
  }
  return out;
}

/** The JSON text of `depth` levels of arrays and objects (built as text: no recursion). */
function deepJsonText(depth: number, leaf: string): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    open += i % 2 === 0 ? '[' : '{"a":';
    close = (i % 2 === 0 ? ']' : '}') + close;
  }
  return `${open}${JSON.stringify(leaf)}${close}`;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function toInject(request: BadRequest): InjectOptions {
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
}
