// The login screen carries neither the plugins' catalogs nor config/forms: both load after login. A plugin page
// opened through a deep link still shows its texts, and a broken config/forms file still gets the admin screen.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { login } from './support/auth';
import { FIRST_LOGIN, ROUTED_FIRST_LOGIN } from './support/routedLogin';

test.describe('what loads after login', () => {
  test('a logged-out deep link to a plugin page shows its own texts after login, never message ids', async ({ page }) => {
    const catalogs: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(en|fr|id|ms|th|vi|zh)-[\w-]+\.js$/.test(r.url())) catalogs.push(r.url());
    });
    await page.goto('/new-order');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    const beforeLogin = catalogs.length;
    expect(beforeLogin).toBe(1); // the kernel's English catalog only
    await login(page, 'sg-demo');
    await expect(page).toHaveURL(/\/new-order$/, FIRST_LOGIN);
    await expect(page.getByRole('heading', { level: 1, name: 'New post order' })).toBeVisible();
    await expect(page.getByText(/\borders\.[a-z_]+\.[a-z_.]+\b/)).toHaveCount(0);
    expect(catalogs.length).toBeGreaterThan(beforeLogin);
  });

  test('a broken config/forms file: the login screen works, after login the admin screen lists the problem', async ({ page }) => {
    const sg = JSON.parse(readFileSync(new URL('../../config/forms/sg.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    // The context's route also catches what the simulator's service worker fetches (config/forms loads after it).
    await page.context().route('**/config/forms/sg.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...sg, recipient: 'not a form' }) }));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await login(page, 'sg-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'The portal configuration has errors' })).toBeVisible(ROUTED_FIRST_LOGIN);
    const row = page.getByTestId('config-problems').getByRole('row').filter({ has: page.getByRole('cell', { name: 'config/forms/sg.json', exact: true }) });
    await expect(row.first()).toContainText('/recipient');
    // A reload while logged in checks the forms at start-up: the same screen, not a half-working portal.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'The portal configuration has errors' })).toBeVisible();
  });
});
