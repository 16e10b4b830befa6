// A logged-in start on home draws home plain (start/HomeFrame.tsx) from config and the kernel's catalog, before the
// portal's code is even asked for; the portal then takes over. Its code failing to arrive is said over that home.
// On the live build (the simulated API is behind /api there) with no service worker: the portal's worker serves its
// code from its cache, where a test cannot hold it back.
import { expect, test, type Route } from '@playwright/test';
import { login } from '../support/auth';
import { useLiveBuild } from '../support/liveBuild';

useLiveBuild();

const HELLO = 'Hello, Kim Lian Provision Shop';

test.describe('home before the portal loads', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await login(page, 'sg-demo');
    await expect(page.getByRole('heading', { level: 1, name: HELLO })).toBeVisible();
    await expect(page.locator('main#main')).toBeVisible();
  });

  test('home is on screen, with its tiles as links, before the portal\'s code is fetched; then the portal takes over', async ({ page }) => {
    // The portal's code is held back until home has been checked.
    const held: Route[] = [];
    await page.context().route('**/assets/boot-*.js', (route) => { held.push(route); });
    // In the page: the frame after home's heading first appears.
    await page.addInitScript(() => {
      const w = window as unknown as { homeFrameAt?: number };
      new MutationObserver((_m, observer) => {
        if (!document.querySelector('h1')) return;
        observer.disconnect();
        requestAnimationFrame(() => { w.homeFrameAt = performance.now(); });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();

    const hello = page.getByRole('heading', { level: 1, name: HELLO });
    await expect(hello).toBeVisible();
    const tiles = page.getByRole('list', { name: 'What would you like to do?' });
    await expect(tiles.getByRole('link', { name: /^Send parcels/ })).toHaveAttribute('href', '/send-parcel');
    await expect(tiles.getByRole('link', { name: /^Rate calculator/ })).toHaveAttribute('href', '/rate-calculator');
    // Nothing of the portal yet: no shell (its main landmark has the id the skip link targets), no design system.
    await expect(page.locator('main#main')).toHaveCount(0);
    // What was asked for before home was painted: none of the portal's code (the shell, its home page, the design system).
    await expect.poll(() => page.evaluate(() => (window as unknown as { homeFrameAt?: number }).homeFrameAt ?? null)).not.toBeNull();
    const early = await page.evaluate(() => {
      const at = (window as unknown as { homeFrameAt: number }).homeFrameAt;
      return performance.getEntriesByType('resource').filter((e) => e.startTime < at).map((e) => new URL(e.name).pathname);
    });
    expect(early.filter((p) => /\/assets\/(boot|Shell|fullSystem|HomePage|PageBoundary|chakra)-/.test(p))).toEqual([]);
    expect(early).toContain('/config/gates.json');
    await expect.poll(() => held.length).toBe(1);

    for (const route of held) await route.continue();
    await page.context().unroute('**/assets/boot-*.js');
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HELLO })).toHaveCount(1);
    await expect(page.getByTestId('tile-rateCalculator')).toBeVisible();
  });

  test('the portal\'s code failing to load is said over home, with a reload that brings the portal', async ({ page }) => {
    await page.context().route('**/assets/boot-*.js', (route) => route.abort());
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Loading chunk failed. Check your connection and reload the page.' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HELLO })).toBeVisible();

    await page.context().unroute('**/assets/boot-*.js');
    await alert.getByRole('button', { name: 'Update now' }).click();
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByTestId('tile-rateCalculator')).toBeVisible();
  });

  test('on a screen between the tablet and the desktop widths the portal\'s home replaces the frame without a tile moving', async ({ page }) => {
    // 1000 px: past the theme's lg (992), where the shell draws its sidebar and home three columns of tiles.
    await page.setViewportSize({ width: 1000, height: 800 });
    const held: Route[] = [];
    await page.context().route('**/assets/boot-*.js', (route) => { held.push(route); });
    await page.reload();
    const frameTile = page.getByRole('list', { name: 'What would you like to do?' }).getByRole('link').nth(1);
    await expect(frameTile).toBeVisible();
    await expect.poll(() => held.length).toBe(1);
    const before = await frameTile.boundingBox();

    for (const route of held) await route.continue();
    await page.context().unroute('**/assets/boot-*.js');
    await expect(page.locator('main#main')).toBeVisible();
    const after = await page.locator('main#main').getByRole('list', { name: 'What would you like to do?' }).getByRole('link').nth(1).boundingBox();
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    for (const k of ['x', 'y', 'width'] as const) expect(Math.abs((after?.[k] ?? 0) - (before?.[k] ?? 0)), k).toBeLessThanOrEqual(1);
  });
});
