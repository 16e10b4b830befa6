// Parcels scanned while the server cannot be reached (the demo build's ?sim=offline fault, chosen in the Simulated API
// panel): each is kept and listed as waiting, survives a reload, and when the server answers again the five are
// looked up and lodged in by one request carrying the five tracking ids, with one idempotency key.
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { mainMenu } from '../support/auth';
import { expect, openScanPage, SLOW } from '../orders/support/orders';
import { recordLodgeIns, scanCode, sendIds, setFault, waitingList } from './support';

test.describe.configure({ timeout: 180_000 });

test('five parcels scanned offline are listed as waiting, kept across a reload, and lodged in by one request', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  const lodgeIns = recordLodgeIns(page);
  await setFault(page, 'Offline (every call dropped)');
  const ids = sendIds(1, 5);
  for (const id of ids) await scanCode(page, id, `${id} kept`);
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(5);
  await expect(waitingList(page).getByRole('status')).toHaveText('5 parcels waiting to send');
  await expect(page.getByTestId('waiting-to-send').filter({ visible: true })).toHaveText('5 parcels waiting to send');
  // The same code again is not kept twice.
  await scanCode(page, ids[0]!, 'already');
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(5);

  // A reload while still offline loses nothing.
  await page.reload();
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(5, SLOW);
  await expect(waitingList(page).getByRole('listitem').first()).toContainText(ids[0]!);
  await expect(waitingList(page).getByRole('listitem').last()).toContainText(ids[4]!);
  expect(lodgeIns).toHaveLength(0);

  await setFault(page, 'Normal');
  // Said in the page, not in a modal: the operator may be scanning the next parcels meanwhile.
  const result = page.getByTestId('waiting-lodged');
  await expect(result).toBeVisible({ timeout: 90_000 });
  await expect(result).toContainText('5 parcels kept while offline were checked in');
  await expect(result.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  expect(lodgeIns).toHaveLength(1);
  expect(lodgeIns[0]?.ids).toEqual(ids);
  expect(lodgeIns[0]?.key).not.toBe('');
  await expect(waitingList(page)).toHaveCount(0);
  await result.getByRole('button', { name: 'Close' }).click();
  await expect(result).toHaveCount(0);
  await expect(page.getByTestId('waiting-to-send').filter({ visible: true })).toHaveCount(0);
  expect(lodgeIns).toHaveLength(1);
});

test('a code the server does not know comes back as a row with the server\'s reason; the others are lodged in', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  const lodgeIns = recordLodgeIns(page);
  await setFault(page, 'Offline (every call dropped)');
  await scanCode(page, 'NVSG00000006', 'NVSG00000006 kept');
  await scanCode(page, 'NVSGNOPE0001', 'NVSGNOPE0001 kept');
  await setFault(page, 'Normal');
  await expect(page.getByTestId('waiting-lodged')).toContainText('1 parcel kept while offline was checked in', { timeout: 90_000 });
  expect(lodgeIns.map((l) => l.ids)).toEqual([['NVSG00000006']]);
  const refused = waitingList(page).getByRole('listitem').filter({ hasText: 'NVSGNOPE0001' });
  await expect(refused).toContainText('Not sent: Parcel is incorrect. Verify and try again.');
  await refused.getByRole('button', { name: 'Remove parcel NVSGNOPE0001' }).click();
  await expect(waitingList(page)).toHaveCount(0);
});

test('at 360 px the waiting list is usable and axe clean; Log out names the parcels kept offline, and Log out anyway drops them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openScanPage(page, 'sg-demo');
  await setFault(page, 'Offline (every call dropped)');
  await scanCode(page, 'NVSG00000016', 'NVSG00000016 kept');
  await scanCode(page, 'NVSG00000017', 'NVSG00000017 kept');
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(2);
  const width = await waitingList(page).evaluate((el) => el.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, 'send page with parcels kept offline, 360 px');

  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await mainMenu(page).getByRole('button', { name: 'Log out', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Log out and lose work not sent?' });
  const kept = question.getByTestId('unsent-work').locator(':scope > li');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('2 parcels kept while offline and not sent yet');
  // By tracking id: the operator at the counter decides by which parcels they are.
  await expect(kept.getByTestId('unsent-ids').getByRole('listitem')).toHaveText(['NVSG00000016', 'NVSG00000017']);
  await question.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/, SLOW);

  // The same operator logs in again: nothing of the dropped work comes back, nothing is sent.
  await setFault(page, 'Normal');
  const lodgeIns = recordLodgeIns(page);
  await openScanPage(page, 'sg-demo');
  await expect(page.getByText('No parcels scanned yet')).toBeVisible();
  await expect(waitingList(page)).toHaveCount(0);
  expect(lodgeIns).toHaveLength(0);
});
