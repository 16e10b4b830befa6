// History end to end in Chromium on the demo build: filter by status and date and find a parcel, a reload keeps the
// filters, the header's search opens the details, the timeline shows the country's hour (th and sg at the same
// instant), the 10,000 cap offers the report and downloads it, a failing server says so; axe clean, 360 px.
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test.describe.configure({ timeout: 120_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Parcels' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** Today in a country's offset, as the date inputs write it. */
function dayIn(offsetHours: number, daysAgo = 0): string {
  return new Date(Date.now() + offsetHours * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

test('filter by status group and date, find a parcel, and a reload keeps the filters', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(50);
  await page.getByRole('group', { name: 'Status group' }).getByRole('checkbox', { name: 'Completed' }).check({ force: true });
  await expect(page).toHaveURL(/group=completed/);
  // NVSGHIST0001 was made at 03:15 UTC on Singapore's yesterday: 11:15 that day in Singapore, whatever the hour now.
  const made = dayIn(8, 1);
  await page.getByLabel('From', { exact: true }).fill(made);
  await page.getByLabel('To', { exact: true }).fill(made);
  await page.getByLabel('Search', { exact: true }).fill('NVSGHIST0001');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('NVSGHIST0001');
  await expect(page.getByTestId('total-total')).toContainText('1');
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Status group' }).getByRole('checkbox', { name: 'Completed' })).toBeChecked();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('NVSGHIST0001');
  await expectNoSeriousA11yViolations(page, '/history filtered');
  await rows(page).first().getByRole('link', { name: 'NVSGHIST0001' }).click();
  await expect(page.getByRole('heading', { name: 'Order details: NVSGHIST0001' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/order-details');
});

test('the header search opens the order; one instant shows 10:15 AM in th and 11:15 AM in sg', async ({ browser }) => {
  for (const [user, cc, hour] of [['th-demo', 'TH', '10:15 AM'], ['sg-demo', 'SG', '11:15 AM']] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await loginAs(page, user);
    // The operator works in English whatever the point's country (a Thai point opens in Thai).
    await page.goto('/settings');
    await page.getByRole('combobox').first().selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const search = page.getByRole('textbox', { name: 'Search orders' }).filter({ visible: true }).first();
    await search.fill(`NV${cc}HIST0001`);
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`NV${cc}HIST0001`);
    const dropped = page.getByTestId('timeline-event').nth(1);
    await expect(dropped.getByTestId('event-time')).toContainText(hour);
    await context.close();
  }
});

test('past 10,000 parcels the list says so and the report downloads as CSV', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto(`/history?from=${dayIn(8, 89)}&to=${dayIn(8)}`);
  await expect(page.getByText(/Only the latest 10,000 parcels are listed here/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  await expect(page.getByText('Preparing the report…')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^parcels_.*\.csv$/);
  await expect(page.getByText('The report is downloaded.')).toBeVisible();
});

test('unhappy: a failing server shows its message, and Retry brings the list back', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/history?sim=500');
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await page.goto('/history?sim=normal');
  await expect(rows(page)).toHaveCount(50);
});

test('360 px: the list, the filters and a timeline with View more', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await loginAs(page, 'sg-demo');
  await page.goto('/history?query=NVSGHIST0002');
  await expect(rows(page)).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(362);
  // The checkboxes fold under 'Filters' on a phone.
  const groups = page.getByRole('group', { name: 'Status group' });
  await expect(groups).toBeHidden();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(groups).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/history at 360 px');
  await rows(page).first().getByRole('link').click();
  const handed = page.getByTestId('timeline-event').nth(2);
  await handed.getByRole('button', { name: 'View more' }).click();
  await expect(handed.getByText('Driver info unavailable.')).toBeVisible();
  await handed.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Driver info unavailable.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/order-details at 360 px');
  await context.close();
});
