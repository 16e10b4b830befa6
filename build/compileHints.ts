import type { Plugin } from 'vite';

/** V8's file-wide compile hint (Chrome 136 on): compile every function of the file as it loads, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Libraries one feature loads when asked (charts, spreadsheets, barcode drawing, the studio's editor, the camera's
 * decoder): most of their functions never run, so compiling all of them would only make them slower to arrive.
 */
const ON_DEMAND_LIBRARIES = /node_modules[\\/](apexcharts|react-apexcharts|xlsx|bwip-js|@codemirror|@lezer|codemirror|@ericblade)[\\/]/;

/** Whether a chunk gets the hint: every chunk but those carrying an on-demand library. */
export function wantsCompileHint(moduleIds: readonly string[]): boolean {
  return !moduleIds.some((id) => ON_DEMAND_LIBRARIES.test(id));
}

/**
 * Marks the chunks a page runs as it starts with V8's compile hint. Without it the browser compiles each function on
 * the main thread the first time it is called: on a visit served by the service worker that was 14-20% of the main
 * thread's work before home's first tile could be used (docs/benchmarks.md). A source map gets one empty line first.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After every other plugin's: the hint must open the file, and Vite writes its preload list at the top.
    generateBundle: { order: 'post', handler(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !wantsCompileHint(item.moduleIds)) continue;
        item.code = COMPILE_HINT + item.code;
        const map = bundle[`${item.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
        } else if (item.map) {
          item.map.mappings = `;${item.map.mappings}`;
        }
      }
    } },
  };
}
