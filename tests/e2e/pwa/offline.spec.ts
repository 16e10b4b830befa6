// The installable portal and its app shell offline, on the demo build (simulated API inside the portal's service
// worker) and on the live build (its Content Security Policy, the simulated API on the server): Chromium finds
// the portal installable; a logged-in operator who reloads with the network cut gets home and the send page.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { login } from '../support/auth';
import { appManifest, expectNoNetwork, installabilityErrors, loginWithWorker, SCAN_LABEL } from './support/pwa';

const BUILDS = [
  { name: 'demo build', baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4174)}`, axe: true },
  // axe is injected as an inline script, which the live build's policy refuses: the demo build runs it.
  { name: 'live build', baseURL: `http://127.0.0.1:${Number(process.env.E2E_LIVE_PORT ?? 4175)}`, axe: false },
];

test.describe.configure({ timeout: 180_000 });

for (const build of BUILDS) {
  test.describe(build.name, () => {
    test.use({ baseURL: build.baseURL, serviceWorkers: 'allow' });

    test('Chromium finds the portal installable, named in the default language', async ({ playwright }, info) => {
      // Chromium never offers to install from an incognito context (Playwright's usual one): a profile on disk.
      const profile = await mkdtemp(join(tmpdir(), 'pwa-profile-'));
      const context = await playwright.chromium.launchPersistentContext(profile, { ...info.project.use.launchOptions, baseURL: build.baseURL });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        // The worker registers once the portal itself has drawn: in the live build, after the login.
        await loginWithWorker(page);
        expect(await installabilityErrors(page)).toEqual([]);
        const manifest = await appManifest(page);
        expect(manifest).toMatchObject({ name: 'Drop-off point portal', shortName: 'DP portal' });
        expect(new URL(manifest.url).pathname).toMatch(/^\/manifest\.(en\.)?webmanifest$/);
      } finally {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      }
    });

    test('logged in, a reload with the network cut opens home and the send page, usable', async ({ page, context }) => {
      const violations: string[] = [];
      page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
      await loginWithWorker(page);

      await context.setOffline(true);
      await expectNoNetwork(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible({ timeout: 45_000 });
      if (build.axe) await expectNoSeriousA11yViolations(page, 'home offline');

      // A page of the counter not opened before the network dropped: its files come from the worker too.
      await page.goto('/send-parcel');
      await expect(page.getByRole('heading', { level: 1, name: 'Drop off and return' })).toBeVisible({ timeout: 45_000 });
      const scan = page.getByLabel(SCAN_LABEL);
      await scan.fill('NVSG00000001');
      await expect(scan).toHaveValue('NVSG00000001');
      // On a phone's 360 px too, the field is on screen and takes the scan.
      await page.setViewportSize({ width: 360, height: 740 });
      await scan.fill('NVSG00000002');
      await expect(scan).toBeInViewport();
      await expect(scan).toHaveValue('NVSG00000002');
      if (build.axe) await expectNoSeriousA11yViolations(page, 'send page offline, 360 px');
      await expectNoNetwork(page);
      expect(violations).toEqual([]);
    });
  });
}

test.describe('demo build', () => {
  test.use({ baseURL: BUILDS[0]!.baseURL, serviceWorkers: 'allow' });

  test("a Thai point's portal would install under its Thai name", async ({ page }) => {
    const th = JSON.parse(readFileSync('src/kernel/messages/th.json', 'utf8')) as Record<string, string>;
    await page.goto('/login');
    await login(page, 'th-demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th', { timeout: 45_000 });
    await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.th.webmanifest');
    expect(await appManifest(page)).toMatchObject({ name: th['app.title'], shortName: th['app.short_name'] });
  });
});
