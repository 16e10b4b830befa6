import { expect } from '@playwright/test';
import { testWithCamera } from '../support/camera/fakeCamera';
import { openScannerSettings } from './scannerPage';

const CODE = 'NVSGDEMO00012345';
const test = testWithCamera({ bcid: 'code128', text: CODE, scale: 3, barHeight: 15 });

// Bug (decoder/client.ts + decoder/consistency.ts): the decoder worker is created when the camera starts and the
// first frame is posted at once. If the worker script takes longer than the client's 3 s frame timeout to arrive
// (first use on a slow connection or phone), the client gives up on that frame and ignores its late answer; but the
// worker did decode it, accepted the code and now holds it as "already accepted, still in view", so no later frame
// reports it. The label sits on the red line and is never read. (Same as in tests/component/scanner-decoder.test.tsx.)
test('a label already in view is read even when the decoder worker loads slowly', async ({ page, context }) => {
  let delayed = 0;
  await context.route(/decoder\.worker-[^/]*\.js$/, async (route) => {
    delayed += 1;
    await new Promise((r) => setTimeout(r, 4500));
    await route.continue();
  });
  const { scanner, result } = await openScannerSettings(page);
  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();
  await expect(scanner.getByRole('button', { name: 'Stop camera' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => delayed).toBe(1);
  await expect(result).toHaveText(`Read: ${CODE} (code_128)`, { timeout: 20_000 });
});
