import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';

function catalog(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../src/kernel/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

const fr = catalog('fr');
const th = catalog('th');
const thHistory = JSON.parse(readFileSync(new URL('../../src/plugins/history/messages/th.json', import.meta.url), 'utf8')) as Record<string, string>;

test.describe('language', () => {
  test('choosing French in Settings switches the portal and survives a reload', async ({ page }) => {
    await loginAs(page, 'sg-demo');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    const heading = page.getByRole('heading', { level: 1, name: fr['settings.title'] });
    await expect(heading).toHaveText('Paramètres');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('combobox', { name: fr['settings.language'] })).toHaveValue('fr');
  });

  test('a Thai point with no stored choice sees Thai', async ({ page }) => {
    await loginAs(page, 'th-demo');
    await expect(page.getByRole('heading', { level: 1, name: th['home.title']!.replace('{name}', 'Somchai Mini Mart') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: th['sidebar.navigation'] }).getByRole('listitem')).toHaveText([
      th['menu.home']!,
      th['menu.send_parcels']!,
      th['menu.to_driver']!,
      th['menu.from_driver']!,
      th['menu.collect']!,
      th['menu.business_analytics']!,
      th['menu.history']!,
      thHistory['store.menu']!,
      thHistory['payments.menu']!,
      new RegExp(`^${th['menu.admin_tools']!}`),
      th['menu.settings']!,
      th['menu.logout']!,
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});
