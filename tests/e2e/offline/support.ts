import type { Page, Request } from '@playwright/test';
import { expect, SCAN_LABEL } from '../orders/support/orders';

export type SimFaultLabel = 'Normal' | 'Offline (every call dropped)' | 'Flaky (some calls dropped)';

/** Sets the simulated API's fault from its panel (the demo build's server lives in the page, behind a service worker). */
export async function setFault(page: Page, label: SimFaultLabel): Promise<void> {
  const panelButton = page.getByRole('button', { name: 'Simulated API settings' });
  await panelButton.click();
  await page.getByLabel('Next answers').selectOption({ label });
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await panelButton.click();
}

/** Types a code and waits until the scan line says what became of it. */
export async function scanCode(page: Page, code: string, says: string | RegExp): Promise<void> {
  await page.getByLabel(SCAN_LABEL).fill(code);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('scan-result')).toContainText(says);
}

/** The send page's list of parcels scanned offline. */
export const waitingList = (page: Page) => page.getByTestId('waiting-scans');

/** Lodge-in starts (POST 1.2/reservations/send) seen from now on, with their keys and tracking ids. */
export function recordLodgeIns(page: Page): { key: string; ids: string[]; request: Request }[] {
  const seen: { key: string; ids: string[]; request: Request }[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !/\/1\.2\/reservations\/send(\?|$)/.test(r.url())) return;
    const body = r.postDataJSON() as { reservations: { trackingId: string }[] };
    seen.push({ key: r.headers()['idempotency-key'] ?? '', ids: body.reservations.map((x) => x.trackingId), request: r });
  });
  return seen;
}

export const sendIds = (from: number, count: number) => Array.from({ length: count }, (_, i) => `NVSG${String(from + i).padStart(8, '0')}`);
