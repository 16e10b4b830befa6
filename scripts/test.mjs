#!/usr/bin/env node
// Every test: config check, catalog check, unit and component tests (vitest), then end-to-end tests in Debian's
// Chromium against the demo build. Browser tests are never skipped: without Chromium this stops and says how to get it.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDependencies, run } from './lib/deps.mjs';
import { vitestFailureDigest } from './lib/vitestDigest.mjs';
import { apiCoverageLine } from './lib/apiCoverage.mjs';

const root = resolve(import.meta.dirname, '..');
ensureDependencies(root);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\nChromium was not found at ${chromium}. The end-to-end tests need Debian's Chromium:\n`);
  console.error('    sudo apt-get update && sudo apt-get install -y chromium\n');
  console.error('(or set CHROMIUM_PATH to a Chromium binary). Browser tests are never skipped.\n');
  process.exit(1);
}

const failures = [];
const step = (name, cmd, args, env) => {
  console.log(`\n=== ${name} ===`);
  if (run(root, cmd, args, env) !== 0) failures.push(name);
};

// Playwright empties test-results/ when it starts, so the summaries live in reports/.
rmSync(join(root, 'reports'), { recursive: true, force: true });
step('config check', 'node', ['scripts/config-check.mjs']);
step('catalog check', 'node', ['scripts/i18n-check.mjs']);
// Its output is also kept in reports/vitest.log: a failure is repeated at the end, where a CI log's tail shows it.
step('unit and component tests', 'bash', ['-o', 'pipefail', '-c', 'mkdir -p reports && npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json 2>&1 | tee reports/vitest.log']);
step('demo build', 'npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']);
// The live build (with its Content Security Policy) and the simulated API as a Node module, for tests/e2e/live.
step('live build', 'npx', ['vite', 'build', '--outDir', 'dist-live', '--logLevel', 'warn']);
step('simulator for the live build', 'npx', ['vite', 'build', '--ssr', 'build/simServer/entry.ts', '--outDir', '.sim-server', '--mode', 'demo', '--logLevel', 'warn']);
if (!failures.includes('demo build')) step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });

// One closing line for people and CI: totals over both runners.
let passed = 0;
let failed = 0;
const readJson = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const vitest = readJson(join(root, 'reports/vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}
const e2e = readJson(join(root, 'reports/e2e.json'));
if (e2e?.stats) {
  passed += e2e.stats.expected ?? 0;
  failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
}
console.log(`\n${apiCoverageLine(root)}`);
if (failures.includes('unit and component tests')) console.log(vitestFailureDigest(root, vitest));
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (passed === 0 && failed === 0) failures.push('no tests ran');
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
