// Steps of the collect specs, driven by the labels and texts an operator sees.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { login } from '../support/auth';

/** Only the waiting is longer: other jobs load the 2-core machine several times over. */
export const expect = baseExpect.configure({ timeout: 20_000 });
export const SLOW = { timeout: 45_000 };

export const OTP_LABEL = 'One-time code (OTP)';
export const SCAN_LABEL = 'Tracking ID of the parcel from the shelf';

/** Logs in and opens Customer collect. */
export async function openCollect(page: Page, user = 'sg-demo'): Promise<void> {
  await page.goto('/login');
  await login(page, user);
  await page.waitForURL((url) => url.pathname !== '/login', SLOW);
  await expect(page.locator('main#main')).toBeVisible(SLOW);
  await page.goto('/customer-collect');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer collect' })).toBeVisible(SLOW);
}

export async function verifyOtp(page: Page, otp: string): Promise<void> {
  await page.getByLabel(OTP_LABEL).fill(otp);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Types a tracking id into the parcel scanner and submits it. */
export async function scanParcel(page: Page, trackingId: string): Promise<void> {
  await page.getByLabel(SCAN_LABEL).fill(trackingId);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** The row of a parcel in the customer's list. */
export function parcelRow(page: Page, trackingId: string): Locator {
  return page.getByTestId('collect-parcels').getByRole('row').filter({ hasText: trackingId });
}

/** Confirms the question a partial hand-over asks (some of the customer's parcels stay at the point). */
export async function confirmPartialHandover(page: Page, releaseLabel: RegExp | string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: releaseLabel }).click();
}

export function scanResult(page: Page): Locator {
  return page.getByTestId('scan-result');
}
