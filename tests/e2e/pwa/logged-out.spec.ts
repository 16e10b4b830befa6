// A first visit that stops at the login screen (nobody logs in) is ready to open offline: the live build registers its
// service worker once the login form has been painted and the page is idle, not only after a login.
import { expect, test } from '@playwright/test';
import { expectNoNetwork, workerInControl } from './support/pwa';

test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_LIVE_PORT ?? 4175)}`, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

test('the login screen of a first visit installs the worker: with the network cut, a reload opens the login form', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.locator('input[name=username]')).toBeVisible({ timeout: 45_000 });
  await workerInControl(page);
  await expect(page).toHaveURL(/\/login$/);

  await context.setOffline(true);
  await expectNoNetwork(page);
  await page.reload();
  await expect(page.locator('input[name=username]')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
