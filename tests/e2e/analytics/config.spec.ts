// The analytics plugin's own config file is checked at start-up (after login, with the forms): a broken
// config/plugins/analytics.json gives the admin screen with file and JSON path, not a page with wrong tiers.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { login } from '../support/auth';
import { ROUTED_FIRST_LOGIN } from '../support/routedLogin';

test('a tier variant that does not exist and a threshold that is not a number are listed with file and path', async ({ page, context }) => {
  const config = JSON.parse(readFileSync('config/plugins/analytics.json', 'utf8')) as { variants: Record<string, Array<Record<string, unknown>>>; parcelTypes: Record<string, string> };
  config.variants.metal![1]!.from = 'five hundred and one';
  // context.route also sees what the simulator's service worker fetches on the page's behalf.
  await context.route('**/config/plugins/analytics.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(config) }));
  await page.goto('/login');
  await login(page, 'sg-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'The portal configuration has errors' })).toBeVisible(ROUTED_FIRST_LOGIN);
  const row = page.getByTestId('config-problems').getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'config/plugins/analytics.json', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: '/variants/metal/1/from', exact: true }) });
  await expect(row).toContainText('must be integer');
});
