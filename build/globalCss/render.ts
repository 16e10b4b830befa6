// Run at build time (build/globalCss/plugin.ts), in Node: the design system's global styles as the CSS text emotion
// inserts for them in the browser, through the same serializer and the same stylis pipeline (@emotion/cache's Node
// build returns the rules instead of inserting them).
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { buildSystem } from '../../src/ui/systemConfig';

/** The layer order, then the reset, the global styles and the tokens' variables: what ChakraProvider's two Globals insert. */
export function renderGlobalCss(): string {
  // The global styles do not depend on recipes.
  const system = buildSystem({}, {});
  const cache = createCache({ key: 'css' });
  const rules = (styles: unknown) => cache.insert('', serializeStyles([styles as never], undefined, {}), cache.sheet, false);
  return [rules(system.layers.atRule), rules(system._global)].join('');
}
