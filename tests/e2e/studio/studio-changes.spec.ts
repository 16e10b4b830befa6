import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';
import { serveWithConfig } from './configServer';

const CLEAN = 'No problems: the files pass every check.';
const status = (page: Page) => page.getByTestId('studio-problem-status');
// The demo build under test, served again with the downloaded config on a port of its own.
const DIST = process.env.E2E_DIST ?? 'dist-demo';
const KH_PORT = Number(process.env.E2E_PORT ?? 4174) + 2;

async function openStudio(page: Page) {
  await page.goto('/config-studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Config studio' })).toBeVisible();
  await expect(status(page)).toHaveText(CLEAN);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test.describe('config studio: changes and a new country', () => {
  test('a file failing its checks downloads with a warning naming its problem; its diff shows the change', async ({ page }) => {
    await openStudio(page);
    await page.getByRole('tab', { name: 'Changes' }).click();
    await expect(page.getByText('No changes: every file is as served.')).toBeVisible();

    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.getByLabel('Files').selectOption('countries/ph.json');
    const editor = page.getByRole('textbox', { name: 'Content of countries/ph.json' });
    await editor.getByText('"+63"').click();
    await page.keyboard.press('End');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.type('63",');
    await expect(editor).toContainText('"phonePrefix": "63",');
    await expect(status(page)).toHaveText('Problems found: 1');

    // The previews say they show the last set that passed.
    await page.getByRole('tab', { name: 'What if' }).click();
    await expect(page.getByText('The edited files have errors: this preview shows the last edit that passed every check.')).toBeVisible();

    await page.getByRole('tab', { name: 'Changes' }).click();
    const file = page.getByTestId('changed-file');
    await expect(file).toHaveCount(1);
    await expect(file.getByRole('heading')).toHaveText('countries/ph.json (changed)');
    await expect(file.getByTestId('file-warning')).toContainText('countries/ph.json fails its checks (1 problem):');
    await expect(file.getByTestId('file-warning')).toContainText('at /phonePrefix: must match pattern');
    await expect(file.locator('[data-kind="removed"]')).toHaveText([/"phonePrefix": "\+63",/]);
    await expect(file.locator('[data-kind="added"]')).toHaveText([/"phonePrefix": "63",/]);

    const one = await downloaded(page, () => file.getByRole('button', { name: 'Download countries/ph.json' }).click());
    expect(one.name).toBe('ph.json');
    expect(JSON.parse(one.bytes.toString('utf8'))).toMatchObject({ code: 'ph', phonePrefix: '63' });
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded, with errors' })).toHaveText('Downloaded, with errors: countries/ph.json fail their checks. Fix them before publishing.');
  });

  test('new country: clear errors for wrong values', async ({ page }) => {
    await openStudio(page);
    await page.getByRole('tab', { name: 'New country from…' }).click();
    await page.getByLabel('Country code').fill('sg');
    await page.getByLabel('Phone prefix').fill('855');
    await page.getByLabel('Currency code').fill('khr');
    await page.getByLabel('UTC offset (hours)').fill('7.3');
    await page.getByRole('button', { name: 'Write the new country as drafts' }).click();
    await expect(page.getByText('This code is already in portal.json.')).toBeVisible();
    await expect(page.getByText('Enter a plus sign and 1 to 4 digits, e.g. +855.')).toBeVisible();
    await expect(page.getByText('Enter three capital letters, e.g. KHR.')).toBeVisible();
    await expect(page.getByText('Enter a number of hours from -12 to 14, in steps of 0.25.')).toBeVisible();
    await expect(page.getByText('This field cannot be left blank.')).toBeVisible();
    await expect(page.getByLabel('Country code')).toHaveValue('sg');
    // Nothing was written.
    await page.getByRole('tab', { name: 'Changes' }).click();
    await expect(page.getByText('No changes: every file is as served.')).toBeVisible();
  });

  test('new country kh from sg: the zip passes config:check in a copy of config/, and kh-demo logs in with it', async ({ page, browser }) => {
    await openStudio(page);
    await page.getByRole('tab', { name: 'New country from…' }).click();
    await page.getByLabel('Copy from').selectOption('sg');
    await page.getByLabel('Country code').fill('kh');
    await page.getByLabel('Name (English)').fill('Cambodia');
    await page.getByLabel('Phone prefix').fill('+855');
    await page.getByLabel('Currency code').fill('KHR');
    await page.getByLabel('Currency symbol').fill('៛');
    await page.getByLabel('UTC offset (hours)').fill('7');
    await page.getByRole('button', { name: 'Write the new country as drafts' }).click();
    const done = page.getByTestId('new-country-done');
    await expect(done).toContainText('3 files written as drafts:');
    await expect(done).toContainText('countries/kh.json /postcodeLength');
    await expect(status(page)).toHaveText(CLEAN);

    // Open one: it is in the editor.
    await done.getByRole('button', { name: 'Open countries/kh.json' }).click();
    await expect(page.getByRole('textbox', { name: 'Content of countries/kh.json' })).toContainText('"phonePrefix": "+855"');

    await page.getByRole('tab', { name: 'Changes' }).click();
    await expect(page.getByTestId('changed-file')).toHaveCount(3);
    const zip = await downloaded(page, () => page.getByRole('button', { name: 'Download all changed files (zip)' }).click());
    expect(zip.name).toBe('config-changes.zip');
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries).sort()).toEqual(['countries/kh.json', 'forms/kh.json', 'portal.json']);

    const dir = mkdtempSync(join(tmpdir(), 'studio-kh-'));
    try {
      const config = join(dir, 'config');
      cpSync('config', config, { recursive: true });
      for (const [path, bytes] of Object.entries(entries)) {
        mkdirSync(dirname(join(config, path)), { recursive: true });
        writeFileSync(join(config, path), strFromU8(bytes));
      }
      const run = spawnSync('node', ['scripts/config-check.mjs', config], { encoding: 'utf8' });
      expect(run.stdout + run.stderr).toContain('config:check ok: 9 countries');
      expect(run.status).toBe(0);

      const server = await serveWithConfig(DIST, config, KH_PORT);
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${KH_PORT}` });
      try {
        const other = await context.newPage();
        await loginAs(other, 'kh-demo');
        await expect(other.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
      } finally {
        await context.close();
        await new Promise((ok) => server.close(ok));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
