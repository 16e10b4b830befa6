// A cold start on a plugin page that declares its top (its manifest's `frame`) draws that heading and intro plain, in
// the shell's frame, before the portal's code is asked for; the page then takes over with the same texts. On the live
// build (the simulated API is behind /api there), so the test can hold the portal's code back with no service worker.
import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAs } from '../support/auth';
import { useLiveBuild } from '../support/liveBuild';

useLiveBuild();

/** Reloads `path` with the portal's code held back; returns what releases it. */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route('**/assets/boot-*.js', (route) => { held.push(route); });
  await page.goto(path);
  return async () => {
    for (const route of held.splice(0)) await route.continue();
    await page.unroute('**/assets/boot-*.js');
  };
}

/** The frame's heading and intro, read while the portal's code is held: no shell yet. */
async function frameTexts(page: Page): Promise<{ title: string; intro: string | null }> {
  const title = page.locator('main h1');
  await expect(title).toBeVisible();
  await expect(page.locator('main#main')).toHaveCount(0);
  const intro = page.locator('main p.pf-intro');
  return { title: (await title.textContent()) ?? '', intro: (await intro.count()) ? await intro.textContent() : null };
}

test('the send page: its heading and intro before the portal\'s code, then the page itself with the same texts', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  const release = await openHeld(page, '/send-parcel');
  const frame = await frameTexts(page);
  expect(frame).toEqual({
    title: 'Drop off and return',
    intro: 'Scan or type each parcel. Send parcels are checked in together; a stamp or pack ID opens the order form.',
  });
  await release();
  const main = page.locator('main#main');
  await expect(main.getByRole('heading', { level: 1, name: 'Drop off and return' })).toBeVisible();
  await expect(main.getByText(frame.intro ?? '', { exact: true })).toBeVisible();
  await expect(page.locator('p.pf-intro')).toHaveCount(0);
});

test('every page that declares its top shows exactly what its frame showed', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  for (const path of ['/collect', '/to-driver', '/from-driver', '/file-upload', '/shipper-search', '/rate-calculator', '/payments', '/parcels-in-store', '/history']) {
    await test.step(path, async () => {
      const release = await openHeld(page, path);
      const frame = await frameTexts(page);
      expect(frame.title).not.toMatch(/^[a-z_]+\.[a-z_.]+$/);
      await release();
      const main = page.locator('main#main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(frame.title);
      if (frame.intro) await expect(main.getByText(frame.intro, { exact: true })).toBeVisible();
    });
  }
});

test('create post: a new session\'s frame says post; a pack session kept on the device, pack; each as the page does', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  let release = await openHeld(page, '/new-order');
  expect(await frameTexts(page)).toEqual({ title: 'New post order', intro: 'Choose the shipper, then fill in each parcel and its recipient.' });
  await release();
  const main = page.locator('main#main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('New post order');
  await expect(main.getByText('Choose the shipper, then fill in each parcel and its recipient.', { exact: true })).toBeVisible();

  // The session as kept once the operator had scanned a pack id: the kind is the draft's, not the point's default.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('.orders.session')))).toBe(true);
  // Written from another page: leaving the order page saves its live session over the edit.
  await page.goto('/settings');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.orders.session')) ?? '';
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as { value: { currentSession: string } };
    kept.value.currentSession = 'PACK';
    localStorage.setItem(key, JSON.stringify(kept));
  });
  release = await openHeld(page, '/new-order');
  expect(await frameTexts(page)).toEqual({ title: 'New pack order', intro: 'Choose the shipper, then fill in each pack and its recipient.' });
  await release();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('New pack order');
});

for (const [width, height] of [[412, 823], [1280, 800]] as const) {
  test(`history at ${width} px: the frame's search field takes typing before the page arrives, and the page carries on with the text and the focus, in the same place`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await loginAs(page, 'sg-demo');
    const release = await openHeld(page, '/history');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await expect(field).toBeVisible();
    await expect(page.locator('main#main')).toHaveCount(0);
    const before = await field.boundingBox();
    await field.click();
    await page.keyboard.type('NVSG');
    await release();
    const main = page.locator('main#main');
    await expect(main.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    const carried = main.getByRole('searchbox', { name: 'Search' });
    await expect(carried).toHaveValue('NVSG');
    await expect(carried).toBeFocused();
    await page.keyboard.type('DEMO');
    await expect(carried).toHaveValue('NVSGDEMO');
    expect(await carried.boundingBox()).toEqual(before);
  });
}

test('history: a label scanned into the frame\'s search field (its text and Enter) is searched once the page arrives', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  const release = await openHeld(page, '/history');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.click();
  await page.keyboard.type('NVSGDEMO');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toHaveCount(0);
  await release();
  await expect(page).toHaveURL(/[?&]query=NVSGDEMO(&|$)/);
  await expect(page.locator('main#main').getByRole('searchbox', { name: 'Search' })).toHaveValue('NVSGDEMO');
});

test('a page the point may not open gets no frame: the portal says it is not found', async ({ page }) => {
  // sg-demo's point has the legacy handover: the new driver handover's route is refused by its gate.
  await loginAs(page, 'sg-demo');
  const release = await openHeld(page, '/driver-handover');
  await expect(page.locator('main h1')).toHaveCount(0);
  await release();
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});

test('the portal\'s code failing to load is said over the page\'s frame, with a reload that brings the portal', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.route('**/assets/boot-*.js', (route) => route.abort());
  await page.goto('/rate-calculator');
  const alert = page.getByRole('alert').filter({ hasText: 'Loading chunk failed. Check your connection and reload the page.' });
  await expect(alert).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  await page.unroute('**/assets/boot-*.js');
  await alert.getByRole('button').click();
  await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('settings, a kernel page: its heading and sections\' headings and help before the portal\'s code, then the page with the same', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await loginAs(page, 'sg-demo');
  const release = await openHeld(page, '/settings');
  await expect(page.locator('main h1')).toHaveText('Settings');
  await expect(page.locator('main#main')).toHaveCount(0);
  const headings = await page.locator('main h2').allTextContents();
  const helps = await page.locator('main p.pf-intro').allTextContents();
  expect(headings).toEqual(['Language', 'Your point', 'Scanner', 'Activity today', 'Configuration report']);
  expect(helps).toHaveLength(3);
  const frameHelpBox = await page.locator('main p.pf-intro').first().boundingBox();

  await release();
  const main = page.locator('main#main');
  await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  for (const h of headings) await expect(main.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible();
  for (const text of helps) await expect(main.getByText(text, { exact: true })).toBeVisible();
  await expect(page.locator('p.pf-intro')).toHaveCount(0);
  // The same text at the same width and size: the page's is not a larger paint than the frame's.
  const pageHelpBox = await main.getByText(helps[0] ?? '', { exact: true }).boundingBox();
  expect({ width: pageHelpBox?.width, height: pageHelpBox?.height }).toEqual({ width: frameHelpBox?.width, height: frameHelpBox?.height });
});
