// The import circles among a tree's modules. Every import counts: a re-export, `import type` (a type that needs both
// files is a circle of concepts all the same) and `import('…')` (a lazy page that imports back what loads it is a
// circle that only the chunk split hides).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const LAZY_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
// Comments name imports as examples (a manifest's doc shows `() => import('./sim')`); they are no edges.
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** Every source file under dir, depth first, sorted so a report reads the same on every run. */
export function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The file an import names, or null for a package or a virtual module. */
function resolveImport(root, aliases, from, source) {
  let base;
  if (source.startsWith('.')) base = path.resolve(path.dirname(from), source);
  else if (Object.hasOwn(aliases, source)) base = path.join(root, aliases[source]);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The module graph: file → the files it imports. */
export function importGraph(root, dir, aliases) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8').replace(COMMENT, '');
    const targets = new Set();
    for (const match of [...text.matchAll(STATIC_IMPORT), ...text.matchAll(LAZY_IMPORT)]) {
      const target = resolveImport(root, aliases, file, match[1]);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each as a sorted list of files. */
export function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** One path around a circle, from its first file back to it (breadth first, so the shortest), for the message. */
export function oneLoop(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const back = [];
        for (let at = v; at !== null; at = cameFrom.get(at)) back.push(at);
        return [...back.reverse(), start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

/** The path aliases of a tsconfig.json (`compilerOptions.paths`, first target each), relative to root. */
export function tsconfigAliases(root) {
  const paths = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8').replace(COMMENT, '')).compilerOptions?.paths ?? {};
  return Object.fromEntries(Object.entries(paths).map(([alias, [target]]) => [alias, target]));
}
