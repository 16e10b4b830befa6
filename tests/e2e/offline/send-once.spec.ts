// Parcels kept offline are lodged in once: across a reconnect that flaps in the middle of the lodge-in, across two tabs
// of the operator, and with a flaky server (?sim=flaky: a share of calls get no answer, some after the server acted).
// The demo build's simulated server lives in each tab, so "once" is read from what the API received: every lodge-in
// request of the same parcels carries the same idempotency key (the simulator answers a repeated key with the first
// answer and lodges nothing more, tests/unit/offline/sim.test.ts), and no parcel is in two lodge-ins.
import { test, type Page } from '@playwright/test';
import { expect, openScanPage, SCAN_LABEL, SLOW } from '../orders/support/orders';
import { recordLodgeIns, scanCode, sendIds, setFault, waitingList } from './support';

test.describe.configure({ timeout: 300_000 });

const BACK = { timeout: 90_000 };

test('a reconnect that drops again during the lodge-in still lodges the five once, with one key', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  const lodgeIns = recordLodgeIns(page);
  await setFault(page, 'Offline (every call dropped)');
  const ids = sendIds(7, 5);
  for (const id of ids) await scanCode(page, id, `${id} kept`);

  // Back, and gone again as soon as the lodge-in is on its way, then back for good.
  const started = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/1.2/reservations/send'), BACK);
  await setFault(page, 'Normal');
  await started;
  await setFault(page, 'Offline (every call dropped)');
  await expect(page.getByTestId('network-status').first()).toHaveAttribute('data-online', 'false', SLOW);
  await setFault(page, 'Normal');

  await expect(page.getByTestId('waiting-lodged')).toContainText('5 parcels kept while offline were checked in', BACK);
  expect(lodgeIns.length).toBeGreaterThanOrEqual(1);
  expect(new Set(lodgeIns.map((l) => l.key)).size).toBe(1);
  for (const l of lodgeIns) expect(l.ids).toEqual(ids);
  await expect(waitingList(page)).toHaveCount(0);
});

test('two tabs of the operator: the parcels kept in one are listed in both and lodged in by one request', async ({ page, context }) => {
  await openScanPage(page, 'sg-demo');
  const second = await context.newPage();
  await second.goto('/send-parcel');
  await expect(second.getByLabel(SCAN_LABEL)).toBeVisible(SLOW);
  const lodgeIns = [...[page, second].map((p) => recordLodgeIns(p))];
  for (const p of [page, second]) await setFault(p, 'Offline (every call dropped)');

  const ids = sendIds(12, 5);
  for (const id of ids) await scanCode(page, id, `${id} kept`);
  await expect(waitingList(second).getByRole('listitem')).toHaveCount(5);

  // Both tabs see the network come back.
  await Promise.all([setFault(page, 'Normal'), setFault(second, 'Normal')]);
  const shown = (p: Page) => p.getByTestId('waiting-lodged').filter({ hasText: '5 parcels kept while offline were checked in' });
  await expect.poll(async () => (await shown(page).count()) + (await shown(second).count()), BACK).toBe(1);
  await expect(waitingList(page)).toHaveCount(0, BACK);
  await expect(waitingList(second)).toHaveCount(0, BACK);
  // Give the other tab time to send a second one, if it were going to.
  await page.waitForTimeout(3000);
  const all = lodgeIns.flat();
  expect(all).toHaveLength(1);
  expect(all[0]?.ids).toEqual(ids);
});

test('?sim=flaky with twenty scans: each parcel is lodged in exactly once', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  const lodgeIns = recordLodgeIns(page);
  await setFault(page, 'Flaky (some calls dropped)');
  const ids = sendIds(1, 20);
  // A scan whose lookup gets no answer is kept; the others are listed for Check in.
  for (const id of ids) await scanCode(page, id, new RegExp(`${id} (added|kept)`));

  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    const error = page.getByRole('alertdialog', { name: 'Error' });
    const result = page.getByRole('dialog', { name: /Lodge in/ }).or(page.getByRole('alertdialog', { name: /Lodge in/ }));
    const checkIn = page.getByRole('button', { name: /^Check in \d+ parcels?$/ });
    if (await error.isVisible()) { await error.getByRole('button', { name: 'Okay' }).click(); continue; }
    if (await result.isVisible()) {
      await result.getByRole('button', { name: 'Done' }).click();
      continue;
    }
    const waiting = await waitingList(page).getByRole('listitem').count();
    if (waiting === 0 && !(await checkIn.isVisible()) && await page.getByText('No parcels scanned yet').isVisible()) break;
    // isEnabled waits for the button: asked only when it is there.
    if (await checkIn.isVisible() && await checkIn.isEnabled()) {
      await checkIn.click();
      // The lodge-in polls its status with back-off: wait for its end before looking again.
      await expect(error.or(result)).toBeVisible({ timeout: 60_000 }).catch(() => undefined);
    } else await page.waitForTimeout(500);
  }
  await expect(page.getByText('No parcels scanned yet')).toBeVisible();
  await expect(waitingList(page)).toHaveCount(0);

  // Every parcel went in lodge-ins of one key only, and every key always carried the same parcels.
  const keyOf = new Map<string, string>();
  const idsOf = new Map<string, string>();
  for (const l of lodgeIns) {
    expect(l.key).not.toBe('');
    const set = [...l.ids].sort().join(',');
    expect(idsOf.get(l.key) ?? set).toBe(set);
    idsOf.set(l.key, set);
    for (const id of l.ids) {
      expect(keyOf.get(id) ?? l.key, `${id} lodged under two keys`).toBe(l.key);
      keyOf.set(id, l.key);
    }
  }
  expect([...keyOf.keys()].sort()).toEqual([...ids].sort());
});
