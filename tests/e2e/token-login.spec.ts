import { expect, test } from '@playwright/test';
import { mainMenu } from './support/auth';

test.describe('token login (identity provider)', () => {
  test('a valid token lands on home logged in', async ({ page }) => {
    await page.goto('/validate-login?access_token=sso-demo-token&aaa_user_id=9001');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Bedok North Minimart' })).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
  });

  test('the demo\'s login page offers the company account with the demo token', async ({ page }) => {
    // The demo's own link (build/demo-config), laid over config/portal.json; a live build carries none. Where it
    // leads is the test above.
    await page.goto('/login');
    await expect(page.getByText('Log in with company account')).toHaveAttribute('href', '/validate-login?access_token=sso-demo-token&aaa_user_id=9001');
  });

  test('the company account clicked at once, while the demo\'s worker still installs, opens home after one load', async ({ page }) => {
    // msw reloads a page its worker does not control yet: before the worker was in control the page reloaded itself
    // every 0.3 s until the install ended (45 loads measured).
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await page.goto('/login');
    await page.getByRole('link', { name: 'Log in with company account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Bedok North Minimart' })).toBeVisible({ timeout: 45_000 });
    expect(loads.filter((p) => p === '/validate-login')).toHaveLength(1);
  });

  test('a user whose two-step set-up is overdue must finish it first', async ({ page }) => {
    await page.goto('/validate-login?access_token=sso-2fa-token&aaa_user_id=9002');
    await expect(page).toHaveURL(/\/setup2FA-form$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();

    const done = page.getByRole('button', { name: 'I have set it up, continue', exact: true });
    await done.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Two-step verification is not set up yet.' })).toBeVisible();
    await expect(page).toHaveURL(/\/setup2FA-form$/);

    // The simulator reports the user enrolled on the second status check.
    await done.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Jurong West Parcel Point' })).toBeVisible();
  });

  test('a login link without a token says it is incomplete', async ({ page }) => {
    await page.goto('/validate-login');
    await expect(page.getByRole('alert').filter({ hasText: 'The login link is incomplete. Please log in again.' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown token lands on the login page with an error', async ({ page }) => {
    await page.goto('/validate-login?access_token=not-a-known-token&aaa_user_id=1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });
});
