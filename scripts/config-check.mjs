#!/usr/bin/env node
// Validates every file under config/ exactly as the portal does at start-up, and prints every problem with its file
// and JSON path. Exit 1 on any error (CI fails), 0 otherwise (warnings are printed).
import { createServer } from 'vite';
import { readFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'config');

/** Every en.json in a folder named `messages` under dir: the kernel's catalog and each plugin's. */
function englishCatalogs(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.name === 'messages') {
      if (existsSync(join(full, 'en.json'))) found.push(join(full, 'en.json'));
    } else found.push(...englishCatalogs(full));
  }
  return found;
}

const server = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom', optimizeDeps: { noDiscovery: true, include: [] } });
try {
  const { formatProblems } = await server.ssrLoadModule('/src/kernel/config/problems.ts');
  const { loadSchemas, createAjv } = await server.ssrLoadModule('/build/validators.ts');
  const ajv = createAjv(loadSchemas(join(dir, 'schemas')));
  const v = (id) => ajv.getSchema(id);
  const validators = {
    portal: v('portal.schema.json'), country: v('country.schema.json'), routes: v('routes.schema.json'), menu: v('menu.schema.json'),
    flags: v('flags.schema.json'), gates: v('gates.schema.json'), forms: v('forms.schema.json'),
  };
  // Message ids may live in the kernel's catalog or in any plugin's (forms use the orders plugin's labels).
  const messageIds = new Set();
  for (const file of englishCatalogs(join(root, 'src'))) {
    for (const id of Object.keys(JSON.parse(await readFile(file, 'utf8')))) messageIds.add(id);
  }
  const read = async (rel) => {
    try { return await readFile(join(dir, rel), 'utf8'); } catch (e) { if (e.code === 'ENOENT') return null; throw e; }
  };
  const { pluginManifests } = await server.ssrLoadModule('/src/kernel/pluginHost/registry.ts');
  // The same check the config studio runs in the browser (src/kernel/config/checkSet.ts).
  const { checkConfigSet } = await server.ssrLoadModule('/src/kernel/config/checkSet.ts');
  const result = await checkConfigSet(read, { validators, validatorFor: (file) => ajv.getSchema(file), messageIds, manifests: pluginManifests() });
  const problems = result.ok ? result.warnings : result.problems;
  if (problems.length) console.log(formatProblems(problems).replaceAll('config/', `${dir.replace(root + '/', '')}/`.replace(/^config\//, 'config/')));
  if (!result.ok) {
    console.error(`config:check failed: ${result.problems.filter((p) => p.severity === 'error').length} error(s)`);
    process.exitCode = 1;
  } else {
    console.log(`config:check ok: ${Object.keys(result.config.countries).length} countries, ${result.config.routes.length} routes, ${result.warnings.length} warning(s)`);
  }
} finally {
  await server.close();
}
