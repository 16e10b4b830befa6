// Shared steps of the scanner specs: log in as sg-demo and open Settings > Scanner (its test-scan widget).
import { expect, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';

/**
 * Page loads and the first camera read wait longer than the 10 s default: the camera specs keep a core busy
 * decoding video, and on a 2-core machine the other worker's page loads slow down accordingly.
 */
export const SLOW = { timeout: 30_000 };

export async function openScannerSettings(page: Page) {
  await loginAs(page, 'sg-demo');
  await page.goto('/settings/scanner');
  const heading = page.getByRole('heading', { level: 1, name: 'Scanner' });
  await expect(heading).toBeVisible(SLOW);
  const scanner = page.getByTestId('scanner');
  return {
    heading,
    scanner,
    field: scanner.getByRole('textbox', { name: 'Code' }),
    submit: scanner.getByRole('button', { name: 'Submit' }),
    /** The read overlay (camera mode) or result line (typing mode). */
    result: scanner.getByTestId('scan-result'),
    reads: page.getByTestId('last-reads').getByRole('listitem'),
  };
}

/** Opens Settings > Activity (today's events). */
export async function openActivity(page: Page) {
  await page.goto('/settings/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity today' })).toBeVisible(SLOW);
  const table = page.getByTestId('activity-table');
  await expect(table).toBeVisible(SLOW);
  return table;
}
