// Work kept offline goes from whatever page is open once the network is back (the live build, context.setOffline):
// parcels scanned offline on the send page, and a driver handover completed offline, are sent while the operator is on
// home, by one request with one Idempotency-Key; the header's count goes to 0 and home says what was sent (and the
// server's reason for a parcel it refused), with a link to the page that shows it.
import { test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { useLiveBuild } from '../support/liveBuild';
import { expect, openScanPage, SLOW } from '../orders/support/orders';
import { chooseJob, figure, openHandover, scanParcel, typeCode } from '../handover/support';
import { recordLodgeIns, scanCode, waitingList } from './support';
import { expectNoSideScroll } from '../support/sideScroll';

useLiveBuild();
// axe is injected as a script: the live build's Content Security Policy would refuse it.
test.use({ bypassCSP: true });

const BACK = { timeout: 90_000 };
const header = (page: Page) => page.getByTestId('waiting-to-send').filter({ visible: true });
const notice = (page: Page) => page.getByTestId('sent-away');

/** Home through the portal's own link (no reload: the network is cut and this build has no service worker). */
async function goHome(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Home', exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
}

/** Home once and back while online, so home's code is in the page when the network is cut (no reload needed). */
async function homeAndBack(page: Page, heading: string): Promise<void> {
  await goHome(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
}

/** Where the operator was when each matching request left. */
function pagesAtRequest(page: Page, matches: (r: Request) => boolean): string[] {
  const at: string[] = [];
  page.on('request', (r) => { if (matches(r)) at.push(new URL(page.url()).pathname); });
  return at;
}
const isLodgeIn = (r: Request) => r.method() === 'POST' && /\/1\.2\/reservations\/send(\?|$)/.test(r.url());
const isCompletion = (r: Request) => r.method() === 'PUT' && /\/1\.1\/orders(\?|$)/.test(r.url());

test('scans kept offline on the send page are checked in from home when the network is back: one request, one key', async ({ page, context }) => {
  await openScanPage(page, 'ph-demo');
  await homeAndBack(page, 'Drop off and return');
  const lodgeIns = recordLodgeIns(page);
  const sentFrom = pagesAtRequest(page, isLodgeIn);
  await context.setOffline(true);
  const ids = ['NVPH00000001', 'NVPH00000002', 'NVPH00000003'];
  for (const id of ids) await scanCode(page, id, `${id} kept`);
  await expect(header(page)).toHaveText('3 parcels waiting to send');

  await goHome(page);
  await expect(header(page)).toHaveText('3 parcels waiting to send');
  await context.setOffline(false);
  await expect(notice(page)).toContainText('3 parcels kept while offline were checked in', BACK);
  await expect(header(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(2000);
  expect(lodgeIns).toHaveLength(1);
  expect(lodgeIns[0]?.ids).toEqual(ids);
  expect(lodgeIns[0]?.key).not.toBe('');
  expect(sentFrom).toEqual(['/']);
  await expectNoSeriousA11yViolations(page, 'home, parcels kept offline checked in from here');

  // The send page shows the result with its receipt; the notice has done its work.
  await notice(page).getByRole('link', { name: 'See them on the send page' }).click();
  const result = page.getByTestId('waiting-lodged');
  await expect(result).toContainText('3 parcels kept while offline were checked in', SLOW);
  await expect(result.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(waitingList(page)).toHaveCount(0);
});

test('a parcel the server refuses while the operator is on home: the notice says its reason, the send page keeps its row (360 px)', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openScanPage(page, 'ph-demo');
  await homeAndBack(page, 'Drop off and return');
  const lodgeIns = recordLodgeIns(page);
  await context.setOffline(true);
  await scanCode(page, 'NVPH00000004', 'NVPH00000004 kept');
  await scanCode(page, 'NVPHFAIL0001', 'NVPHFAIL0001 kept');
  await goHome(page);
  await context.setOffline(false);

  await expect(notice(page)).toContainText('1 parcel kept while offline was checked in', BACK);
  await expect(notice(page)).toContainText('1 parcel not sent');
  await expect(notice(page)).toContainText('NVPHFAIL0001: Parcel already lodged in at another point');
  await expect(header(page)).toHaveCount(0);
  expect(lodgeIns.map((l) => l.ids)).toEqual([['NVPH00000004', 'NVPHFAIL0001']]);
  await expectNoSideScroll(page, 360);
  await expectNoSeriousA11yViolations(page, 'home, a parcel refused after the network came back, 360 px');

  await notice(page).getByRole('link', { name: 'See them on the send page' }).click();
  const refused = waitingList(page).getByRole('listitem').filter({ hasText: 'NVPHFAIL0001' });
  await expect(refused).toContainText('Not sent: Parcel already lodged in at another point', SLOW);
  await expect(page.getByTestId('waiting-lodged')).toContainText('1 parcel kept while offline was checked in');
});

test('a handover completed offline is sent from home when the network is back, once, and home says so', async ({ page, context }) => {
  await openHandover(page, 'my-demo', '/to-driver', 'To driver');
  await homeAndBack(page, 'To driver');
  const puts: { key: string; ids: string[]; request: Request }[] = [];
  page.on('request', (r) => {
    if (!isCompletion(r)) return;
    const body = r.postDataJSON() as { orders: { tracking_id: string }[] };
    puts.push({ key: r.headers()['idempotency-key'] ?? '', ids: body.orders.map((o) => o.tracking_id), request: r });
  });
  const sentFrom = pagesAtRequest(page, isCompletion);
  await chooseJob(page, 3);
  const ids = ['NVMYOUT1001', 'NVMYOUT1002', 'NVMYOUT1003'];
  for (const id of ids) await scanParcel(page, id);
  await expect(figure(page, 'scanned')).toContainText('3');

  await context.setOffline(true);
  await typeCode(page, '410001');
  await page.getByRole('button', { name: 'Hand 3 parcels to the driver' }).click();
  await expect(page.getByTestId('handover-queued')).toContainText('3 parcels handed over while offline. They are sent when the network is back.');
  await goHome(page);
  await expect(header(page)).toHaveText('3 parcels waiting to send');

  await context.setOffline(false);
  await expect(notice(page)).toContainText(/Handover to the driver, job \d+: 3 parcels handed over offline, now sent/, BACK);
  await expect(header(page)).toHaveCount(0);
  await page.waitForTimeout(2000);
  expect(puts).toHaveLength(1);
  expect(puts[0]?.ids).toEqual(ids);
  expect(puts[0]?.key).not.toBe('');
  expect(await puts[0]?.request.response()).toBeTruthy();
  expect(sentFrom).toEqual(['/']);
  await expectNoSeriousA11yViolations(page, 'home, a handover kept offline sent from here');

  await notice(page).getByRole('link', { name: 'Open the handover' }).click();
  await expect(page.getByTestId('handover-summary')).toContainText('3 parcels of job', SLOW);
  await expect(notice(page)).toHaveCount(0);
});

test('a handover the server refuses while the operator is on home: the notice says its reason, and so does the handover page', async ({ page, context, browser }) => {
  const ids = ['NVMYIN5001', 'NVMYIN5002', 'NVMYIN5003', 'NVMYIN5004'];
  await openHandover(page, 'my-demo', '/from-driver', 'From driver');
  await homeAndBack(page, 'From driver');
  await chooseJob(page, 4);
  for (const id of ids) await scanParcel(page, id);
  await expect(figure(page, 'scanned')).toContainText('4');
  await context.setOffline(true);
  await typeCode(page, '510005');
  await page.getByRole('button', { name: 'Receive 4 parcels' }).click();
  await expect(page.getByTestId('handover-queued')).toContainText('4 parcels handed over while offline');
  await goHome(page);

  // Another device of the point receives the same parcels meanwhile.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const elsewhere = await other.newPage();
  await openHandover(elsewhere, 'my-demo', '/from-driver', 'From driver');
  await chooseJob(elsewhere, 4);
  for (const id of ids) await scanParcel(elsewhere, id);
  await typeCode(elsewhere, '510005');
  await elsewhere.getByRole('button', { name: 'Receive 4 parcels' }).click();
  await expect(elsewhere.getByTestId('handover-summary')).toContainText('4 parcels of job', SLOW);
  await other.close();

  await context.setOffline(false);
  await expect(notice(page)).toContainText(/Parcels from the driver, job \d+: not sent, the server refused it: NVMYIN5001 was already handed over/, BACK);
  await expect(header(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'home, a handover refused after the network came back');
  await notice(page).getByRole('link', { name: 'Open the handover' }).click();
  await expect(page.getByTestId('handover-queued')).toHaveAttribute('data-state', 'refused', SLOW);
  await expect(page.getByTestId('handover-queued')).toContainText('the server refused the handover: NVMYIN5001 was already handed over.');
  await expect(notice(page)).toHaveCount(0);
});
