// The driver handover with the network cut (the live build, context.setOffline): a handover completed offline is kept
// in the offline queue, shown as waiting on the page, counted in the header and named at log-out; when the network is
// back it is sent by itself, once (one answered PUT 1.1/orders with one Idempotency-Key), across a reload and two tabs;
// a completion the server refuses comes back with the server's reason, every scan still there.
import { test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { mainMenu } from '../support/auth';
import { useLiveBuild } from '../support/liveBuild';
import { chooseJob, expect, figure, openHandover, scanParcel, SLOW, typeCode } from '../handover/support';
import { expectNoSideScroll } from '../support/sideScroll';

useLiveBuild();
// axe is injected as a script: the live build's Content Security Policy would refuse it.
test.use({ bypassCSP: true });

const BACK = { timeout: 90_000 };
const COMPLETIONS = '**/1.1/orders';

/** Every completion request the pages send from now on, with its key and parcels. */
function recordCompletions(...pages: Page[]): { key: string; ids: string[]; request: Request }[] {
  const seen: { key: string; ids: string[]; request: Request }[] = [];
  for (const page of pages) {
    page.on('request', (r) => {
      if (r.method() !== 'PUT' || !/\/1\.1\/orders(\?|$)/.test(r.url())) return;
      const body = r.postDataJSON() as { orders: { tracking_id: string }[] };
      seen.push({ key: r.headers()['idempotency-key'] ?? '', ids: body.orders.map((o) => o.tracking_id), request: r });
    });
  }
  return seen;
}

/** The requests the server answered (tries made while the network was cut never reached it). */
async function answered<T extends { request: Request }>(seen: readonly T[]): Promise<T[]> {
  const out: T[] = [];
  for (const s of seen) if (await s.request.response()) out.push(s);
  return out;
}

const queued = (page: Page) => page.getByTestId('handover-queued');
/** The header's count (in the menu column on a desktop). */
const header = (page: Page) => page.getByTestId('waiting-to-send').filter({ visible: true });

async function scanAll(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids) await scanParcel(page, id);
  await expect(figure(page, 'scanned')).toContainText(String(ids.length));
}

test('completed offline: waiting on the page, in the header and at log-out; back online, sent once and the summary shows', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHandover(page, 'ph-demo', '/to-driver', 'To driver');
  const puts = recordCompletions(page);
  await chooseJob(page, 3);
  await scanAll(page, ['NVPHOUT1001', 'NVPHOUT1002', 'NVPHOUT1003']);

  await context.setOffline(true);
  await typeCode(page, '410001');
  await page.getByRole('button', { name: 'Hand 3 parcels to the driver' }).click();
  await expect(queued(page)).toContainText('3 parcels handed over while offline. They are sent when the network is back');
  await expect(page.getByRole('button', { name: 'Hand 3 parcels to the driver' })).toHaveCount(0);
  await expect(header(page)).toHaveText('3 parcels waiting to send');
  await expectNoSideScroll(page, 360);
  await expectNoSeriousA11yViolations(page, 'to driver, a handover kept offline, 360 px');

  // Log out asks first, naming it; the operator stays.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mainMenu(page).getByRole('button', { name: 'Log out', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Log out and lose work not sent?' });
  const kept = question.getByTestId('unsent-work').locator(':scope > li');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText(/^Handover to the driver, job \d+: 3 parcels handed over offline, not sent yet/);
  await expect(kept.getByTestId('unsent-ids').getByRole('listitem')).toHaveText(['NVPHOUT1001', 'NVPHOUT1002', 'NVPHOUT1003']);
  await question.getByRole('button', { name: 'Stay and finish' }).click();

  await context.setOffline(false);
  await expect(page.getByTestId('handover-summary')).toContainText('3 parcels of job', BACK);
  await expect(header(page)).toHaveCount(0);
  await page.waitForTimeout(2000);
  const reached = await answered(puts);
  expect(reached).toHaveLength(1);
  expect(reached[0]?.ids).toEqual(['NVPHOUT1001', 'NVPHOUT1002', 'NVPHOUT1003']);
  expect(reached[0]?.key).not.toBe('');
  expect(new Set(puts.map((p) => p.key)).size).toBe(1);
});

