// Log out with work not sent asks first, naming it in the flow's words: mid-collection (a verified customer, a parcel
// scanned), Stay keeps the collection, Log out anyway logs out and the next login starts clean; on the send page,
// scanned parcels are named and the page's own leave question does not ask a second time.
import { test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { login, mainMenu } from '../support/auth';
import { expect, openCollect, parcelRow, scanParcel, SLOW, verifyOtp } from '../collect/support';
import { addSendParcel, openScanPage } from '../orders/support/orders';

test.describe.configure({ timeout: 120_000 });

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Log out and lose work not sent?' });
const logOut = (page: Page) => mainMenu(page).getByRole('button', { name: 'Log out', exact: true }).click();

test('mid-collection, Log out names the collection; Stay keeps it; Log out anyway logs out and clears it', async ({ page }) => {
  await openCollect(page, 'sg-demo');
  await verifyOtp(page, '222222');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Bea Santos' })).toBeVisible(SLOW);
  await scanParcel(page, 'NVSGCOL00201');
  await expect(parcelRow(page, 'NVSGCOL00201')).toContainText('Scanned');

  await logOut(page);
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByTestId('unsent-work').getByRole('listitem')).toHaveText(["Bea Santos's collection: 1 parcel scanned, nothing handed over"]);
  await expect(question(page).getByRole('button', { name: 'Stay and finish' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the log-out question');

  // Unhappy path: Stay. Still logged in, on the same page, the scan kept (a reload shows it too).
  await question(page).getByRole('button', { name: 'Stay and finish' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/customer-collect\/scan$/);
  await expect(page.getByTestId('collect-progress')).toHaveText('1 of 2 scanned');
  await page.reload();
  await expect(page.getByTestId('collect-progress')).toHaveText('1 of 2 scanned', SLOW);

  // The portal loaded afresh on home, collect's code not loaded yet: the collection kept in its draft is still named.
  await page.goto('/');
  await expect(page.locator('main#main')).toBeVisible(SLOW);
  await logOut(page);
  await expect(question(page).getByTestId('unsent-work').getByRole('listitem')).toHaveText(["Bea Santos's collection: 1 parcel scanned, nothing handed over"]);
  await question(page).getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/, SLOW);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // The chosen log-out dropped the collection: the next login at this point starts with the code.
  await login(page, 'sg-demo');
  await page.waitForURL((u) => u.pathname !== '/login', SLOW);
  await page.goto('/customer-collect');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer collect' })).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/customer-collect$/);
});

test('with nothing held, Log out logs out at once', async ({ page }) => {
  await openCollect(page, 'sg-demo');
  await logOut(page);
  await expect(page).toHaveURL(/\/login$/, SLOW);
  await expect(question(page)).toHaveCount(0);
});

test('on the send page, Log out names the scanned parcels and asks once', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000008');
  await addSendParcel(page, 'NVSG00000001');

  await logOut(page);
  await expect(question(page).getByTestId('unsent-work').getByRole('listitem')).toHaveText(['2 scanned parcels not checked in']);
  await question(page).getByRole('button', { name: 'Stay and finish' }).click();
  await expect(page).toHaveURL(/\/send-parcel$/);

  await logOut(page);
  await question(page).getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/, SLOW);
  // The page's own "Leave without checking in?" was answered by the log-out's question.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
