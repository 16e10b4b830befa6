import { existsSync } from 'node:fs';
import { test } from '@playwright/test';

/**
 * Runs the file's tests on the live build (scripts/liveServer.mjs: the simulated API behind /api, as a deployment's
 * server answers), with no service worker, so a test can hold back or refuse the portal's own files. Call at the top.
 */
export function useLiveBuild(): void {
  const port = Number(process.env.E2E_LIVE_PORT ?? 4175);
  const dist = process.env.E2E_LIVE_DIST ?? 'dist-live';
  test.use({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'block' });
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(() => {
    if (!existsSync(`${dist}/index.html`)) throw new Error(`No live build in ${dist}: npm test builds it (npx vite build --outDir ${dist})`);
  });
}
