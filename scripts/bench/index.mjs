#!/usr/bin/env node
// The one entry of the benches: `npm run bench` runs the live-build bench and prints its summary table;
// `npm run bench -- <name> [args]` runs the bench or tool of that name with the rest of the command line (--no-build,
// a tool's folders and paths); `npm run bench -- list` names them all. Each bench's own header says what it measures
// and which environment variables tune it; docs/benchmarks.md has their current figures.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { BENCHES } from './benches.mjs';

const [first] = process.argv.slice(2);
if (first === 'list' || first === '--help' || first === '-h') {
  console.log('npm run bench                     the live-build bench and its summary table');
  console.log('npm run bench -- <name> [args]    one bench or tool (--no-build measures the build already there):');
  for (const [name, [, what]] of Object.entries(BENCHES)) console.log(`  ${name.padEnd(15)} ${what}`);
  process.exit(0);
}
const named = first !== undefined && !first.startsWith('-');
const name = named ? first : 'live';
if (!BENCHES[name]) {
  console.error(`no bench named ${name}; npm run bench -- list names them`);
  process.exit(2);
}
// The bench reads its own arguments from process.argv as when it was run alone: drop the name.
if (named) process.argv.splice(2, 1);
await import(pathToFileURL(join(import.meta.dirname, BENCHES[name][0])).href);
