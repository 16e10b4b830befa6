import { expect, test } from '@playwright/test';
import { login, loginAs } from './support/auth';

test.describe('deep links', () => {
  test('a logged-out deep link goes through login and back to the page asked for', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await login(page, 'sg-demo');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  // A doubled slash is what a mistyped or glued-together link gives: `//example.com` is a path of this portal, not
  // another site, and the start must not throw on it (the address is put back after the login).
  test('a doubled slash logged out: the login, then the page with the path made plain, on this origin', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}//settings`);
    await expect(page).toHaveURL(/\/login$/);
    await login(page, 'sg-demo');
    await expect(page).toHaveURL(`${baseURL}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseURL}//example.com`);
    await expect(page).toHaveURL(/\/login$/);
    await login(page, 'sg-demo');
    await expect(page).toHaveURL(`${baseURL}/example.com`);
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByText('Loading chunk failed', { exact: false })).toHaveCount(0);
  });

  test('a doubled slash logged in opens the page', async ({ page, baseURL }) => {
    await loginAs(page, 'sg-demo');
    await page.goto(`${baseURL}//settings`);
    await expect(page).toHaveURL(`${baseURL}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('opening /login while logged in goes home', async ({ page }) => {
    await loginAs(page, 'sg-demo');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible();
  });
});
