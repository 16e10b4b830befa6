// The real files under config/, read once, and the JSON Schema validators compiled the way `npm run config:check`
// compiles them: shared by the config tests, which change copies of the files and load them through the kernel.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createAjv, loadSchemas } from '../../build/validators';
import type { ConfigValidators } from '../../src/kernel/config/load';
import type { NamedGate } from '../../src/kernel/types';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Every JSON file under config/, by its path inside config/ ('forms/sg.json'). */
export const REAL_CONFIG_FILES: ReadonlyMap<string, string> = new Map(
  walk('config').filter((f) => f.endsWith('.json')).map((f) => [relative('config', f).split(sep).join('/'), readFileSync(f, 'utf8')]),
);

/** The named gates of config/gates.json, as gateContext takes them. */
export const REAL_GATES: Readonly<Record<string, NamedGate>> = (JSON.parse(REAL_CONFIG_FILES.get('gates.json') ?? '{"gates":{}}') as { gates: Record<string, NamedGate> }).gates;

const ajv = createAjv(loadSchemas('config/schemas'));

function validator(id: string) {
  const fn = ajv.getSchema(id);
  if (!fn) throw new Error(`schema ${id} not found`);
  return fn;
}

/** The validators of every config file, forms included. */
export const CONFIG_VALIDATORS: ConfigValidators = {
  portal: validator('portal.schema.json'),
  country: validator('country.schema.json'),
  routes: validator('routes.schema.json'),
  menu: validator('menu.schema.json'),
  flags: validator('flags.schema.json'),
  gates: validator('gates.schema.json'),
  forms: validator('forms.schema.json'),
};
