// The network dropping while the portal starts on a plugin page is said as a connection problem, never as a broken
// configuration for an admin to fix, and the portal carries on by itself once the browser is back online. On the live
// build (the simulated API behind /api), with the country's forms file refused as a dropped network refuses it.
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { login } from '../support/auth';
import { useLiveBuild } from '../support/liveBuild';
import { expect, SLOW } from '../orders/support/orders';

useLiveBuild();
test.use({ bypassCSP: true });

test('config/forms not reachable at start: a connection notice, not the admin\'s screen; back online, the page opens', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await login(page, 'mm-demo');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
  await context.route('**/config/forms/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/parcels-in-store');

  const notice = page.getByRole('alert').filter({ hasText: 'Loading chunk failed. Check your connection and reload the page.' });
  await expect(notice).toBeVisible(SLOW);
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The portal configuration has errors' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'start with config/forms unreachable, 360 px');

  // Only plugin pages need config/forms: the shell is there, and home opens from it while the network is still out.
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
  await expect(notice).toHaveCount(0);
  await page.goBack();
  await expect(notice).toBeVisible(SLOW);

  await context.unroute('**/config/forms/**');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.locator('main#main').getByRole('heading', { level: 1, name: 'Parcels in store' })).toBeVisible(SLOW);
  await expect(notice).toHaveCount(0);
});

test('a start-up config file not reachable: the connection notice, not the admin\'s screen; back online, the portal starts', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await login(page, 'mm-demo');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
  await context.route('**/config/gates.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/collect');

  const notice = page.getByRole('alert').filter({ hasText: 'Loading chunk failed. Check your connection and reload the page.' });
  await expect(notice).toBeVisible(SLOW);
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The portal configuration has errors' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'start with a start-up config file unreachable, 360 px');

  await context.unroute('**/config/gates.json');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  await expect(notice).toHaveCount(0);
});
