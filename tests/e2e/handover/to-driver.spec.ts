// To driver and from driver end to end on the demo build: typed ids, the driver's code, the manifest check, completion.
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { hardwareScan } from '../support/hardwareScan';
import { chooseJob, CODE_LABEL, expect, figure, openHandover, orderRow, scanParcel, scanResult, scrollsSideways, SLOW, typeCode } from './support';

test.describe.configure({ timeout: 150_000 });

test('an sg point hands a job’s three parcels to the driver by typed ids; a wrong code is refused and kept', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/to-driver', 'To driver');
  await chooseJob(page, 3);
  await expect(figure(page, 'expected')).toContainText('3');
  for (const id of ['NVSGOUT1001', 'nvsgout1002', 'NVSGOUT1003']) {
    await scanParcel(page, id);
    await expect(orderRow(page, id.toUpperCase())).toContainText('Scanned');
  }
  await scanParcel(page, 'NVSGOUT1002');
  await expect(scanResult(page)).toContainText('Parcel already scanned');
  await expect(figure(page, 'scanned')).toContainText('3');
  await expect(figure(page, 'missing')).toContainText('0');

  await expect(page.getByTestId('handover-code')).toHaveText('410001');
  await expect(page.getByTestId('handover-qr')).toBeVisible(SLOW);
  const qr = await page.getByTestId('handover-qr').boundingBox();
  expect(qr?.width ?? 0).toBeGreaterThanOrEqual(200);

  await typeCode(page, '000000');
  await expect(page.getByText("This code does not match the driver's job")).toBeVisible();
  await expect(page.getByLabel(CODE_LABEL)).toHaveValue('000000');
  await expectNoSeriousA11yViolations(page, '/to-driver with three parcels scanned and a wrong code');
  await typeCode(page, '410001');
  await expect(page.getByTestId('handover-verified')).toContainText("Driver's code checked");

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/1.1/orders'));
  await page.getByRole('button', { name: 'Hand 3 parcels to the driver' }).click();
  expect((await put).postDataJSON()).toEqual({ orders: [
    { tracking_id: 'NVSGOUT1001', released_to: 'DRIVER' },
    { tracking_id: 'NVSGOUT1002', released_to: 'DRIVER' },
    { tracking_id: 'NVSGOUT1003', released_to: 'DRIVER' },
  ] });
  const summary = page.getByTestId('handover-summary');
  await expect(summary).toContainText('Parcels handed to the driver', SLOW);
  await expect(page.getByTestId('summary-handed')).toContainText('NVSGOUT1003');
  await expectNoSeriousA11yViolations(page, '/to-driver summary');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PDF for printing, A6' }).click();
  const tab = await popup;
  await tab.waitForURL(/^blob:/, SLOW);
  const head = await tab.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
    return new TextDecoder('latin1').decode(bytes.slice(0, 600));
  });
  expect(head).toMatch(/^%PDF-1\.4/);
  expect(head).toContain('/MediaBox [0 0 297.64 419.53]');
  await tab.close();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await download).createReadStream();
  const text = await new Promise<string>((resolve) => { let s = ''; csv.on('data', (c: Buffer) => { s += c.toString(); }); csv.on('end', () => resolve(s)); });
  // One table: the job and the time are columns of every line, not a line of their own under the parcels.
  const lines = text.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '');
  expect(lines[0]).toBe('Tracking ID,Outcome,Status,Reason for the missing parcels,Job,Completed at');
  expect(lines.slice(1).every((l) => /,\d+,"\d{2} [^"]+, \d{2}:\d{2} [AP]M"$/.test(l))).toBe(true);
  expect(text).toContain('NVSGOUT1001,Handed to driver,Handover complete');
});

test('a missing parcel needs a reason, which reaches the summary; a parcel not in the job is refused and counted', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/to-driver', 'To driver');
  await chooseJob(page, 5);
  await expect(orderRow(page, 'NVSGOUT3002')).toContainText('Overstayed');
  // Lodged 80 hours ago: whatever the hour, more than three of Singapore's days after its day N.
  await expect(orderRow(page, 'NVSGOUT3002')).toContainText('Later than N+3');
  for (const id of ['NVSGOUT3001', 'NVSGOUT3002', 'NVSGOUT3003', 'NVSGOUT3004']) await scanParcel(page, id);
  await expect(figure(page, 'scanned')).toContainText('4');
  await scanParcel(page, 'NVSGOUT1001');
  await expect(scanResult(page)).toContainText('Parcel is incorrect. Verify and try again.');
  await expect(figure(page, 'unexpected')).toContainText('1');
  await expect(figure(page, 'missing')).toContainText('1');
  await expect(page.getByTestId('handover-missing')).toHaveText('NVSGOUT3005');
  await page.getByRole('button', { name: 'The driver has confirmed' }).click();

  await page.getByRole('button', { name: 'Hand 4 parcels to the driver' }).click();
  await expect(page.getByText('Say why parcels are missing before completing.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/to-driver with a missing parcel and no reason');
  await page.getByLabel('Reason for the missing parcels').fill('Not on the shelf; searched twice');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/1.1/orders'));
  await page.getByRole('button', { name: 'Hand 4 parcels to the driver' }).click();
  expect(((await put).postDataJSON() as { orders: unknown[] }).orders).toHaveLength(4);
  await expect(page.getByTestId('summary-missing')).toHaveText('NVSGOUT3005', SLOW);
  await expect(page.getByTestId('summary-reason')).toContainText('Not on the shelf; searched twice');
  await expect(page.getByTestId('summary-unexpected')).toHaveText('NVSGOUT1001');

  // The reason and the completion are in the point's event log.
  await page.goto('/settings/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity today' })).toBeVisible(SLOW);
  const activity = page.getByTestId('activity-table');
  const reasonRow = activity.getByRole('row').filter({ hasText: 'Parcels missing at a driver handover' });
  await expect(reasonRow).toHaveCount(1, SLOW);
  await expect(reasonRow).toContainText('Not on the shelf; searched twice');
  await expect(reasonRow).toContainText('NVSGOUT3005');
  await expect(activity.getByRole('row').filter({ hasText: 'Driver handover completed' })).toHaveCount(1);
});

