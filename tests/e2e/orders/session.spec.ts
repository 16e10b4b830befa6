// The order session survives a reload (quality bar: nothing is lost), and leaving the scan page with parcels not
// checked in asks first (part 1 §2).
import { test } from '@playwright/test';
import { mainMenu } from '../support/auth';
import { expect, addSendParcel, openScanPage, parcelCard, scannedRow, SLOW } from './support/orders';

// Every test logs in and loads the portal's pages afresh; on a loaded 2-core machine that can pass the 60 s default.
test.describe.configure({ timeout: 120_000 });

test('a reload on /send-parcel keeps the scanned parcels, and on /new-order the typed recipient name', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000006');
  await addSendParcel(page, 'NVSG00000007');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Drop off and return' })).toBeVisible(SLOW);
  await expect(scannedRow(page, 'NVSG00000006')).toBeVisible();
  await expect(scannedRow(page, 'NVSG00000007')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in 2 parcels' })).toBeVisible();

  // A post order in progress: clear the send parcels first (one session type at a time), then type a name.
  await page.getByRole('button', { name: 'Clear all' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard these parcels?' });
  await discard.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(discard).toBeHidden();
  await expect(page.getByText('No parcels scanned yet')).toBeVisible();
  await page.goto('/new-order');
  await expect(page.getByRole('heading', { level: 1, name: 'New post order' })).toBeVisible(SLOW);
  await parcelCard(page, 1, 1).getByLabel('Recipient name').fill('Reload Survivor');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New post order' })).toBeVisible(SLOW);
  await expect(parcelCard(page, 1, 1).getByLabel('Recipient name')).toHaveValue('Reload Survivor');
});

test('leaving /send-parcel with unchecked parcels asks first: go back keeps them, leave drops them', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000008');
  await addSendParcel(page, 'NVSG00000001');

  const home = mainMenu(page).getByRole('listitem').getByRole('link', { name: 'Home', exact: true });
  await home.click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without checking in?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('the scanned parcels will be lost');

  await ask.getByRole('button', { name: 'Go back to review' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/send-parcel$/);
  await expect(scannedRow(page, 'NVSG00000008')).toBeVisible();
  await expect(scannedRow(page, 'NVSG00000001')).toBeVisible();

  await home.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave without checking in' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await mainMenu(page).getByRole('link', { name: 'Send parcels', exact: true }).click();
  await expect(page).toHaveURL(/\/send-parcel$/);
  await expect(page.getByText('No parcels scanned yet')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
});
