// Shipper search (/shipper-search) as an operator uses it: a number with and without a result, an external id,
// making a shipper the default, taking one as the sender of a post order, the legacy id hidden in Malaysia, the
// page on a 360 px phone, and axe-core on the page.
import { test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { hardwareScan } from '../support/hardwareScan';
import { expectToastShown, recordToasts } from '../support/toasts';
import { addSendParcel, expect, focusOutsideFields, loginInEnglish, openScanPage, recordRequests, scannedRow, SLOW } from '../orders/support/orders';

// Page loads and axe on a loaded 2-core machine: more than the 60 s default.
test.describe.configure({ timeout: 120_000 });

const CONTACT_LABEL = "Shipper's contact number";
const EXTERNAL_LABEL = 'External shipper ID';

async function openSearch(page: Page, user = 'sg-demo'): Promise<void> {
  await loginInEnglish(page, user);
  await page.goto('/shipper-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipper search' })).toBeVisible(SLOW);
}

async function searchFor(page: Page, text: string, label = CONTACT_LABEL): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const cards = (page: Page) => page.getByTestId('shipper-results').getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name });

test('sg: a seeded number (typed with a leading 0) lists its shippers with their details; the search survives going back', async ({ page }) => {
  await openSearch(page);
  const calls = recordRequests(page, /\/2\.0\/shippers\?/);
  await searchFor(page, '0 9123 4502');
  await expect(page.getByRole('heading', { name: '2 shippers found' })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  // The country prefix replaced the trunk 0 and every match was asked for.
  const url = new URL(calls[0]!.url());
  expect(url.searchParams.get('contact_no')).toBe('+6591234502');
  expect(url.searchParams.get('all')).toBe('true');

  const lion = card(page, 'Lion City Gadgets Pte Ltd');
  for (const text of ['Priya Nair', '+6591234502', 'priya.nair@example.com', '1 Kaki Bukit Road 1, #03-15 Enterprise One', '415934', 'LCG-SG-1001', 'Postpaid', 'COD enabled']) {
    await expect(lion.getByText(text, { exact: true })).toBeVisible();
  }
  // Singapore shows the legacy shipper id.
  await expect(lion.getByText('Shipper ID', { exact: true })).toBeVisible();
  await expect(lion.getByText('3102', { exact: true })).toBeVisible();
  await expect(lion.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(card(page, 'Orchid Retry Receipts Pte Ltd')).toBeVisible();

  // To the new-shipper page and back: the query and the results are still there.
  await page.getByRole('link', { name: 'Create a new shipper' }).click();
  await expect(page).toHaveURL(/\/shipper-create$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipper search' })).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: CONTACT_LABEL })).toHaveValue('0 9123 4502');
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, 'Lion City Gadgets Pte Ltd')).toBeVisible();
});

test('sg: a number with no shipper puts the no-result error on the field; the field is still usable', async ({ page }) => {
  await openSearch(page);
  await searchFor(page, '+65 8111 2222');
  const field = page.getByRole('textbox', { name: CONTACT_LABEL });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/No shipper found with this contact number/);
  await expect(page.getByRole('alert').filter({ hasText: 'No shipper found with this contact number' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  // The next step at the counter: sign the shipper up, the number passed along.
  await expect(page.getByRole('link', { name: 'Create a new shipper' }).last()).toHaveAttribute('href', '/shipper-create?contact_no=%2B6581112222');
  await expectNoSeriousA11yViolations(page, '/shipper-search with the no-result error');

  // Typing again clears the error; a found number shows its shipper.
  await field.fill('91234501');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(card(page, 'Tan Kah Kee Hardware')).toBeVisible();
});

test('sg: an external id finds its shipper (the field switches to external id by itself); an unknown one is a no-result', async ({ page }) => {
  await openSearch(page);
  const calls = recordRequests(page, /\/2\.0\/shippers\/external-ids\//);
  await page.getByRole('textbox', { name: CONTACT_LABEL }).fill('lcg-sg-1001');
  await expect(page.getByRole('radio', { name: 'External shipper ID' })).toBeChecked();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Lion City Gadgets Pte Ltd').getByText('LCG-SG-1001', { exact: true })).toBeVisible();
  expect(calls[0]!.url()).toMatch(/\/2\.0\/shippers\/external-ids\/lcg-sg-1001$/);

  await searchFor(page, 'NO-SUCH-ID', EXTERNAL_LABEL);
  const field = page.getByRole('textbox', { name: EXTERNAL_LABEL });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/No shipper found with this external shipper ID/);

  // A hardware scanner with the focus outside the field: the scanned id is searched all the same.
  await focusOutsideFields(page);
  await hardwareScan(page, 'KKC-SG-2006');
  await expect(card(page, 'Kopi Kaki Corner (Ang Mo Kio)')).toBeVisible();
  await expect(field).toHaveValue('KKC-SG-2006');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('sg: make default moves the badge and the API receives the PUT', async ({ page }) => {
  await recordToasts(page);
  await openSearch(page);
  // A part of the number lists all four seeded shippers; Tan Kah Kee Hardware is the default.
  await searchFor(page, '9123450');
  await expect(cards(page)).toHaveCount(4);
  await expect(card(page, 'Tan Kah Kee Hardware').getByText('Default', { exact: true })).toBeVisible();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/2\.1\/shippers\/3103\/default$/.test(r.url()));
  await card(page, 'Mei Ling Home Bakes').getByRole('button', { name: 'Make default' }).click();
  await put;
  await expect(card(page, 'Mei Ling Home Bakes').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, 'Tan Kah Kee Hardware').getByText('Default', { exact: true })).toHaveCount(0);
  await expect(card(page, 'Tan Kah Kee Hardware').getByRole('button', { name: 'Make default' })).toBeVisible();
  await expectToastShown(page, 'Mei Ling Home Bakes is now the default shipper');
  await expectNoSeriousA11yViolations(page, '/shipper-search with results');
});

test('sg: select as sender lands on the new post order with that sender', async ({ page }) => {
  await openSearch(page);
  await searchFor(page, '+6591234503');
  await card(page, 'Mei Ling Home Bakes').getByRole('button', { name: 'Select as sender' }).click();
  await expect(page).toHaveURL(/\/new-order$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'New post order' })).toBeVisible(SLOW);
  await expect(page.getByRole('region', { name: 'Sender' }).getByText('Mei Ling Home Bakes')).toBeVisible();
});

test('sg: a send session in progress is explained, not lost', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000001');
  await page.goto('/shipper-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipper search' })).toBeVisible(SLOW);
  await searchFor(page, '91234501');
  await card(page, 'Tan Kah Kee Hardware').getByRole('button', { name: 'Select as sender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Another order is in progress' });
  await expect(dialog).toContainText('send parcels to check in');
  await expect(dialog.getByRole('link', { name: 'Go to the order in progress' })).toHaveAttribute('href', '/send-parcel');
  await expectNoSeriousA11yViolations(page, '/shipper-search with the order-in-progress dialog');
  await dialog.getByRole('button', { name: 'Stay here' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shipper-search$/);
  await page.goto('/send-parcel');
  await expect(scannedRow(page, 'NVSG00000001')).toBeVisible(SLOW);
});

test('my: HIDE_LEGACY_SHIPPER_ID hides the legacy shipper id', async ({ page }) => {
  await openSearch(page, 'my-demo');
  await expect(page.getByText('+60', { exact: true })).toBeVisible();
  await searchFor(page, '012-234 5602');
  await expect(cards(page)).toHaveCount(2);
  const penang = card(page, 'Penang Tech Supplies Sdn Bhd');
  await expect(penang.getByText('PTS-MY-1001', { exact: true })).toBeVisible();
  await expect(penang.getByText('Shipper ID', { exact: true })).toHaveCount(0);
  await expect(penang.getByText('3402', { exact: true })).toHaveCount(0);
});

test('sg on a 360 px phone: twelve results fit the width, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSearch(page);
  await searchFor(page, '98761234');
  await expect(page.getByRole('heading', { name: '12 shippers found' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  const select = card(page, 'Kopi Kaki Corner (Queenstown)').getByRole('button', { name: 'Select as sender' });
  await select.scrollIntoViewIfNeeded();
  const box = await select.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(24);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, '/shipper-search at 360 px');
});