test('a failed completion keeps every scan and says what failed; the retry completes', async ({ page }) => {
  await openHandover(page, 'my-demo', '/to-driver', 'To driver');
  await chooseJob(page, 2);
  await scanParcel(page, 'NVMYOUT4001');
  await scanParcel(page, 'NVMYOUT4002');
  await expect(figure(page, 'scanned')).toContainText('2');
  await typeCode(page, '410004');
  await page.getByRole('button', { name: 'Hand 2 parcels to the driver' }).click();
  await expect(page.getByText('The handover was not completed')).toBeVisible(SLOW);
  await expect(page.getByText('The handover could not be saved. Please try again.', { exact: false })).toBeVisible();
  await expect(orderRow(page, 'NVMYOUT4001')).toContainText('Scanned');
  await expect(figure(page, 'scanned')).toContainText('2');
  await page.getByRole('button', { name: 'Hand 2 parcels to the driver' }).click();
  await expect(page.getByTestId('handover-summary')).toContainText('2 parcels of job', SLOW);
});

test('an sg point receives a driver’s drop-off; the parcels then wait for their customers', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/from-driver', 'From driver');
  await chooseJob(page, 4);
  for (const id of ['NVSGIN5001', 'NVSGIN5002', 'NVSGIN5003', 'NVSGIN5004']) await scanParcel(page, id);
  await expect(figure(page, 'scanned')).toContainText('4');
  await expect(page.getByTestId('handover-code')).toHaveText('510005');
  await typeCode(page, '410005');
  await expect(page.getByText("This code does not match the driver's job")).toBeVisible();
  await typeCode(page, '510005');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/1.1/orders'));
  await page.getByRole('button', { name: 'Receive 4 parcels' }).click();
  const body = (await put).postDataJSON() as { orders: { released_to: string }[] };
  expect(body.orders.map((o) => o.released_to)).toEqual(['DP', 'DP', 'DP', 'DP']);
  await expect(page.getByTestId('handover-summary')).toContainText('they now wait for their customers', SLOW);
});

test('a reload in the middle of a handover brings back the job, the scans and the reason', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/to-driver', 'To driver');
  await chooseJob(page, 5);
  await scanParcel(page, 'NVSGOUT3001');
  await scanParcel(page, 'NVSGOUT3004');
  await expect(figure(page, 'scanned')).toContainText('2');
  await page.getByLabel('Reason for the missing parcels').fill('Driver in a hurry');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'To driver' })).toBeVisible(SLOW);
  await expect(page.getByRole('radio', { name: /: 5 parcels/ })).toBeChecked(SLOW);
  await expect(figure(page, 'scanned')).toContainText('2', SLOW);
  await expect(orderRow(page, 'NVSGOUT3004')).toContainText('Scanned');
  await expect(page.getByLabel('Reason for the missing parcels')).toHaveValue('Driver in a hurry');
});

test('at 360 px the to-driver page does not scroll sideways and stays axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHandover(page, 'sg-demo', '/to-driver', 'To driver');
  await chooseJob(page, 3);
  await scanParcel(page, 'NVSGOUT1001');
  await expect(orderRow(page, 'NVSGOUT1001')).toContainText('Scanned');
  await expect(page.getByTestId('handover-qr')).toBeVisible(SLOW);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page, '/to-driver at 360 px');
});

test('a hardware scanner burst anywhere on the page scans a parcel into the handover', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/to-driver', 'To driver');
  await chooseJob(page, 3);
  await page.getByRole('heading', { level: 1, name: 'To driver' }).click();
  await hardwareScan(page, 'NVSGOUT1002');
  await expect(orderRow(page, 'NVSGOUT1002')).toContainText('Scanned');
  await expect(figure(page, 'scanned')).toContainText('1');
});
