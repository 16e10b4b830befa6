#!/usr/bin/env node
// npm run contract:check: the contract (api/openapi.yaml) against a running API, GETs only. See args.mjs for the
// options and the README's 'The API contract' for how a backend team runs it against its staging API.
import { resolve } from 'node:path';
import { parseArgs, USAGE } from './args.mjs';
import { comparerFor } from './compare.mjs';
import { operationsOf, readDocument } from './document.mjs';
import { readFixtures } from './fixtures.mjs';
import { report } from './report.mjs';
import { checkAll } from './run.mjs';
import { buildSimulator, logInToSimulator, startSimulator } from './simulator.mjs';
import { baseUrls } from './url.mjs';

const root = resolve(import.meta.dirname, '../..');

async function main() {
  const options = parseArgs(process.argv.slice(2), process.env);
  if (options.help) return void console.log(USAGE);
  const document = readDocument(resolve(root, 'api/openapi.yaml'));
  const operations = operationsOf(document);
  const fixtures = readFixtures(resolve(root, options.fixtures));
  const compare = comparerFor(document);
  const context = { country: options.country, dpId: options.dpId, now: Date.now() };
  const real = options.baseUrl || options.countryBaseUrl || options.globalBaseUrl;
  let simulator = null;
  try {
    let { token } = options;
    if (!real) {
      const started = Date.now();
      if (!options.simDir) buildSimulator();
      simulator = await startSimulator(options.simDir && resolve(root, options.simDir));
      const login = await logInToSimulator(simulator, operations, options.country);
      token ??= login.token;
      context.dpId ??= login.dpId;
      console.log(`simulator on ${simulator.origin} (${options.simDir ? 'bundle ' + options.simDir : 'built'}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s), logged in as ${options.country}-demo`);
    } else if (!token) {
      console.log('no --token (nor CONTRACT_TOKEN): the calls go without Authorization and will likely answer 401');
    }
    const bases = baseUrls({ ...options, baseUrl: real ? options.baseUrl : simulator.origin });
    const outcome = await checkAll(operations, { fixtures, context, bases, compare, fetch, token, timeoutMs: options.timeoutMs });
    const { lines, failed } = report(outcome, real ? (bases.country ?? bases.global) : `the simulator (${options.country})`);
    console.log(lines.join('\n'));
    return failed ? 1 : 0;
  } finally {
    simulator?.stop();
  }
}

main().then((code) => { process.exitCode = code; }, (error) => {
  console.error(`contract check: ${error.message}`);
  process.exitCode = 2;
});
