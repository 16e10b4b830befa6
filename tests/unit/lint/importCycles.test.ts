// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { circles, importGraph, oneLoop, tsconfigAliases } from '../../../scripts/lib/importCycles.mjs';

type Graph = Map<string, string[]>;
const detector = { circles, importGraph, oneLoop, tsconfigAliases } as {
  circles: (g: Graph) => string[][];
  importGraph: (root: string, dir: string, aliases: Record<string, string>) => Graph;
  oneLoop: (g: Graph, c: string[]) => string[];
  tsconfigAliases: (root: string) => Record<string, string>;
};

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const loopsOf = (root: string, aliases: Record<string, string> = {}): string[][] => {
  const graph = detector.importGraph(root, path.join(root, 'src'), aliases);
  return detector.circles(graph).map((c) => detector.oneLoop(graph, c).map((f) => path.relative(root, f)));
};

describe('the import circle check', () => {
  it('finds a circle closed by a type import, a lazy import or an alias, and names one loop', () => {
    const root = tree({
      'src/a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'src/b.ts': "export type B = string;\nexport const load = () => import('./a');\n",
      'src/kernel/index.ts': "export { x } from './x';\n",
      'src/kernel/x.ts': "import { y } from '../plugins/p/y';\nexport const x = y;\n",
      'src/plugins/p/y.ts': "import { x } from '@kernel';\nexport const y = 1;\nexport const z = x;\n",
    });
    expect(loopsOf(root, { '@kernel': 'src/kernel/index.ts' })).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/a.ts'],
      ['src/kernel/index.ts', 'src/kernel/x.ts', 'src/plugins/p/y.ts', 'src/kernel/index.ts'],
    ]);
  });

  it('takes no import named in a comment and no package for an edge', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b';\nimport React from 'react';\nexport const a = b + String(React);\n",
      'src/b.ts': "// an example: import { a } from './a'\n/** `() => import('./a')` */\nexport const b = 1;\n",
    });
    expect(loopsOf(root)).toEqual([]);
  });

  it('finds none in src/', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(loopsOf(root, detector.tsconfigAliases(root))).toEqual([]);
  });
});
