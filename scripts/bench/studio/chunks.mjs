// Which built chunks are the config studio's own, from the build's manifest (vite build --manifest), so that the
// check "login and home fetch none of them" rests on the module graph and not on what those pages happened to fetch.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STUDIO_PAGE = 'src/plugins/configStudio/pages/StudioPage.tsx';

/** The manifest of a build made with --manifest; null when the build has none. */
export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Every manifest key reachable from `from` by static and dynamic imports, never entering `skip`. */
function reach(manifest, from, skip) {
  const seen = new Set();
  const stack = [from];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || key === skip || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return seen;
}

/**
 * The studio's chunks: the files reachable from the studio's page that no other part of the portal can reach (the
 * entry's graph with the studio's page cut out). `shared` is every file the rest of the portal may load.
 */
export function studioChunks(manifest) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('the manifest names no index.html entry');
  if (!manifest[STUDIO_PAGE]) throw new Error(`the manifest has no ${STUDIO_PAGE}: is the studio in this build?`);
  const rest = reach(manifest, entry, STUDIO_PAGE);
  if (rest.has(STUDIO_PAGE)) throw new Error('the studio page is reachable without its route');
  const fileOf = (key) => `/${manifest[key].file}`;
  const shared = new Set([...rest].map(fileOf));
  const own = new Set([...reach(manifest, STUDIO_PAGE)].filter((k) => !rest.has(k)).map(fileOf));
  // Files of the studio's plugin the rest of the portal can reach too (its message catalogs, loaded with every
  // plugin's): not page code, but named by the bench so that no byte of the studio goes unsaid.
  const plugin = new Map([...rest].filter((k) => k.startsWith('src/plugins/configStudio/')).map((k) => [fileOf(k), k]));
  return { own, shared, plugin, page: fileOf(STUDIO_PAGE) };
}
