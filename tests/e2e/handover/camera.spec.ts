// A parcel's barcode read by the scanner widget's camera goes into the handover (Chromium plays a clip of a
// Code 128 label as its camera).
import { testWithCamera } from '../support/camera/fakeCamera';
import { chooseJob, expect, figure, openHandover, orderRow, SLOW } from './support';

// The third parcel of job 1 at every sg point (src/plugins/handover/sim/SEEDS.md).
const test = testWithCamera({ bcid: 'code128', text: 'NVSGOUT1003', scale: 3, barHeight: 15 });
test.describe.configure({ timeout: 120_000 });

test('a parcel label seen by the camera is ticked in the job', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/to-driver', 'To driver');
  await chooseJob(page, 3);
  const scanner = page.getByTestId('scanner');
  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();
  await expect(orderRow(page, 'NVSGOUT1003')).toContainText('Scanned', SLOW);
  await expect(figure(page, 'scanned')).toContainText('1');
});
