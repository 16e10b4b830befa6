// Steps of the handover specs, driven by the labels and texts an operator sees.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { login } from '../support/auth';

/** Only the waiting is longer: other jobs load the 2-core machine several times over. */
export const expect = baseExpect.configure({ timeout: 20_000 });
export const SLOW = { timeout: 45_000 };

export const SCAN_LABEL = 'Tracking ID of the parcel';
export const CODE_LABEL = "Or type the driver's 6-digit code";

/** Logs in and opens a handover page by its path. */
export async function openHandover(page: Page, user: string, path: string, title: string): Promise<void> {
  await page.goto('/login');
  await login(page, user);
  await page.waitForURL((url) => url.pathname !== '/login', SLOW);
  await expect(page.locator('main#main')).toBeVisible(SLOW);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
}

/** Chooses the job with this many parcels. */
export async function chooseJob(page: Page, parcels: number): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`: ${parcels} parcels`) }).check();
  await expect(page.getByTestId('manifest-expected')).toContainText(String(parcels), SLOW);
  await expect(page.getByTestId('handover-loading')).toHaveCount(0, SLOW);
}

/** Types a tracking id into the scanner and submits it. */
export async function scanParcel(page: Page, trackingId: string): Promise<void> {
  await page.getByLabel(SCAN_LABEL).fill(trackingId);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(CODE_LABEL).fill(code);
  await page.getByRole('button', { name: 'Check code', exact: true }).click();
}

export function orderRow(page: Page, trackingId: string): Locator {
  return page.getByTestId('handover-orders').getByRole('row').filter({ hasText: trackingId });
}

export function figure(page: Page, name: 'expected' | 'scanned' | 'missing' | 'unexpected'): Locator {
  return page.getByTestId(`manifest-${name}`);
}

export function scanResult(page: Page): Locator {
  return page.getByTestId('scan-result');
}

/** True when the page scrolls sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
