#!/usr/bin/env node
// One command for a fresh machine: installs what is missing, builds the portal with the simulated API, and serves
// it on http://127.0.0.1:${PORT:-4173}. Config is read live from config/, so an admin's edit shows on reload.
import { resolve } from 'node:path';
import { ensureDependencies, run } from './lib/deps.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
ensureDependencies(root);

if (run(root, 'npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']) !== 0) process.exit(1);

const { createServer, preview } = await import('vite');
// Demo accounts come from the simulator itself, so this list cannot drift from what logs in.
const loader = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom', optimizeDeps: { noDiscovery: true, include: [] } });
const { DEMO_ACCOUNTS } = await loader.ssrLoadModule('/src/sim/accounts.ts');
await loader.close();

const server = await preview({ root, mode: 'demo', preview: { port, host: '127.0.0.1', strictPort: true } });
const url = `http://127.0.0.1:${port}/`;
console.log(`\n  Drop-off point portal (simulated API) running at ${url}\n`);
console.log('  Demo accounts (password: demo):');
for (const a of DEMO_ACCOUNTS) console.log(`    ${a.username.padEnd(20)} ${a.shows ?? ''}`);
console.log(`    ${'<cc>-demo'.padEnd(20)} a point in any country added to config/ (see docs/admins.md)`);
console.log('\n  Token login: open the login page and choose "Log in with company account".');
console.log('  Simulated faults: add ?sim=slow, ?sim=500, ?sim=timeout, ?sim=401-next or ?sim=lost-next to the URL, or use the "Simulated API" panel at the end of every page.');
console.log('  Press Ctrl+C to stop.\n');
process.on('SIGINT', () => server.httpServer.close(() => process.exit(0)));
