import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { login, loginAs, mainMenu } from './support/auth';

test.describe('accessibility (axe-core)', () => {
  test('login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login');
  });

  test('login page showing field errors', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('This field cannot be left blank', { exact: true })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, '/login with errors');
  });

  test('login page showing the server error', async ({ page }) => {
    await page.goto('/login');
    await login(page, 'sg-demo', 'wrong');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login with a server error');
  });

  test('home and settings after login', async ({ page }) => {
    await loginAs(page, 'sg-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home');

    await mainMenu(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('menu-report')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/settings');
  });

  test.describe('phone (360x740)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('home, with the menu drawer closed and open', async ({ page }) => {
      await loginAs(page, 'sg-demo');
      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible();
      // The sidebar is hidden on phones; the header's button opens it as a drawer.
      await expect(mainMenu(page)).toBeHidden();
      await expectNoSeriousA11yViolations(page, 'home (phone)');

      const open = page.getByRole('button', { name: 'Open menu' });
      await open.click();
      const drawer = page.getByRole('dialog', { name: 'Main menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('listitem').filter({ hasText: 'Home' }).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
      await expect(drawer.getByRole('listitem')).toHaveText(['Home', 'Send parcels', 'Create post', 'To driver', 'From driver', 'Collect', 'Business analytics', 'History', 'Parcels in store', 'Payments', /^Admin tools/, 'Settings', 'Log out']);
      await expectNoSeriousA11yViolations(page, 'home (phone, menu open)');
    });
  });
});
