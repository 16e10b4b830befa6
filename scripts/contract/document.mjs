// The API contract as the check reads it: api/openapi.yaml's operations, each with its method, path, base URL
// (global or country: the path's own servers, else the document's), parameters ($refs resolved) and answers.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The document, parsed. */
export function readDocument(file) {
  return parse(readFileSync(file, 'utf8'));
}

/** What a local `$ref` (`#/components/...`) points at, with its JSON pointer. */
export function resolveRef(document, ref) {
  if (!ref.startsWith('#/')) throw new Error(`only references inside the document are read: ${ref}`);
  const pointer = ref.slice(1);
  const value = pointer.split('/').slice(1).reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  if (value === undefined) throw new Error(`${ref} points at nothing in the document`);
  return { value, pointer };
}

const escape = (key) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** An object of the document, its `$ref` followed (parameters, responses). */
function followed(document, node, pointer) {
  return node && typeof node.$ref === 'string' ? resolveRef(document, node.$ref) : { value: node, pointer };
}

/**
 * Every operation, in the document's order: `{ id, method, path, base, safe, parameters, responses }`. `base` is
 * 'global' when the path's servers are the global API's, else 'country'. Each response is
 * `{ pointer, content: { [mediaType]: schemaPointer | null } }`, pointers into the document for the comparison.
 */
export function operationsOf(document) {
  const operations = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const servers = item.servers ?? document.servers ?? [];
    const base = servers.some((s) => /\/global$|globalBaseUrl/.test(s.url)) ? 'global' : 'country';
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const at = `/paths/${escape(path)}/${method}`;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => followed(document, p).value);
      const responses = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const { value, pointer } = followed(document, response, `${at}/responses/${escape(status)}`);
        const content = {};
        for (const [type, media] of Object.entries(value.content ?? {})) {
          content[type] = media.schema ? `${pointer}/content/${escape(type)}/schema` : null;
        }
        responses[status] = { pointer, content };
      }
      operations.push({ id: op.operationId ?? `${method} ${path}`, method, path, base, safe: op['x-safe'] === true, parameters, responses });
    }
  }
  return operations;
}
