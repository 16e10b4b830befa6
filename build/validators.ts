import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

/** Every schema under config/schemas, keyed by file name (which is also its `$id`). */
export function loadSchemas(dir: string): Record<string, object> {
  const out: Record<string, object> = {};
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.schema.json')).sort()) {
    out[f] = JSON.parse(readFileSync(join(dir, f), 'utf8')) as object;
  }
  return out;
}

export function createAjv(schemas: Record<string, object>): Ajv {
  // inlineRefs off: a definition used many times (a form field, a gate) becomes one function instead of a copy at
  // every use. The validators are part of the first screen's JavaScript; this halves their size.
  const ajv = new Ajv({ allErrors: true, strict: true, inlineRefs: false, allowUnionTypes: true, strictRequired: false, code: { source: true, esm: true } });
  for (const s of Object.values(schemas)) ajv.addSchema(s);
  return ajv;
}

/** ESM source exporting one standalone validate function per top-level schema (named by its file stem). */
export function buildValidatorModule(dir: string): string {
  const schemas = loadSchemas(dir);
  const ajv = createAjv(schemas);
  const refs: Record<string, string> = {};
  for (const file of Object.keys(schemas)) {
    if (file.startsWith('_')) continue;
    refs[file.replace('.schema.json', '').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = file;
  }
  return standaloneCode(ajv, refs);
}
