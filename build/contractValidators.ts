// Build-time only (imported by vite.config.ts, runs in Node): never part of the app's bundle.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { inlineSchemaRefs } from './inlineSchemaRefs.ts';
import { trimValidatorArgs } from './trimValidatorArgs.ts';

/**
 * The API contract's answer validators (api/openapi.yaml), precompiled as config's are (validatorsPlugin.ts): Ajv's
 * standalone code, so the browser compiles nothing and evaluates nothing (the live build's CSP forbids eval).
 * - `virtual:api-contract/routes`: every operation's method, base URL (global or country), path pattern and id, and
 *   `loadChecks(operationId)`, the loader of its validators (part of the checker's own chunk);
 * - `virtual:api-contract/operation/<operationId>`: that operation's success (2xx) validators only, so a page loads
 *   the ones of the calls it makes, when their first answer comes; operations a page asks together share one such
 *   module, named by their `x-portal-chunk` (one file compresses their alike code once: analytics' three, 2.4 kB
 *   apart and 1.2 kB together, gzip);
 * - `virtual:api-contract/errors`: every operation's error answers (4xx, 5xx: mostly the one ErrorBody), loaded with
 *   the first error answer.
 */
const PREFIX = 'virtual:api-contract/';
const ROUTES = 'routes';
const OPERATION = 'operation/';
const ERRORS = 'errors';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const JSON_TYPE = 'application/json';

interface Node {
  $ref?: string;
  [key: string]: unknown;
}
interface Operation {
  operationId: string;
  'x-portal-chunk'?: string;
  responses?: Record<string, Node>;
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & { servers?: { url: string }[] };
interface Document {
  servers?: { url: string }[];
  paths: Record<string, PathItem>;
}

/** One operation as the routes module and its validators know it. */
interface Route {
  id: string;
  method: string;
  base: 'global' | 'country';
  template: string;
  /** Status (`200`, `4XX`, `default`) → JSON pointer of its JSON schema in the document, or null (no JSON body). */
  answers: Record<string, string | null>;
  /** The chunk its success checks are in: the operation's `x-portal-chunk` (shared by calls a page makes together), else its id. */
  chunk: string;
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function routesOf(document: Document): Route[] {
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const servers = item.servers ?? document.servers ?? [];
    const base = servers.some((s) => /\/global$|globalBaseUrl/.test(s.url)) ? 'global' : 'country';
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const answers: Record<string, string | null> = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        // A shared response (`#/components/responses/BadRequest`) is one pointer, so one validator.
        const pointer = response.$ref?.startsWith('#/') ? response.$ref.slice(1) : `/paths/${escapeKey(template)}/${method}/responses/${status}`;
        const target = response.$ref ? resolve(document, pointer) : response;
        const content = (target.content ?? {}) as Record<string, Node | undefined>;
        const schema = content[JSON_TYPE]?.schema as Node | undefined;
        // A schema that is one `$ref` (ErrorBody) is that component's pointer: one validator for every use.
        answers[status] = !schema ? null : schema.$ref?.startsWith('#/') ? schema.$ref.slice(1) : `${pointer}/content/${escapeKey(JSON_TYPE)}/schema`;
      }
      routes.push({ id: op.operationId, method: method.toUpperCase(), base, template, answers, chunk: op['x-portal-chunk'] ?? op.operationId });
    }
  }
  // A chunk named like an operation holds that operation's checks, so a shared chunk's name is no other operation's id.
  for (const r of routes) {
    if (r.chunk !== r.id && routes.some((o) => o.id === r.chunk && o.chunk !== r.chunk)) throw new Error(`api/openapi.yaml: x-portal-chunk ${r.chunk} of ${r.id} is another operation's id`);
  }
  return routes;
}

// Annotations validate nothing; without them the standalone code's copies of each schema are a fraction of the size.
const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'deprecated']);

