// The demo build (the simulated API in the page) as the counter benches measure it: built into the bench's folder
// unless --no-build, served by vite preview, Debian's Chromium launched beside it.
import { launchChromium } from './browser.mjs';
import { buildVariant, needBuilt } from './build.mjs';
import { wantBuild } from './run.mjs';
import { servePreview } from './serve.mjs';

/** Builds (unless --no-build) and serves the demo variant in `distRel`, launches Chromium: `base`, `browser`, `close`. */
export async function startDemo({ distRel, log }) {
  if (wantBuild()) buildVariant({ variant: 'demo', outDir: distRel, log });
  needBuilt(distRel);
  const server = await servePreview({ dist: distRel, mode: 'demo' });
  const browser = await launchChromium();
  return {
    base: server.base,
    browser,
    close: async () => { await browser.close(); await server.close(); },
  };
}
