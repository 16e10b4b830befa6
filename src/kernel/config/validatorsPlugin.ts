// Build-time only (imported by vite.config.ts, runs in Node): never part of the app's bundle.
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { createAjv, loadSchemas } from '../../../build/validators.ts';

/**
 * The config validators in three modules, so each screen carries only the ones it needs:
 * - `virtual:config-validators/first`: portal and routes, the two files the login screen reads before it paints;
 * - `virtual:config-validators/startup`: country, menu, flags, gates (checked at start, after the login form shows);
 * - `virtual:config-validators/forms`: config/forms, whose only readers are plugin pages after login.
 * Same Ajv set-up as build/validators.ts (`virtual:config-validators`, all of them, for the command line).
 */
const PARTS: Record<string, Record<string, string>> = {
  first: { portal: 'portal.schema.json', routes: 'routes.schema.json' },
  startup: { country: 'country.schema.json', menu: 'menu.schema.json', flags: 'flags.schema.json', gates: 'gates.schema.json' },
  forms: { forms: 'forms.schema.json' },
};
const PREFIX = 'virtual:config-validators/';

export function splitValidatorsPlugin(root: string): Plugin {
  const dir = join(root, 'config', 'schemas');
  return {
    name: 'portal:config-validators-split',
    resolveId(id) {
      return id.startsWith(PREFIX) && PARTS[id.slice(PREFIX.length)] ? '\0' + id : undefined;
    },
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return undefined;
      const refs = PARTS[id.slice(PREFIX.length + 1)];
      if (!refs) return undefined;
      const schemas = loadSchemas(dir);
      for (const file of Object.keys(schemas)) this.addWatchFile(join(dir, file));
      return standaloneCode(createAjv(schemas), refs);
    },
  };
}
