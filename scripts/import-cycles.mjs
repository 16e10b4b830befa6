#!/usr/bin/env node
// Fails when two or more files of src/ import each other in a circle, and names one loop of each: part of `npm run lint`.
import { resolve } from 'node:path';
import { circles, importGraph, oneLoop, tsconfigAliases } from './lib/importCycles.mjs';

const root = resolve(import.meta.dirname, '..');
const graph = importGraph(root, resolve(root, 'src'), tsconfigAliases(root));
const found = circles(graph);
const rel = (file) => file.slice(root.length + 1);
if (found.length) {
  console.error(`${found.length} import circle${found.length === 1 ? '' : 's'} in src/ (move what both sides need below them; see docs on layers):`);
  for (const component of found) console.error(`  ${oneLoop(graph, component).map(rel).join(' → ')}  (${component.length} files)`);
  process.exit(1);
}
console.log(`import circles: none in ${graph.size} files of src/`);
