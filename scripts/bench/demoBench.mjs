// What the plugin benches share: the demo build (built unless --no-build), served by vite preview on a free port,
// with Debian's Chromium launched beside it; and the figures of a list of timings.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** A port nobody listens on now. */
export const freePort = () => new Promise((done, failed) => {
  const probe = createServer().on('error', failed);
  probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => done(port)); });
});

/** Count, median, 95th percentile and maximum of the values (ms). */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/**
 * Builds the demo variant into `distRel` (unless the command line says --no-build), serves it and launches Chromium.
 * Returns the site's address, the browser and what closes both.
 */
export async function startDemo({ root, distRel, log }) {
  if (!process.argv.includes('--no-build')) {
    log(`building the demo variant into ${distRel}`);
    const r = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', distRel, '--logLevel', 'warn'], {
      cwd: root, encoding: 'utf8', timeout: 300_000, env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (r.status !== 0) throw new Error(`vite build failed: ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' | ')}`);
  }
  if (!existsSync(join(root, distRel, 'index.html'))) throw new Error(`${distRel}/index.html is missing: run without --no-build`);
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const { preview } = await import('vite');
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  const server = await preview({ root, mode: 'demo', logLevel: 'warn', build: { outDir: distRel }, preview: { port, host: '127.0.0.1', strictPort: true, open: false } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    close: async () => { await browser.close(); await server.close(); },
  };
}

/** A new page of its own context, logged in as `user` (password demo) and past the login screen. */
export async function loggedInPage(browser, base, user, viewport = { width: 1280, height: 800 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name=username]').fill(user);
  await page.locator('input[name=password]').fill('demo');
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 60_000 });
  return page;
}
