// Check in with the network cut (the live build, context.setOffline): the parcels already listed in the session are
// kept in the offline queue as one lodge-in, the page says so and the header counts them; when the network is back
// one lodge-in request carries them, with one idempotency key. A Check in whose request gets no answer is kept under
// the key it carried, and a parcel the server refuses comes back as a row with the server's reason.
import { test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { login } from '../support/auth';
import { useLiveBuild } from '../support/liveBuild';
import { expect, SCAN_LABEL, SLOW } from '../orders/support/orders';
import { recordLodgeIns, scanCode, waitingList } from './support';
import { expectNoSideScroll } from '../support/sideScroll';

useLiveBuild();
// axe is injected as a script: the live build's Content Security Policy would refuse it.
test.use({ bypassCSP: true });

const BACK = { timeout: 90_000 };
const myIds = (from: number, count: number) => Array.from({ length: count }, (_, i) => `NVMY${String(from + i).padStart(8, '0')}`);

async function openSendPage(page: Page, user: string): Promise<void> {
  await page.goto('/login');
  await login(page, user);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
  await page.goto('/send-parcel');
  await expect(page.getByLabel(SCAN_LABEL)).toBeVisible(SLOW);
}

/** The lodge-ins the server answered (tries made while the network was cut never reached it). */
async function answered<T extends { request: Request }>(seen: readonly T[]): Promise<T[]> {
  const out: T[] = [];
  for (const s of seen) if (await s.request.response()) out.push(s);
  return out;
}

const checkIn = (page: Page, count: number) => page.getByRole('button', { name: `Check in ${count} parcels`, exact: true });
/** The header's count (in the menu column on a desktop). */
const header = (page: Page) => page.getByTestId('waiting-to-send').filter({ visible: true });

test('Check in offline keeps the listed parcels as one lodge-in, counted in the header; back online, one request with one key lodges them', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSendPage(page, 'my-demo');
  const lodgeIns = recordLodgeIns(page);
  const ids = myIds(1, 3);
  for (const id of ids) await scanCode(page, id, `${id} added`);

  await context.setOffline(true);
  await checkIn(page, 3).click();
  await expect(page.getByTestId('checkin-kept')).toContainText('3 parcels kept: they will be checked in when the network is back');
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(3);
  await expect(waitingList(page).getByRole('status')).toHaveText('3 parcels waiting to send');
  await expect(page.getByText('No parcels scanned yet')).toBeVisible();
  // The phone's header shows the count in its menu column; it is in the page either way.
  await expect(header(page)).toHaveText('3 parcels waiting to send');
  await expectNoSideScroll(page, 360);
  await expectNoSeriousA11yViolations(page, 'send page, Check in kept offline, 360 px');

  await context.setOffline(false);
  await expect(page.getByTestId('waiting-lodged')).toContainText('3 parcels kept while offline were checked in', BACK);
  await expect(waitingList(page)).toHaveCount(0);
  await expect(header(page)).toHaveCount(0);
  await page.waitForTimeout(2000);
  const reached = await answered(lodgeIns);
  expect(reached).toHaveLength(1);
  expect(reached[0]?.ids).toEqual(ids);
  expect(reached[0]?.key).not.toBe('');
  // Tries while the network was cut carried the same key.
  expect(new Set(lodgeIns.map((l) => l.key)).size).toBe(1);
});

test('a Check in whose request gets no answer is kept under the key it carried, and sent again with that key only', async ({ page }) => {
  await openSendPage(page, 'my-demo');
  const lodgeIns = recordLodgeIns(page);
  const ids = myIds(4, 2);
  for (const id of ids) await scanCode(page, id, `${id} added`);

  // The network drops under the request: the server may or may not have acted.
  await page.route('**/1.2/reservations/send*', (route) => route.abort('internetdisconnected'));
  await checkIn(page, 2).click();
  await expect(page.getByTestId('checkin-kept')).toContainText('2 parcels kept: they will be checked in when the network is back', SLOW);
  await expect(page.getByRole('alertdialog', { name: 'Error' })).toHaveCount(0);
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(2);
  await page.unroute('**/1.2/reservations/send*');

  await expect(page.getByTestId('waiting-lodged')).toContainText('2 parcels kept while offline were checked in', BACK);
  // The first try never reached the server; the one that did carried its key.
  expect(lodgeIns.length).toBeGreaterThanOrEqual(2);
  expect(await answered(lodgeIns)).toHaveLength(1);
  expect(new Set(lodgeIns.map((l) => l.key)).size).toBe(1);
  for (const l of lodgeIns) expect(l.ids).toEqual(ids);
});

test('a parcel the server refuses comes back as a row with its reason; the others are lodged', async ({ page, context }) => {
  await openSendPage(page, 'my-demo');
  const lodgeIns = recordLodgeIns(page);
  await scanCode(page, 'NVMY00000006', 'NVMY00000006 added');
  await scanCode(page, 'NVMYFAIL0001', 'NVMYFAIL0001 added');
  await context.setOffline(true);
  await checkIn(page, 2).click();
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(2);
  await context.setOffline(false);

  await expect(page.getByTestId('waiting-lodged')).toContainText('1 parcel kept while offline was checked in', BACK);
  const refused = waitingList(page).getByRole('listitem').filter({ hasText: 'NVMYFAIL0001' });
  await expect(refused).toContainText('Not sent: Parcel already lodged in at another point');
  const reached = await answered(lodgeIns);
  expect(reached).toHaveLength(1);
  expect(reached[0]?.ids).toEqual(['NVMY00000006', 'NVMYFAIL0001']);
  await expectNoSeriousA11yViolations(page, 'send page, a kept Check in refused in part');
  await refused.getByRole('button', { name: 'Remove parcel NVMYFAIL0001' }).click();
  await expect(waitingList(page)).toHaveCount(0);
});
