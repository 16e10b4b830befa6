// Build-time only (imported by vite.config.ts, runs in Node): never part of the app's bundle.
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { createAjv, loadSchemas } from '../../../build/validators.ts';

/**
 * The config validators in three modules, so each screen carries only the ones it needs:
 * - `virtual:config-validators/first`: portal and routes, the two files the login screen reads before it paints;
 * - `virtual:config-validators/startup`: country, menu, flags, gates (checked at start, after the login form shows);
 * - `virtual:config-validators/forms`: config/forms, whose only readers are plugin pages after login;
 * - `virtual:config-validators/plugins`: every other schema (the plugins' own config files, config/plugins), as
 *   `byFile` keyed by schema file name, also after login.
 * Same Ajv set-up as build/validators.ts (`virtual:config-validators`, all of them, for the command line).
 */
const PARTS: Record<string, Record<string, string>> = {
  first: { portal: 'portal.schema.json', routes: 'routes.schema.json' },
  startup: { country: 'country.schema.json', menu: 'menu.schema.json', flags: 'flags.schema.json', gates: 'gates.schema.json' },
  forms: { forms: 'forms.schema.json' },
};
const PREFIX = 'virtual:config-validators/';
const PLUGINS = 'plugins';

/** Validators of the schemas no kernel part names (`_` files are shared definitions), and `byFile` to find them. */
function pluginValidators(schemas: Record<string, object>): string {
  const kernel = new Set(Object.values(PARTS).flatMap((refs) => Object.values(refs)));
  const refs: Record<string, string> = {};
  const files = Object.keys(schemas).filter((f) => !f.startsWith('_') && !kernel.has(f));
  files.forEach((file, i) => {
    refs[`plugin${i}`] = file;
  });
  const byFile = files.map((file, i) => `${JSON.stringify(file)}: plugin${i}`).join(', ');
  // standaloneCode of no schema would export nothing: byFile alone then.
  const code = files.length ? standaloneCode(createAjv(schemas), refs) : '';
  return `${code}\nexport const byFile = { ${byFile} };\n`;
}

export function splitValidatorsPlugin(root: string): Plugin {
  const dir = join(root, 'config', 'schemas');
  return {
    name: 'portal:config-validators-split',
    resolveId(id) {
      const part = id.slice(PREFIX.length);
      return id.startsWith(PREFIX) && (PARTS[part] || part === PLUGINS) ? '\0' + id : undefined;
    },
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return undefined;
      const part = id.slice(PREFIX.length + 1);
      const schemas = loadSchemas(dir);
      for (const file of Object.keys(schemas)) this.addWatchFile(join(dir, file));
      if (part === PLUGINS) return pluginValidators(schemas);
      const refs = PARTS[part];
      if (!refs) return undefined;
      return standaloneCode(createAjv(schemas), refs);
    },
  };
}
