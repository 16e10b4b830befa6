#!/usr/bin/env node
// Validates every file under config/ exactly as the portal does at start-up, and prints every problem with its file
// and JSON path. Exit 1 on any error (CI fails), 0 otherwise (warnings are printed).
import { createServer } from 'vite';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'config');

const server = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom', optimizeDeps: { noDiscovery: true, include: [] } });
try {
  const { loadConfig } = await server.ssrLoadModule('/src/kernel/config/load.ts');
  const { formatProblems } = await server.ssrLoadModule('/src/kernel/config/problems.ts');
  const { loadSchemas, createAjv } = await server.ssrLoadModule('/build/validators.ts');
  const ajv = createAjv(loadSchemas(join(dir, 'schemas')));
  const v = (id) => ajv.getSchema(id);
  const validators = { portal: v('portal.schema.json'), country: v('country.schema.json'), routes: v('routes.schema.json'), menu: v('menu.schema.json'), flags: v('flags.schema.json') };
  const en = JSON.parse(await readFile(join(root, 'src/kernel/messages/en.json'), 'utf8'));
  const read = async (rel) => {
    try { return await readFile(join(dir, rel), 'utf8'); } catch (e) { if (e.code === 'ENOENT') return null; throw e; }
  };
  const result = await loadConfig(read, validators, new Set(Object.keys(en)));
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
