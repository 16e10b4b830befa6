import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from '../../../build/compileHints';

type Item = { type: 'chunk'; fileName: string; code: string; moduleIds: string[]; map: null } | { type: 'asset'; fileName: string; source: string };

/** Runs the plugin's generateBundle over `items` as the bundler would, last of all plugins. */
function generate(items: Item[]) {
  const bundle = Object.fromEntries(items.map((i) => [i.fileName, i]));
  const hook = compileHintsPlugin().generateBundle as { order: string; handler: (o: unknown, b: unknown) => void };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle;
}

describe('V8 compile hints on the built chunks', () => {
  it('opens a chunk of the portal with the hint, before the preload list Vite writes at its top', () => {
    const code = 'const __vite__mapDeps=(i)=>i;import{a}from"./index.js";export function b(){return a()}';
    const out = generate([{ type: 'chunk', fileName: 'assets/boot-x.js', code, moduleIds: ['/p/src/kernel/start/boot.tsx'], map: null }]);
    const chunk = out['assets/boot-x.js'] as { code: string };
    expect(chunk.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(chunk.code).toBe(`${COMPILE_HINT}${code}`);
  });

  it('moves the chunk\'s source map down the one line it added', () => {
    const out = generate([
      { type: 'chunk', fileName: 'assets/Home-x.js', code: 'export const a=1;', moduleIds: ['/p/src/kernel/shell/HomePage.tsx'], map: null },
      { type: 'asset', fileName: 'assets/Home-x.js.map', source: JSON.stringify({ version: 3, sources: ['HomePage.tsx'], mappings: 'AAAA,SAAS' }) },
    ]);
    expect(JSON.parse((out['assets/Home-x.js.map'] as { source: string }).source).mappings).toBe(';AAAA,SAAS');
  });

  it('leaves a library one feature loads when asked (charts) as it was', () => {
    const code = 'export default function chart(){}';
    const out = generate([{ type: 'chunk', fileName: 'assets/BarChart-x.js', code, moduleIds: ['/p/node_modules/apexcharts/dist/core.esm.js', '/p/src/plugins/analytics/BarChart.tsx'], map: null }]);
    expect((out['assets/BarChart-x.js'] as { code: string }).code).toBe(code);
  });
});
