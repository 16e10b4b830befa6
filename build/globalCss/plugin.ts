import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { renderGlobalCss } from './render';

const ID = 'virtual:portal-global-css';

/**
 * `virtual:portal-global-css`: the design system's global CSS (reset, global styles, tokens), rendered at build time
 * (render.ts) so that a start does not parse 27 kB of it with stylis on the main thread (some 180 ms at 4x CPU, one
 * long task in the portal's first commit). src/ui/fullSystem.tsx inserts it where ChakraProvider would have.
 */
export function globalCssPlugin(root: string): Plugin {
  let css: Promise<string> | null = null;
  return {
    name: 'portal:global-css',
    // A change to the design system's config renders it again.
    watchChange: () => { css = null; },
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const file = join(root, 'build/globalCss/render.ts');
      this.addWatchFile(join(root, 'src/ui/systemConfig.ts'));
      css ??= runnerImport<{ renderGlobalCss: typeof renderGlobalCss }>(file).then(({ module }) => module.renderGlobalCss());
      return `export default ${JSON.stringify(await css)};`;
    },
  };
}
