import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web build's view of packages/contracts (docs/decisions/026-server-rendered-pages.md,
 * "Bundle"): a page downloads the schemas it runs, not every schema of the contract files it
 * reads a constant from.
 *
 * A contract file holds both the constants a page reads (API paths, pt-BR messages, limits) and
 * the zod schemas its forms validate with. A bundler splits code by module: every schema some
 * page uses stayed in its file's chunk, and every page that only read a path from that file
 * downloaded those schemas and zod with them (26 KB gzip on /dashboard). So, in this build only:
 *
 * 1. Each contract file becomes a facade over two modules: `?contract=values`, its constants and
 *    helpers, and `?contract=schemas`, the declarations that build a schema (they use `z`, or a
 *    declaration that does). The facade re-exports the file's own exports from them, so
 *    importers see the same names; a page that reads only values never loads the schemas module.
 * 2. Every top-level initializer is wrapped in an immediately called arrow marked pure, so a
 *    constant or schema nothing reads is dropped (a chain like `z.object({…}).refine(…)` or
 *    `ZBase.extend({…})` would otherwise be kept). Never mark functions pure by name instead
 *    (rolldown's `manualPureFunctions`): the name applies to every module, minified npm code
 *    included, where `z` is any function (ADR 032).
 *    The contract files hold declarations only; a schema's registration (`.meta`) matters to the
 *    server's OpenAPI document, never to the browser.
 * 3. zod-locale.ts sets zod's pt-BR messages for its effect. It does so in `setZodLocale()`
 *    instead (once), which every initializer that uses `z` calls first: the locale is set as soon
 *    as any schema exists, and a page without schemas loads no zod. `z` stays zod's namespace,
 *    so the parts of zod nothing uses still go.
 *
 * A file whose shape this does not expect (a statement run for its effect, a destructuring
 * declaration, a default export) makes the build fail, so nothing is silently left whole.
 * The server and the tests import the contracts as written.
 */

const CONTRACT_FILE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
const ZOD_LOCALE_FILE = /[\\/]packages[\\/]contracts[\\/]src[\\/]zod-locale\.ts$/;
const PART = /\?contract=(values|schemas)$/;
const SET_LOCALE = '__setZodLocale';

/** The few ESTree fields read here (rolldown's parser, offsets in UTF-16 code units). */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Names a piece of code reads (identifiers that are not property names). */
function referencedNames(node: Node, into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (
      (node.type === 'MemberExpression' && key === 'property' && !node.computed) ||
      ((node.type === 'Property' || node.type === 'MethodDefinition') &&
        key === 'key' &&
        !node.computed)
    ) {
      continue;
    }
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!isNode(child)) continue;
      if (child.type === 'Identifier') into.add(child.name as string);
      else referencedNames(child, into);
    }
  }
  return into;
}

interface Declaration {
  name: string;
  /** The declaration as it will be written in its part. */
  text: (usesLocale: boolean) => string;
  reads: Set<string>;
}

interface Split {
  facade: string;
  values: string;
  schemas: string;
}

function fail(id: string, what: string): never {
  throw new Error(
    `algoone:split-contracts: ${id} has ${what}; the contract files hold declarations only ` +
      '(apps/web/scripts/split-contracts.ts).',
  );
}

/** The pure arrow around an initializer; `usesLocale` calls setZodLocale first. */
function wrapped(code: string, init: Node, usesLocale: boolean): string {
  const text = code.slice(init.start, init.end);
  if (usesLocale) return `/* @__PURE__ */ (() => (${SET_LOCALE}(), ${text}))()`;
  const pureAsWritten = ['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression'];
  return pureAsWritten.includes(init.type) ? text : `/* @__PURE__ */ (() => (${text}))()`;
}

