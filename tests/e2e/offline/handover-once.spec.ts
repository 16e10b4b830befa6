// The driver handover's completion (PUT 1.1/orders) carries an idempotency key kept for the same parcels: the server
// hands the parcels over and its answer is lost (?sim=lost-next, as a network dropping after the server acted); the
// completion is then kept in the offline queue and sent again by itself with the same key, which gets the first answer:
// the handover completes once (without the key the server refuses the repeat: the parcels were already handed over).
import { test } from '@playwright/test';
import { chooseJob, expect, figure, openHandover, scanParcel, SLOW, typeCode } from '../handover/support';

test.describe.configure({ timeout: 150_000 });

test('a completion whose answer was lost is sent again by itself: one key, one handover, the summary', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/to-driver?sim=lost-next', 'To driver');
  await chooseJob(page, 3);
  for (const id of ['NVSGOUT1001', 'NVSGOUT1002', 'NVSGOUT1003']) await scanParcel(page, id);
  await expect(figure(page, 'scanned')).toContainText('3');
  await typeCode(page, '410001');
  const keys: string[] = [];
  page.on('request', (r) => { if (r.method() === 'PUT' && r.url().includes('/1.1/orders')) keys.push(r.headers()['idempotency-key'] ?? ''); });
  const button = page.getByRole('button', { name: 'Hand 3 parcels to the driver' });
  await button.click();
  await expect(page.getByTestId('handover-summary')).toContainText('3 parcels of job', SLOW);
  await expect(page.getByText('The handover was not completed')).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
});
