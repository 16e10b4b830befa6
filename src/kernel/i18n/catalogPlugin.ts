// Build-time only (imported by vite.config.ts, runs in Node): never part of the app's bundle.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PARSER = '@formatjs/icu-messageformat-parser';
const CATALOG_FILE = /\/src\/(?:.+)\/messages\/([a-z]{2})\.json$/;
export const PLUGIN_IDS_MODULE = 'virtual:plugin-message-ids';

/**
 * A catalog with every message parsed to its ICU syntax tree. A message without placeholders becomes its plain
 * text (quotes resolved), which the translate function returns as it is; the others become the tree that
 * intl-messageformat formats without parsing.
 */
export function compileCatalog(source: Record<string, unknown>, locale: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`message "${id}" is not a string`);
    const ast = parse(message, { locale: new Intl.Locale(locale) });
    const only = ast[0];
    out[id] = ast.length === 1 && only?.type === 0 ? only.value : ast.length === 0 ? '' : ast;
  }
  return out;
}

function englishCatalogs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...englishCatalogs(full));
    else if (entry.name === 'en.json' && dir.endsWith(`${sep}messages`)) found.push(full);
  }
  return found.sort();
}

/**
 * Two jobs, so the login screen needs neither the ICU parser nor the plugins' catalogs:
 * - in builds, catalogs are compiled to syntax trees and the parser is swapped for formatjs's parser-less entry;
 * - `virtual:plugin-message-ids` lists every plugin and shared-layer message id (from the English catalogs: the catalog check
 *   keeps the ids identical in every language), so the start-up config check can tell a missing id from a
 *   plugin id without downloading the plugins' catalogs.
 */
export function catalogPlugin(root: string): Plugin {
  let build = false;
  // Every catalog under src/ but the kernel's: the plugins' and the shared layers' (src/forms), loaded after login.
  const src = join(root, 'src');
  const pluginDirs = readdirSync(src, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'kernel').map((e) => join(src, e.name));
  return {
    name: 'portal:catalogs',
    enforce: 'pre',
    config(_config, env) {
      build = env.command === 'build';
      return build ? { define: { 'import.meta.env.VITE_CATALOGS_COMPILED': JSON.stringify('on') } } : undefined;
    },
    async resolveId(source, importer, options) {
      if (source === PLUGIN_IDS_MODULE) return '\0' + PLUGIN_IDS_MODULE;
      if (build && source === PARSER) return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      return undefined;
    },
    load(id) {
      if (id !== '\0' + PLUGIN_IDS_MODULE) return undefined;
      const ids = new Set<string>();
      for (const file of pluginDirs.flatMap(englishCatalogs)) {
        this.addWatchFile(file);
        for (const key of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) ids.add(key);
      }
      return `export default ${JSON.stringify([...ids].sort())};`;
    },
    transform(code, id) {
      const match = build ? CATALOG_FILE.exec(id.split('?')[0] ?? '') : null;
      if (!match?.[1]) return undefined;
      try {
        return { code: JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, unknown>, match[1])), map: null };
      } catch (e) {
        this.error(`${relative(root, id)}: ${(e as Error).message}`);
      }
    },
  };
}
