// A live build carries no demo credential: its config/ has no simulator token, and its login page has no 'Log in
// with company account' that would log in with one (an admin sets the identity provider's address in config/portal.json).
import { expect, test } from '@playwright/test';
import { useLiveBuild } from '../support/liveBuild';

useLiveBuild();

test('the live build ships no demo single sign-on token, and its login offers none', async ({ page, request }) => {
  const portal = await request.get('/config/portal.json');
  expect(portal.ok()).toBe(true);
  const text = await portal.text();
  expect(text).not.toContain('sso-demo-token');
  expect(text).not.toMatch(/access_token=/);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByText('Log in with company account')).toHaveCount(0);
  expect(await page.locator('a[href*="access_token="]').count()).toBe(0);
});
