import { expect, test } from '@playwright/test';
import { login, loginAs, mainMenu } from './support/auth';

test.describe('password login', () => {
  test('sg-demo logs in, lands on home and sees the kernel menu and the orders entries', async ({ page }) => {
    await page.goto('/login');
    await login(page, 'sg-demo');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible();
    await expect(mainMenu(page).getByRole('listitem')).toHaveText(['Home', 'Send parcels', 'Create post', 'To driver', 'From driver', 'Collect', 'Business analytics', 'History', 'Parcels in store', 'Payments', /^Admin tools/, 'Settings', 'Log out']);
  });

  test('a wrong password shows the server message and keeps the username', async ({ page }) => {
    await page.goto('/login');
    await login(page, 'sg-demo', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('input[name=username]')).toHaveValue('sg-demo');
  });

  test('an empty submit marks both fields as required', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('This field cannot be left blank', { exact: true })).toHaveCount(2);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a reload while logged in stays logged in', async ({ page }) => {
    await loginAs(page, 'sg-demo');
    const hello = page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' });
    await expect(hello).toBeVisible();
    await page.reload();
    await expect(hello).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('log out returns to the login page and a reload stays logged out', async ({ page }) => {
    await loginAs(page, 'sg-demo');
    // Keyboard activation: this test is about what logging out does (the click target is checked below).
    await mainMenu(page).getByRole('button', { name: 'Log out', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    const loginButton = page.getByRole('button', { name: 'Log in', exact: true });
    await expect(loginButton).toBeVisible();
    await page.reload();
    await expect(loginButton).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The home page is no longer reachable either.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginButton).toBeVisible();
  });

  test('the Log out entry can be clicked with the mouse on a 1280x800 desktop', async ({ page }) => {
    await loginAs(page, 'sg-demo');
    // Fails fast if anything (such as the demo build's "Simulated API" panel, at the end of the page) covers the entry.
    await mainMenu(page).getByRole('button', { name: 'Log out', exact: true }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/login$/);
  });
});
