// The live build (no simulated API in the page; the simulator answers /api on the same origin, as a deployment's
// server would) with the browser's network really cut (context.setOffline): five parcels scanned offline are kept and
// listed as waiting in both tabs, and when the network is back one lodge-in request, from one tab, carries the five
// tracking ids (the queue's lock: the other tab waits for it, then finds nothing left to send).
import { test } from '@playwright/test';
import { expect, SCAN_LABEL, SLOW } from '../orders/support/orders';
import { login } from '../support/auth';
import { recordLodgeIns, scanCode, sendIds, waitingList } from './support';
import { useLiveBuild } from '../support/liveBuild';

useLiveBuild();

test('network cut: five scans wait, in both tabs; network back: one lodge-in request from one tab carries the five', async ({ page, context }) => {
  await page.goto('/login');
  await login(page, 'sg-demo');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
  await page.goto('/send-parcel');
  await expect(page.getByLabel(SCAN_LABEL)).toBeVisible(SLOW);
  const second = await context.newPage();
  await second.goto('/send-parcel');
  await expect(second.getByLabel(SCAN_LABEL)).toBeVisible(SLOW);
  const lodgeIns = [recordLodgeIns(page), recordLodgeIns(second)];

  await context.setOffline(true);
  const ids = sendIds(18, 5);
  for (const id of ids) await scanCode(page, id, `${id} kept`);
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(5);
  await expect(waitingList(second).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('waiting-to-send').filter({ visible: true })).toHaveText('5 parcels waiting to send');

  // Both tabs hear 'online' at the same moment: only the one holding the queue's lock sends.
  await context.setOffline(false);
  await expect(waitingList(page)).toHaveCount(0, { timeout: 90_000 });
  await expect(waitingList(second)).toHaveCount(0, { timeout: 90_000 });
  await page.waitForTimeout(3000);
  const all = lodgeIns.flat();
  expect(all).toHaveLength(1);
  expect(all[0]?.ids).toEqual(ids);
  expect(all[0]?.key).not.toBe('');
});
