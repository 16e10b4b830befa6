// Files and steps of the bulk upload specs, made from the same column definitions the portal reads them by.
import { expect as baseExpect, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { layoutOf, type PostVariant } from '../../../src/plugins/bulk/model/columns';
import { login } from '../support/auth';

export const expect = baseExpect.configure({ timeout: 20_000 });
export const SLOW = { timeout: 45_000 };

export async function openUpload(page: Page, user: string): Promise<void> {
  await page.goto('/login');
  await login(page, user);
  await page.waitForURL((url) => url.pathname !== '/login', SLOW);
  await expect(page.locator('main#main')).toBeVisible(SLOW);
  await page.goto('/file-upload');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
}

export async function chooseFile(page: Page, name: string, body: Buffer | string): Promise<void> {
  const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const mimeType = name.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await page.getByTestId('bulk-file-input').setInputFiles({ name, mimeType, buffer });
}

/** A post file's rows: the variant's example row with these changes, as cells in the variant's column order. */
export function postRows(variant: PostVariant, rows: Array<Record<string, string>>): string[][] {
  const columns = layoutOf(variant).columns;
  return [columns.map((c) => c.key), ...rows.map((r) => columns.map((c) => r[c.key] ?? c.example))];
}

export function csvOf(rows: string[][]): string {
  return `\uFEFF${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`;
}

export function xlsxOf(rows: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => r.map((v) => ({ t: 's', v })))), 'orders');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}
