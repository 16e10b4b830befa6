// The documents and the SMS of a parcel found in history, end to end in Chromium on the demo build: Reprint air
// waybill opens its PDF in a new tab, Retry receipt makes the receipt and opens it; when the receipt cannot be made,
// the spec's 'still being processed' message shows and the page stays; Resend drop-off SMS says it was sent.
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';
import { setSimFault } from '../support/simPanel';

test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

/** Opens NVSGHIST0001 (a send parcel dropped off at the point yesterday) from the header search. */
async function openFixedParcel(page: Page) {
  await loginAs(page, 'sg-demo');
  const search = page.getByRole('textbox', { name: 'Search orders' }).filter({ visible: true }).first();
  await search.fill('NVSGHIST0001');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NVSGHIST0001');
}

async function pdfHead(popup: Page): Promise<string> {
  await popup.waitForURL(/^blob:/, SLOW);
  return popup.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
    return String.fromCharCode(...bytes.slice(0, 5));
  });
}

test('reprint the air waybill and retry the receipt of a parcel found in history: both PDFs open', async ({ page }) => {
  await openFixedParcel(page);
  const awbRequest = page.waitForRequest((r) => r.method() === 'POST' && /\/2\.0\/airway-bills$/.test(r.url()));
  let popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Reprint air waybill' }).click();
  expect((await awbRequest).postDataJSON()).toMatchObject({ tracking_ids: ['NVSGHIST0001'], size: 'A4' });
  expect(await pdfHead(await popup)).toBe('%PDF-');
  await expect(page.getByText(/^Print failed/)).toHaveCount(0);

  // The receipt was never made: the portal asks, is told 'not found', has it generated and opens it.
  const generate = page.waitForRequest((r) => r.method() === 'POST' && /\/2\.0\/receipts\/\d+/.test(r.url()));
  popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Retry receipt' }).click();
  expect((await generate).postDataJSON()).toEqual({ size: 'A4' });
  expect(await pdfHead(await popup)).toBe('%PDF-');
});

test('unhappy: a receipt that cannot be made says it is still being processed, and the order stays on screen', async ({ page }) => {
  await openFixedParcel(page);
  await setSimFault(page, 'Server error (500)');
  await page.getByRole('button', { name: 'Retry receipt' }).click();
  await expect(page.getByText('Receipt is still being processed. Please try again in a short while.')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NVSGHIST0001');
  await expect(page.getByRole('button', { name: 'Retry receipt' })).toBeEnabled();
});

test('resend the drop-off SMS of a parcel dropped off here: the request names it and the operator is told', async ({ page }) => {
  await openFixedParcel(page);
  const resend = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/1.0/drop-off-sms/resend'));
  await page.getByRole('button', { name: 'Resend drop-off SMS' }).click();
  expect((await resend).postDataJSON()).toEqual({ tracking_id: 'NVSGHIST0001', channel: 'sms' });
  await expect(page.getByText('Drop-off SMS sent again.')).toBeVisible();
});
