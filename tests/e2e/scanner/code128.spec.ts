import { expect } from '@playwright/test';
import { mainMenu } from '../support/auth';
import { recordStreams, streamStates, testWithCamera } from '../support/camera/fakeCamera';
import { openScannerSettings, SLOW } from './scannerPage';

const CODE = 'NVSGDEMO00012345';
// 1 px per module (scale 1, 178 px wide) decodes too; 3 (534 px of 640) is what a label held at the line looks like.
const test = testWithCamera({ bcid: 'code128', text: CODE, scale: 3, barHeight: 15 });

test('a Code 128 label in front of the camera is read once, and leaving the page stops the camera', async ({ page }) => {
  await recordStreams(page);
  const { scanner, result, reads } = await openScannerSettings(page);

  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();
  await expect(scanner.getByText('Place barcode on the red line')).toBeVisible(SLOW);

  // One assertion: the overlay is shown for a moment only, so its text and kind are read together.
  await expect(result.and(page.locator('[data-kind="success"]'))).toHaveText(`Read: ${CODE} (code_128)`, SLOW);
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText(CODE);
  await expect(reads.first()).toContainText('(code_128)');
  await expect(reads.first()).toContainText('camera');

  // The label stays in view: it is held, not read again (the overlay goes, the list keeps one entry).
  await expect(result).toHaveCount(0, { timeout: 5000 });
  await page.waitForTimeout(1500);
  await expect(reads).toHaveCount(1);

  const live = await streamStates(page);
  expect(live.length).toBeGreaterThan(0);
  expect(live.flat()).toContain('live');

  await mainMenu(page).getByRole('listitem').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible(SLOW);
  await expect.poll(async () => (await streamStates(page)).flat()).not.toContain('live');
  const after = await streamStates(page);
  expect(after.length).toBe(live.length);
  expect(after.every((tracks) => tracks.length > 0 && tracks.every((s) => s === 'ended'))).toBe(true);
});

test('the camera turns off when the Code field gets focus, and on a click outside the scanner', async ({ page }) => {
  await recordStreams(page);
  const { heading, scanner, field } = await openScannerSettings(page);
  const start = scanner.getByRole('button', { name: 'Tap to start the camera' });
  const stop = scanner.getByRole('button', { name: 'Stop camera' });
  const allEnded = async () => (await streamStates(page)).every((tracks) => tracks.length > 0 && tracks.every((s) => s === 'ended'));

  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await start.click();
  await expect(stop).toBeVisible(SLOW);
  await field.focus();
  await expect(start).toBeVisible();
  await expect.poll(allEnded).toBe(true);
  expect(await streamStates(page)).toHaveLength(1);

  await start.click();
  await expect(stop).toBeVisible(SLOW);
  await heading.click();
  await expect(start).toBeVisible();
  await expect.poll(allEnded).toBe(true);
  expect(await streamStates(page)).toHaveLength(2);
});