test('kept across a reload and seen in two tabs, the completion goes once, with the one key, when the server answers again', async ({ page, context }) => {
  await openHandover(page, 'ph-demo', '/from-driver', 'From driver');
  await chooseJob(page, 4);
  await scanAll(page, ['NVPHIN5001', 'NVPHIN5002', 'NVPHIN5003', 'NVPHIN5004']);
  await context.setOffline(true);
  await typeCode(page, '510005');
  const second = await context.newPage();
  const puts = recordCompletions(page, second);
  await page.getByRole('button', { name: 'Receive 4 parcels' }).click();
  await expect(queued(page)).toContainText('4 parcels handed over while offline');

  // The network is back but the completion still gets no answer (dropped on the way): the page reloads meanwhile.
  await context.route(COMPLETIONS, (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()));
  await context.setOffline(false);
  await page.reload();
  await expect(queued(page)).toContainText('4 parcels handed over while offline', SLOW);
  await second.goto('/from-driver');
  await expect(queued(second)).toContainText('4 parcels handed over while offline', SLOW);
  await expect(header(second)).toHaveText('4 parcels waiting to send');

  await context.unroute(COMPLETIONS);
  const shown = async () => (await page.getByTestId('handover-summary').count()) + (await second.getByTestId('handover-summary').count());
  await expect.poll(shown, BACK).toBeGreaterThan(0);
  await expect(queued(page)).toHaveCount(0, BACK);
  await expect(queued(second)).toHaveCount(0, BACK);
  await page.waitForTimeout(3000);
  const reached = await answered(puts);
  expect(reached).toHaveLength(1);
  expect(reached[0]?.ids).toEqual(['NVPHIN5001', 'NVPHIN5002', 'NVPHIN5003', 'NVPHIN5004']);
  expect(new Set(puts.map((p) => p.key)).size).toBe(1);
});

/** Another device of the point hands the same parcels over while this one is offline. */
async function handOverElsewhere(browser: Browser, user: string, ids: readonly string[], code: string): Promise<BrowserContext> {
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const page = await other.newPage();
  await openHandover(page, user, '/to-driver', 'To driver');
  await chooseJob(page, ids.length);
  await scanAll(page, ids);
  await typeCode(page, code);
  await page.getByRole('button', { name: `Hand ${ids.length} parcels to the driver` }).click();
  await expect(page.getByTestId('handover-summary')).toContainText(`${ids.length} parcels of job`, SLOW);
  return other;
}

test('a completion the server refuses comes back with its reason; back to the handover, every scan is still there', async ({ page, context, browser }) => {
  const ids = ['NVMMOUT1001', 'NVMMOUT1002', 'NVMMOUT1003'];
  await openHandover(page, 'mm-demo', '/to-driver', 'To driver');
  await chooseJob(page, 3);
  await scanAll(page, ids);
  await context.setOffline(true);
  await typeCode(page, '410001');
  await page.getByRole('button', { name: 'Hand 3 parcels to the driver' }).click();
  await expect(queued(page)).toContainText('3 parcels handed over while offline');

  const other = await handOverElsewhere(browser, 'mm-demo', ids, '410001');
  await context.setOffline(false);
  await expect(queued(page)).toHaveAttribute('data-state', 'refused', BACK);
  await expect(queued(page)).toContainText('the server refused the handover: NVMMOUT1001 was already handed over.');
  await expect(header(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'to driver, a handover refused after the network came back');
  await queued(page).getByRole('button', { name: 'Back to the handover' }).click();
  await expect(queued(page)).toHaveCount(0);
  await expect(figure(page, 'scanned')).toContainText('3');
  await expect(page.getByRole('button', { name: 'Hand 3 parcels to the driver' })).toBeEnabled();
  await other.close();
});
