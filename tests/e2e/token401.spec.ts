import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';

test('a 401 in the middle of a session asks the operator to log in again', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible();

  // ?sim=401-next is read when the simulator starts (a full page load); the logged-in shell then polls
  // GET /api/global/1.0/feature-flags on mount, which is the call that answers 401.
  // (The first page's own poll may still be answering 200 here, so wait for the 401 itself.)
  const rejected = page.waitForResponse((res) => res.url().includes('/api/global/1.0/feature-flags') && res.status() === 401);
  await page.goto('/?sim=401-next');
  await rejected;

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please log out and log in again.');
  // The dialog cannot be dismissed: Escape leaves it open.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});

test('after a 401 a reload lands on the login screen, without pressing Log out', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible();
  const rejected = page.waitForResponse((res) => res.url().includes('/api/global/1.0/feature-flags') && res.status() === 401);
  await page.goto('/?sim=401-next');
  await rejected;
  await expect(page.getByRole('alertdialog')).toContainText('Please log out and log in again.');
  expect(await page.evaluate(() => [localStorage.getItem('dp.loginInfo'), localStorage.getItem('dp.partnerInfo')])).toEqual([null, null]);

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toHaveCount(0);
});
