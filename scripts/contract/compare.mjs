// The comparison: an answer (status, content type, body) against the document's response for that status, with Ajv
// (JSON Schema 2020-12, the dialect of OpenAPI 3.1). Each problem is `{ path, expected, got }`, path as `$.data[0].id`.
import Ajv2020 from 'ajv/dist/2020.js';
import { addFormats } from './formats.mjs';

// Keys of an OpenAPI document that are no JSON Schema keyword: the document's own (Ajv compiles the root it
// resolves a pointer in) and OpenAPI's annotations inside schemas. They validate nothing.
const DOCUMENT_KEYS = ['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs'];
const SCHEMA_ANNOTATIONS = ['example', 'discriminator', 'xml'];

/** Every `x-` extension the document uses, so Ajv's strict mode takes them as annotations. */
function extensionsOf(node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((n) => extensionsOf(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionsOf(value, found);
    }
  }
  return found;
}

/** `/data/0/id` → `$.data[0].id`. */
export function jsonPath(pointer, extra) {
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) keys.push(extra);
  return '$' + keys.map((k) => (/^\d+$/.test(k) ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join('');
}

/** A value as a mismatch line shows it: its JSON type, and the value itself when short. */
export function describe(value) {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array (${value.length} items)`;
  if (typeof value === 'object') return 'object';
  const text = JSON.stringify(value);
  const kind = typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
  return `${kind} ${text.length > 40 ? `${text.slice(0, 37)}…` : text}`;
}

/** What a schema asks for, in a few words: `integer`, `string or null (date-time)`, `one of "A", "B"`; plus notes. */
function wanted(schema, ...notes) {
  let kind = 'a value';
  if (schema?.$ref) kind = schema.$ref.split('/').pop();
  else if (schema?.enum) kind = `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  else if (schema?.const !== undefined) kind = JSON.stringify(schema.const);
  else if (schema?.type) kind = [schema.type].flat().join(' or ');
  const all = [schema?.format, ...notes].filter(Boolean);
  return all.length ? `${kind} (${all.join(', ')})` : kind;
}

/** One Ajv error as `{ path, expected, got }`. */
function problemOf(error) {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { path: jsonPath(error.instancePath, p.missingProperty), expected: wanted(error.parentSchema?.properties?.[p.missingProperty], 'required'), got: 'missing' };
    case 'type':
      return { path: jsonPath(error.instancePath), expected: [p.type].flat().join(' or '), got: describe(error.data) };
    case 'enum':
      return { path: jsonPath(error.instancePath), expected: `one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`, got: describe(error.data) };
    case 'format':
      return { path: jsonPath(error.instancePath), expected: `${p.format} (format)`, got: describe(error.data) };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const extra = p.additionalProperty ?? p.unevaluatedProperty;
      return { path: jsonPath(error.instancePath, extra), expected: 'no such property', got: describe(error.data?.[extra]) };
    }
    case 'oneOf':
    case 'anyOf':
      return { path: jsonPath(error.instancePath), expected: error.schema.map((s) => wanted(s)).join(' | '), got: describe(error.data) };
    default:
      return { path: jsonPath(error.instancePath), expected: `${error.keyword} ${JSON.stringify(error.schema)}`, got: describe(error.data) };
  }
}

/**
 * Ajv reports what failed in each branch of a oneOf/anyOf as well (a branch behind a $ref with a schema path of its
 * own); the oneOf's line says it all, so every other problem at or under its place in the answer is left out.
 */
function withoutBranches(errors) {
  const places = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath);
  const inside = (e) => places.some((at) => e.instancePath === at || e.instancePath.startsWith(at + '/'));
  return errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf' || !inside(e));
}

/**
 * The same problem in every item of a list is one line, the first item's, with how many more are like it
 * (`$.data[*].id` alike, the same expectation): a list of 50 parcels missing a field is not 50 lines.
 */
export function grouped(problems) {
  const groups = new Map();
  for (const problem of problems) {
    const key = `${problem.path.replace(/\[\d+\]/g, '[*]')}\n${problem.expected}`;
    const group = groups.get(key);
    if (group) group.more += 1;
    else groups.set(key, { ...problem, more: 0 });
  }
  return [...groups.values()].map(({ more, ...p }) => (more ? { ...p, got: `${p.got} (and ${more} more like it)` } : p));
}

/**
 * A comparer for one document: `compare(operation, status, contentType, body)` → `{ problems, documented }`.
 * `documented` is false when the document has no response for the status (nor `default`); the body is then not read.
 * `body` is the parsed JSON for a JSON answer, else the text.
 */
export function comparerFor(document) {
  const ajv = addFormats(new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, allowUnionTypes: true }));
  for (const key of [...DOCUMENT_KEYS, ...SCHEMA_ANNOTATIONS, ...extensionsOf(document)]) ajv.addKeyword(key);
  ajv.addSchema(document, 'contract', undefined, false);
  const validator = (pointer) => ajv.getSchema(`contract#${pointer.split('/').map(encodeURIComponent).join('/')}`);

  return function compare(operation, status, contentType, body) {
    const response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
    if (!response) return { documented: false, problems: [] };
    const types = Object.keys(response.content);
    if (types.length === 0) return { documented: true, problems: [] };
    const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
    const media = types.find((t) => t.toLowerCase() === type);
    if (!media) return { documented: true, problems: [{ path: '$', expected: `content type ${types.join(' or ')}`, got: type ? `content type ${type}` : 'no content type' }] };
    const pointer = response.content[media];
    if (pointer === null) return { documented: true, problems: [] };
    const validate = validator(pointer);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    if (validate(body)) return { documented: true, problems: [] };
    return { documented: true, problems: grouped(withoutBranches(validate.errors ?? []).map(problemOf)) };
  };
}
