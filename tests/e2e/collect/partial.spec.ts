// A partial hand-over says so: with 1 of a customer's 2 parcels scanned, Hand over asks once and names the parcel that
// stays; Go back keeps everything and sends nothing, confirming releases the scanned parcel only.
import { test, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, openCollect, parcelRow, scanParcel, SLOW, verifyOtp } from './support';

test.describe.configure({ timeout: 120_000 });

const isRelease = (r: Request) => r.method() === 'PUT' && r.url().includes('/1.0/orders/customer-collect');

test('1 of 2 scanned: the question names the parcel left behind; Go back keeps the state, confirm releases one', async ({ page }) => {
  const releases: unknown[] = [];
  page.on('request', (r) => { if (isRelease(r)) releases.push(r.postDataJSON()); });
  await openCollect(page, 'sg-demo');
  await verifyOtp(page, '222222');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Bea Santos' })).toBeVisible(SLOW);
  await scanParcel(page, 'NVSGCOL00201');
  await expect(parcelRow(page, 'NVSGCOL00201')).toContainText('Scanned');

  await page.getByRole('button', { name: 'Hand over 1 parcel' }).click();
  const ask = page.getByRole('dialog', { name: 'Hand over 1 of 2 parcels?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('This parcel of Bea Santos stays at the point:');
  await expect(ask.getByRole('list', { name: 'Parcels staying at the point' }).getByRole('listitem')).toHaveText(['NVSGCOL00202']);
  // The safe choice has the focus.
  await expect(ask.getByRole('button', { name: 'Go back to scanning' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the partial hand-over question');

  // Unhappy path: back to the counter, nothing sent, the scan kept.
  await ask.getByRole('button', { name: 'Go back to scanning' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('collect-progress')).toHaveText('1 of 2 scanned');
  await expect(parcelRow(page, 'NVSGCOL00201')).toContainText('Scanned');
  await expect(page).toHaveURL(/\/customer-collect\/scan$/);
  expect(releases).toEqual([]);

  // Asked again on the next try; this time confirmed.
  await page.getByRole('button', { name: 'Hand over 1 parcel' }).click();
  const release = page.waitForRequest(isRelease);
  await page.getByRole('dialog', { name: 'Hand over 1 of 2 parcels?' }).getByRole('button', { name: 'Hand over 1 parcel' }).click();
  expect((await release).postDataJSON()).toEqual({ orders: [{ tracking_id: 'NVSGCOL00201', released_to: 'Bea Santos', cod_collected: null }] });
  await expect(page).toHaveURL(/\/customer-collect\/success$/, SLOW);
  await expect(page.getByTestId('collect-success')).toContainText('1 parcel released to Bea Santos.');
  expect(releases).toHaveLength(1);
});

test('nothing is asked when every parcel is scanned', async ({ page }) => {
  await openCollect(page, 'sg-demo');
  await verifyOtp(page, '111111');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Alex Lim' })).toBeVisible(SLOW);
  await scanParcel(page, 'NVSGCOL00101');
  await expect(parcelRow(page, 'NVSGCOL00101')).toContainText('Scanned');
  const release = page.waitForRequest(isRelease);
  await page.getByRole('button', { name: 'Hand over 1 parcel' }).click();
  await release;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/customer-collect\/success$/, SLOW);
});
