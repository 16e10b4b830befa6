// The demo build with the browser's network cut (context.setOffline, as Wi-Fi turned off during a demo of the bad
// hour): the simulated API runs behind the portal's own service worker, yet it answers nothing while the browser is
// offline, so parcels scanned then are kept and counted as waiting, and go by themselves when the network is back.
import { test } from '@playwright/test';
import { expect, openScanPage, SLOW } from '../orders/support/orders';
import { workerInControl } from '../pwa/support/pwa';
import { scanCode, sendIds, waitingList } from './support';

test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });

test('scans with the browser offline are kept and counted, not taken by the simulator; back online they are checked in by themselves', async ({ page, context }) => {
  await openScanPage(page, 'sg-demo');
  await workerInControl(page);
  const answered: string[] = [];
  page.on('response', (r) => { if (/\/1\.2\/reservations\/send(\?|$)/.test(r.url()) && r.request().method() === 'POST') answered.push(r.url()); });

  await context.setOffline(true);
  const ids = sendIds(11, 2);
  for (const id of ids) await scanCode(page, id, `${id} kept`);
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(2);
  const header = page.getByTestId('waiting-to-send').filter({ visible: true });
  await expect(header).toHaveText('2 parcels waiting to send');
  await expect(page.getByTestId('scanned-parcels').getByText(ids[0]!)).toHaveCount(0);
  expect(answered).toEqual([]);

  await context.setOffline(false);
  const result = page.getByTestId('waiting-lodged');
  await expect(result).toContainText('2 parcels kept while offline were checked in', { timeout: 90_000 });
  await expect(header).toHaveCount(0, SLOW);
  expect(answered).toHaveLength(1);
});
