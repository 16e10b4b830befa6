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

  test('opening /login while logged in goes home', async ({ page }) => {
    await loginAs(page, 'sg-demo');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible();
  });
});
