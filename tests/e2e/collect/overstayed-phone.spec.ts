// On a 360 px phone the collect list hides its Arrived column; the overstayed mark still shows, with its name.
import { test } from '@playwright/test';
import { expect, openCollect, parcelRow, SLOW, verifyOtp } from './support';

test('at 360 px an overstayed parcel is marked, visibly and by name, and a fresh one is not', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openCollect(page, 'sg-demo');
  await verifyOtp(page, '444444');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Dinh Van An' })).toBeVisible(SLOW);
  // The narrow layout: the Arrived column is not shown.
  await expect(page.getByTestId('collect-parcels').getByRole('columnheader', { name: 'Arrived' })).toBeHidden();

  const old = parcelRow(page, 'NVSGCOL00401');
  const mark = old.getByText('Overstayed', { exact: true });
  await expect(mark).toBeVisible();
  await expect(mark).toBeInViewport();
  // A screen reader reads it in the row: the cell that holds it is named by it.
  await expect(old.getByRole('cell', { name: /Overstayed/ })).toBeVisible();
  await expect(parcelRow(page, 'NVSGCOL00402').getByText('Overstayed', { exact: true })).toHaveCount(0);
});
