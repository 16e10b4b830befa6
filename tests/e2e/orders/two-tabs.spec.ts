// Two tabs of one operator share the send session (it is kept in local storage): each shows what the other
// scanned, and when both press 'Check in' at once, each parcel is asked for once; the tab that came second says the
// parcels were checked in from the other tab, and both end with an empty list.
import { test, type Request } from '@playwright/test';
import { expect, addSendParcel, bodyOf, openScanPage, scannedRow, SCAN_LABEL, SLOW } from './support/orders';

test.describe.configure({ timeout: 150_000 });

test('two tabs checking in the same parcels at once send each parcel once', async ({ page, context }) => {
  const sent: Request[] = [];
  context.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/1.2/reservations/send')) sent.push(r); });

  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000001');

  const other = await context.newPage();
  await other.goto('/send-parcel');
  await expect(other.getByLabel(SCAN_LABEL)).toBeVisible(SLOW);
  await expect(scannedRow(other, 'NVSG00000001')).toBeVisible();

  // Scanned in the second tab: the first shows it without a reload.
  await addSendParcel(other, 'NVSG00000003');
  await expect(scannedRow(page, 'NVSG00000003')).toBeVisible();

  const buttons = [page, other].map((p) => p.getByRole('button', { name: 'Check in 2 parcels' }));
  await Promise.all(buttons.map((b) => expect(b).toBeEnabled()));
  await Promise.all(buttons.map((b) => b.click()));

  const results = [page, other].map((p) => p.getByRole('dialog', { name: 'Lodge in completed' }));
  const notices = [page, other].map((p) => p.getByText('2 parcels were already checked in from another tab and are off this list.'));
  // One tab lodges both parcels, the other is told; which one wins the race does not matter.
  await expect.poll(async () => (await Promise.all([...results, ...notices].map((l) => l.isVisible()))).filter(Boolean).length, SLOW).toBe(2);
  const winner = (await results[0]!.isVisible()) ? 0 : 1;
  await expect(results[winner]!.getByText('2 parcels checked in')).toBeVisible();
  await expect(notices[1 - winner]!).toBeVisible();
  await expect(results[1 - winner]!).toBeHidden();

  const ids = sent.flatMap((r) => bodyOf<{ reservations: Array<{ trackingId: string }> }>(r).reservations.map((x) => x.trackingId));
  expect(ids.sort()).toEqual(['NVSG00000001', 'NVSG00000003']);

  await results[winner]!.getByRole('button', { name: 'Done' }).click();
  for (const p of [page, other]) await expect(p.getByText('No parcels scanned yet')).toBeVisible();
  expect(sent).toHaveLength(1);
});
