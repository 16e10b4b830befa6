import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { menuReport, reportRow } from './support/report';

/** Logs in and opens Settings; the report is checked by its data attributes, whatever the point's language. */
async function openReport(page: Page, username: string) {
  await loginAs(page, username);
  await page.goto('/settings');
  await expect(menuReport(page)).toBeVisible();
}

test.describe('gates in the configuration report', () => {
  test('th-demo (company-owned) may not create posts', async ({ page }) => {
    await openReport(page, 'th-demo');
    await expect(reportRow(page, 'createPost')).toHaveAttribute('data-status', 'gateClosed');
  });

  test('th-franchise-demo (franchisee) may create posts: the entry is shown', async ({ page }) => {
    await openReport(page, 'th-franchise-demo');
    await expect(reportRow(page, 'createPost')).toHaveAttribute('data-status', 'shown');
  });

  test('my-handover-demo uses the new driver handover instead of To driver', async ({ page }) => {
    await openReport(page, 'my-handover-demo');
    await expect(reportRow(page, 'toDriver')).toHaveAttribute('data-status', 'routeRejected');
    await expect(reportRow(page, 'driverHandover')).toHaveAttribute('data-status', 'shown');
  });

  test('sg-demo has no new driver handover', async ({ page }) => {
    await openReport(page, 'sg-demo');
    await expect(reportRow(page, 'driverHandover')).toHaveAttribute('data-status', 'routeRejected');
  });

  test('ph-newdesign-demo uses the new-design menu and the drop-off revamp route', async ({ page }) => {
    await openReport(page, 'ph-newdesign-demo');
    await expect(page.getByText('Menu in use: new design', { exact: true })).toBeVisible();
    const row = reportRow(page, 'dropOffAndReturn');
    await expect(row).toHaveCount(1);
    // Columns: entry, route, status.
    await expect(row.getByRole('cell').nth(1)).toHaveText('sendParcelV2');
  });

  test('a rejected route opened directly shows Page not found', async ({ page }) => {
    await loginAs(page, 'my-handover-demo');
    await page.goto('/to-driver');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/to-driver$/);
  });
});