function stripped(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripped);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // `properties: { title: … }` names a field: only a schema's own annotation keys go.
    if ((ANNOTATIONS.has(key) && typeof value !== 'object') || key.startsWith('x-')) continue;
    out[key] = stripped(value);
  }
  return out;
}

function resolve(document: Document, pointer: string): Node {
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  return keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document) as Node;
}

/** `/1.0/dps/{dpId}/tiers` → `1.0/dps/{}/tiers`: the path as the client asks it, each parameter one segment. */
const shapeOf = (template: string) => template.replace(/^\/+/, '').replace(/\{[^}]+\}/g, '{}');

/**
 * The routes module (plain strings: smaller than patterns once compressed): most literal segments first, so
 * `2.0/shippers/external-ids/{id}` wins over a parameter. `folder` (a client build): each operation's checks are a
 * chunk of their own in that folder, loaded by name with one import, not 55 bundler-wrapped imports in every page's
 * checker (570 of the table's 1,250 bytes, gzip); else (the dev server, tests) each is imported as a module.
 */
function routesModule(routes: Route[], folder: string | null): string {
  const params = (r: Route) => (r.template.match(/\{/g) ?? []).length;
  const ordered = [...routes].sort((a, b) => params(a) - params(b));
  const rows = ordered.map((r) => `[${JSON.stringify(r.method)},${JSON.stringify(r.base)},${JSON.stringify(shapeOf(r.template))},${JSON.stringify(r.id)}]`);
  const shared = Object.fromEntries(routes.filter((r) => r.chunk !== r.id).map((r) => [r.id, r.chunk]));
  const load = folder
    ? `(id) => import(/* @vite-ignore */ \`./${folder}/\${shared[id] ?? id}.js\`)`
    : `(id) => ({\n${routes.map((r) => `${JSON.stringify(r.id)}: () => import(${JSON.stringify(PREFIX + OPERATION + r.chunk)})`).join(',\n')}\n})[id]()`;
  return `const shared = ${JSON.stringify(shared)};\nexport const routes = [\n${rows.join(',\n')}\n];\nexport const loadChecks = ${load};\n`;
}

const success = (status: string) => status.startsWith('2');

/** The document, read once per change of the file, with one Ajv that compiles each schema once for every module. */
interface Compiled {
  routes: Route[];
  ajv: Ajv;
}

function compiled(file: string, cache: { mtime: number; value?: Compiled }): Compiled {
  const mtime = statSync(file).mtimeMs;
  if (cache.value && cache.mtime === mtime) return cache.value;
  const document = parse(readFileSync(file, 'utf8')) as Document;
  // strict off: the document's own keys (openapi, paths) and its x- extensions are no schema keywords. Formats are
  // not checked at run time (a date written differently is no broken page); types, required fields and enums are.
  // No messages: the checker words a problem from the keyword and its parameters. Draft-07 code: OpenAPI 3.1's
  // 2020-12 dialect adds evaluated-property tracking the document never needs (no unevaluated*, no $dynamicRef).
  // loopRequired 2: an object's required names are one list walked by a loop instead of one test each (order details'
  // checks 2,579 to 2,475 bytes gzip; every operation's together 39,376 to 39,291).
  const ajv = new Ajv({ strict: false, validateFormats: false, inlineRefs: false, allowUnionTypes: true, messages: false, loopRequired: 2, code: { source: true, esm: true } });
  ajv.addSchema(stripped(document) as object, 'contract', undefined, false);
  cache.mtime = mtime;
  cache.value = { routes: routesOf(document), ajv };
  return cache.value;
}

/**
 * Standalone validators for the answers `pick` chooses, as `answers[operationId][status]` (null: no JSON body to
 * check). The same schema (ErrorBody) is one validator.
 */
function validatorModule({ routes, ajv }: Compiled, pick: (route: Route, status: string) => boolean): string {
  const names = new Map<string, string>();
  const table: string[] = [];
  for (const route of routes) {
    const statuses = Object.entries(route.answers).filter(([status]) => pick(route, status)).map(([status, pointer]) => {
      if (pointer === null) return `${JSON.stringify(status)}: null`;
      if (!names.has(pointer)) names.set(pointer, `v${names.size}`);
      return `${JSON.stringify(status)}: ${names.get(pointer) ?? ''}`;
    });
    if (statuses.length) table.push(`${JSON.stringify(route.id)}: { ${statuses.join(', ')} }`);
  }
  const refs = Object.fromEntries([...names].map(([pointer, name]) => [name, `contract#${pointer.split('/').map(encodeURIComponent).join('/')}`]));
  // Where in the schema a problem was found is of no use to the checker (it names the place in the answer): each
  // error's schemaPath string goes, a good share of the code.
  const code = names.size ? trimValidatorArgs(inlineSchemaRefs(standaloneCode(ajv, refs).replace(/,schemaPath:"(?:[^"\\]|\\.)*"/g, ''))) : '';
  return `${code}\nexport const answers = {\n${table.join(',\n')}\n};\n`;
}

/** The document's, Ajv's and this build code's fingerprint: what an operation's checks are made from. */
function contractHash(root: string): string {
  const hash = createHash('sha256');
  for (const part of [join(root, 'api', 'openapi.yaml'), join(root, 'build', 'contractValidators.ts'), join(root, 'build', 'inlineSchemaRefs.ts'), join(root, 'build', 'trimValidatorArgs.ts'), join(root, 'node_modules', 'ajv', 'package.json')]) hash.update(readFileSync(part));
  return hash.digest('hex').slice(0, 10);
}

export function contractValidatorsPlugin(root: string): Plugin {
  const file = join(root, 'api', 'openapi.yaml');
  const cache: { mtime: number; value?: Compiled } = { mtime: 0 };
  let clientBuild = false;
  let folder = '';
  return {
    name: 'portal:api-contract-validators',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
      folder = `api-${contractHash(root)}`;
    },
    buildStart() {
      // A client build loads each operation's checks by file name (routesModule), so each is a chunk of its own.
      if (!clientBuild) return;
      for (const chunk of new Set(compiled(file, cache).routes.map((r) => r.chunk))) this.emitFile({ type: 'chunk', id: PREFIX + OPERATION + chunk, name: chunk, preserveSignature: 'exports-only' });
    },
    outputOptions(output) {
      if (!clientBuild) return null;
      const otherChunks = output.chunkFileNames ?? 'assets/[name]-[hash].js';
      const entries = output.entryFileNames ?? 'assets/[name]-[hash].js';
      const operation = '\0' + PREFIX + OPERATION;
      const pick = (names: typeof entries, chunk: Parameters<Exclude<typeof entries, string>>[0]) => (typeof names === 'function' ? names(chunk) : names);
      // An operation's checks under a folder named by the document and the code that writes them, not each file by its
      // own hash. Same folder, same document, same checks: a browser's cached copy is never a stale one.
      const named = (others: typeof entries) => (chunk: Parameters<Exclude<typeof entries, string>>[0]) =>
        chunk.facadeModuleId?.startsWith(operation) ? `assets/${folder}/[name].js` : pick(others, chunk);
      return { ...output, chunkFileNames: named(otherChunks), entryFileNames: named(entries) };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return undefined;
      this.addWatchFile(file);
      const part = id.slice(PREFIX.length + 1);
      const contract = compiled(file, cache);
      if (part === ROUTES) return routesModule(contract.routes, clientBuild ? folder : null);
      if (part === ERRORS) return validatorModule(contract, (_route, status) => !success(status));
      const chunk = part.startsWith(OPERATION) ? part.slice(OPERATION.length) : undefined;
      if (chunk && contract.routes.some((r) => r.chunk === chunk)) return validatorModule(contract, (route, status) => route.chunk === chunk && success(status));
      return undefined;
    },
  };
}
