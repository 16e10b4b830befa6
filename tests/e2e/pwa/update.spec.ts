// A deployment published while the counter is offline: the open tab keeps running the version it has (its pages'
// files come from the service worker, though the server no longer has them), and once the network is back the
// banner offers the new version, which takes over on 'Update now'. Demo and live build, each built twice here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { deploymentServer, type Deployment } from './support/deployServer';
import { loginWithWorker } from './support/pwa';

const SIM_DIR = process.env.LIVE_SIM_DIR ?? '.sim-server';
// The deployments' own server: the demo build's on E2E_PWA_PORT, the live build's on the port after it.
const PORT = Number(process.env.E2E_PWA_PORT ?? 4176);
const BANNER = 'A new version of the portal is available. Update to get the latest fixes.';

/** Builds the portal into dist-pwa-update-<kind>-<id> with its own version id, as a deployment pipeline would. */
function build(kind: 'demo' | 'live', id: string): { dir: string; version: string } {
  const dir = `dist-pwa-update-${kind}-${id}`;
  const args = ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error', ...(kind === 'demo' ? ['--mode', 'demo'] : [])];
  execFileSync('npx', args, { stdio: 'inherit', env: { ...process.env, PORTAL_BUILD_ID: `${id}${Date.now().toString(36)}` } });
  const version = (JSON.parse(readFileSync(`${dir}/version.json`, 'utf8')) as { version: string }).version;
  return { dir, version };
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

for (const [kind, port] of [['demo', PORT], ['live', PORT + 1]] as const) {
  test.describe(`${kind} build`, () => {
    let before: { dir: string; version: string };
    let after: { dir: string; version: string };
    let server: Deployment;

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      before = build(kind, 'a');
      after = build(kind, 'b');
      expect(after.version).not.toBe(before.version);
      server = await deploymentServer(before.dir, port, kind === 'live' ? SIM_DIR : undefined);
    });
    test.afterAll(async () => { await server?.close(); });
    test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${port}` });

    test('a deployment published while offline shows the update banner once back online, and never mixes versions', async ({ page, context }) => {
      await loginWithWorker(page);

      await context.setOffline(true);
      server.publish(after.dir);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible({ timeout: 45_000 });
      await expect(page.getByText(BANNER)).toHaveCount(0);

      await context.setOffline(false);
      await expect(page.getByText(BANNER)).toBeVisible({ timeout: 30_000 });

      // Still the version the tab runs, whole: a page opened now loads its files from the worker, not the new ones.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings', exact: true }).click();
      await expect(page.getByText(`Portal version ${before.version}`)).toBeVisible({ timeout: 45_000 });
      await page.getByRole('navigation', { name: 'Main menu' }).locator('a[href="/collect"]').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Customer collect' })).toBeVisible({ timeout: 45_000 });

      // The new version's worker installs (its files all fetched), takes over, and the page reloads on it.
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await page.getByRole('button', { name: 'Update now' }).click();
      await reloaded;
      await page.goto('/settings');
      await expect(page.getByText(`Portal version ${after.version}`)).toBeVisible({ timeout: 45_000 });
      await expect(page.getByText(BANNER)).toHaveCount(0);
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    });
  });
}