export function splitContract(code: string, id: string, program: { body: Node[] }): Split | null {
  const imports: string[] = [];
  const reexports: string[] = [];
  const declarations: Declaration[] = [];
  /** Exported name → local name. */
  const exported = new Map<string, string>();
  const importsLocale = program.body.some(
    (node) =>
      node.type === 'ImportDeclaration' &&
      (node.source as Node & { value: string }).value === './zod-locale.ts',
  );

  const absolute = (source: string) =>
    source.startsWith('.') ? resolve(dirname(id), source) : source;
  const withAbsoluteSource = (node: Node) => {
    const source = node.source as Node & { value: string };
    return (
      code.slice(node.start, source.start) +
      JSON.stringify(absolute(source.value)) +
      code.slice(source.end, node.end)
    );
  };

  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      imports.push(withAbsoluteSource(node));
      continue;
    }
    if (
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && node.source)
    ) {
      reexports.push(withAbsoluteSource(node));
      continue;
    }
    if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const specifier of node.specifiers as Node[]) {
        const local = specifier.local as Node;
        const name = specifier.exported as Node;
        if (local.type !== 'Identifier' || name.type !== 'Identifier') fail(id, 'a string export');
        exported.set(name.name as string, local.name as string);
      }
      continue;
    }
    if (node.type === 'ExportDefaultDeclaration') fail(id, 'a default export');
    const isExport = node.type === 'ExportNamedDeclaration';
    const declaration = isExport ? (node.declaration as Node) : node;
    if (declaration.type === 'VariableDeclaration') {
      const kind = declaration.kind as string;
      for (const declarator of declaration.declarations as Node[]) {
        const target = declarator.id as Node;
        const init = declarator.init as Node | null;
        if (target.type !== 'Identifier') fail(id, 'a destructuring declaration');
        const name = target.name as string;
        if (isExport) exported.set(name, name);
        declarations.push({
          name,
          reads: init ? referencedNames(init) : new Set(),
          text: (usesLocale) =>
            init ? `${kind} ${name} = ${wrapped(code, init, usesLocale)};` : `${kind} ${name};`,
        });
      }
      continue;
    }
    if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
      const name = (declaration.id as Node).name as string;
      if (isExport) exported.set(name, name);
      const text = code.slice(declaration.start, declaration.end);
      // A function that uses `z` sets the locale when it runs: its body starts with the call.
      const bodyStart =
        declaration.type === 'FunctionDeclaration'
          ? (declaration.body as Node).start + 1 - declaration.start
          : -1;
      declarations.push({
        name,
        reads: referencedNames(declaration),
        text: (usesLocale) =>
          usesLocale && bodyStart > 0
            ? `${text.slice(0, bodyStart)} ${SET_LOCALE}();${text.slice(bodyStart)}`
            : text,
      });
      continue;
    }
    fail(id, `a top-level ${node.type}`);
  }
  if (declarations.length === 0) return null;

  // A schema declaration uses `z`, or reads one that does.
  const schemas = new Set(
    declarations.filter((d) => importsLocale && d.reads.has('z')).map((d) => d.name),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const d of declarations) {
      if (schemas.has(d.name) || ![...d.reads].some((name) => schemas.has(name))) continue;
      schemas.add(d.name);
      grew = true;
    }
  }
  const valueNames = declarations.filter((d) => !schemas.has(d.name)).map((d) => d.name);
  const part = (name: string) =>
    JSON.stringify(`${id}?contract=${schemas.has(name) ? 'schemas' : 'values'}`);
  const localeImport = `import { setZodLocale as ${SET_LOCALE} } from ${JSON.stringify(
    resolve(dirname(id), './zod-locale.ts'),
  )};`;

  const values = [
    ...imports,
    ...declarations.filter((d) => !schemas.has(d.name)).map((d) => d.text(false)),
    `export { ${valueNames.join(', ')} };`,
  ].join('\n');
  const schemaCode = [
    ...imports,
    localeImport,
    valueNames.length > 0
      ? `import { ${valueNames.join(', ')} } from ${JSON.stringify(`${id}?contract=values`)};`
      : '',
    ...declarations.filter((d) => schemas.has(d.name)).map((d) => d.text(d.reads.has('z'))),
    `export { ${[...schemas].join(', ')} };`,
  ].join('\n');
  const facade = [
    ...reexports,
    ...[...exported].map(([name, local]) =>
      local === name
        ? `export { ${name} } from ${part(local)};`
        : `export { ${local} as ${name} } from ${part(local)};`,
    ),
  ].join('\n');
  return { facade, values, schemas: schemas.size > 0 ? schemaCode : 'export {};' };
}

/** zod-locale.ts with its effect in `setZodLocale()`, run once, and `z` exported as before. */
function localeOnDemand(code: string, id: string, program: { body: Node[] }): string {
  const effects = program.body.filter((node) => node.type === 'ExpressionStatement');
  if (effects.length === 0 || !/\bexport \{ z \}/.test(code)) {
    fail(id, 'no statement that sets the locale, or no `export { z }`');
  }
  let out = code;
  for (const effect of [...effects].reverse()) {
    out = out.slice(0, effect.start) + out.slice(effect.end);
  }
  const body = effects.map((effect) => code.slice(effect.start, effect.end)).join('\n');
  return `${out}\nlet localeSet = false;\nexport function setZodLocale() {\n  if (localeSet) return;\n  localeSet = true;\n  ${body}\n}\n`;
}

export function splitContracts(): Plugin {
  const parts = new Map<string, string>();
  return {
    name: 'algoone:split-contracts',
    apply: 'build',
    resolveId: {
      filter: { id: PART },
      handler(source) {
        return parts.has(source) ? { id: source, moduleSideEffects: false } : null;
      },
    },
    load: {
      filter: { id: PART },
      handler(id) {
        const code = parts.get(id);
        return code === undefined ? null : { code, moduleSideEffects: false };
      },
    },
    transform: {
      filter: { id: CONTRACT_FILE },
      handler(code, id) {
        const program = this.parse(code) as unknown as { body: Node[] };
        if (ZOD_LOCALE_FILE.test(id)) {
          return { code: localeOnDemand(code, id, program), map: null, moduleSideEffects: false };
        }
        const split = splitContract(code, id, program);
        if (!split) return null;
        parts.set(`${id}?contract=values`, split.values);
        parts.set(`${id}?contract=schemas`, split.schemas);
        return { code: split.facade, map: null, moduleSideEffects: false };
      },
    },
  };
}
