// The outcome of a bulk post is reached every time: the 40-row file of two shippers (30 + 5 and 5), its bad
// postcode fixed in place and Create clicked with no pause after the last edit, at 4x CPU, ten times in a row. Each
// time the results page shows every order created with each shipper's receipts and air waybills, and at no moment
// after Create does the review page offer to send again (its send button enabled) when nothing is left to send.
import { test, type Page } from '@playwright/test';
import { chooseFile, expect, openUpload, postRows, SLOW, xlsxOf } from './support';

const RUNS = 10;

test.describe.configure({ timeout: 60_000 + RUNS * 45_000 });

function file(run: number): Buffer {
  return xlsxOf(postRows('post', Array.from({ length: 40 }, (_, i) => ({
    shipper_id: i < 35 ? '3301' : '3302',
    stamp_id: `STAMPRACE${run}${String(i + 1).padStart(3, '0')}`,
    to_name: `Recipient ${i + 1}`,
    // Line 3 of the file has a postcode one digit short: fixed in place right before Create.
    to_postcode: i === 1 ? '1100' : '11000',
  }))));
}

/** From now on, notes each time the page offers its send button enabled (what 'Send the orders not yet created' is). */
async function watchSendOffers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { sendOffers: string[]; stopWatch?: () => void };
    w.stopWatch?.();
    w.sendOffers = [];
    // The label Create was clicked under; the review says 'Send the orders not yet created' once a chunk is in.
    const created = document.querySelector('[data-testid=bulk-send]')?.textContent;
    const observer = new MutationObserver(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid=bulk-send]');
      if (button && !button.disabled && button.textContent !== created) w.sendOffers.push(`${location.pathname}: ${button.textContent ?? ''}`);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    w.stopWatch = () => observer.disconnect();
  });
}

const sendOffers = (page: Page) => page.evaluate(() => (window as unknown as { sendOffers: string[] }).sendOffers);

test(`a 40-row post at 4x CPU with an edit right before Create reaches its outcome ${RUNS} times in a row`, async ({ page }) => {
  await openUpload(page, 'th-franchise-demo');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let posts = 0;
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/1.2/reservations/post')) posts += 1; });

  for (let run = 1; run <= RUNS; run += 1) {
    await test.step(`run ${run}`, async () => {
      posts = 0;
      await chooseFile(page, `race-${run}.xlsx`, file(run));
      await page.waitForURL(/\/review-bulk-order$/, SLOW);
      const postcode = page.getByTestId('cell-3-to_postcode');
      await expect(postcode).toHaveAttribute('aria-invalid', 'true', SLOW);
      await postcode.fill('11000');
      await postcode.press('Enter');
      // Another cell typed and not left: the click on Create writes it (blur) and sends, with no pause between.
      await page.getByTestId('cell-4-to_name').fill(`Recipient 3 (run ${run})`);
      const send = page.getByTestId('bulk-send');
      await expect(send).toBeEnabled();
      await send.click();
      await watchSendOffers(page);

      await page.waitForURL(/\/confirm-bulk-orders$/, SLOW);
      await expect(page.getByTestId('bulk-result')).toHaveText(/40\D+40/, SLOW);
      const first = page.getByTestId('shipper-3301');
      const second = page.getByTestId('shipper-3302');
      await expect(first).toContainText('35');
      await expect(second).toContainText('5');
      // 3301 had two chunks, so two receipts, 3302 one; each shipper its air waybills.
      await expect(first.getByRole('button')).toHaveCount(3);
      await expect(second.getByRole('button')).toHaveCount(2);
      expect(posts).toBe(3);
      expect(await sendOffers(page)).toEqual([]);
      await page.getByTestId('bulk-upload-another').click();
      await page.waitForURL(/\/file-upload$/, SLOW);
    });
  }
});
