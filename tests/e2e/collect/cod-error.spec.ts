// A point without COD (id-nocod-demo, in Indonesian as an Indonesian point starts): the COD parcel goes to errorCod.
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { login } from '../support/auth';
import { expect, SLOW } from './support';

const id = JSON.parse(readFileSync(new URL('../../../src/plugins/collect/messages/id.json', import.meta.url), 'utf8')) as Record<string, string>;
const kernelId = JSON.parse(readFileSync(new URL('../../../src/kernel/messages/id.json', import.meta.url), 'utf8')) as Record<string, string>;
const text = (key: string) => id[`collect.${key}`] ?? key;

test('errorCod: the COD parcel is set aside, axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await login(page, 'id-nocod-demo');
  await page.waitForURL((u) => u.pathname !== '/login', SLOW);
  await page.goto('/customer-collect');
  await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible(SLOW);
  await page.getByLabel(text('otp_label')).fill('333333');
  await page.getByRole('button', { name: text('verify'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('parcels_title').replace('{name}', 'Chandra Wijaya') })).toBeVisible(SLOW);
  await page.getByLabel(text('scan_label')).fill('NVIDCOL00301');
  await page.getByTestId('scanner').getByRole('button', { name: kernelId['scanner.submit'] ?? 'Submit', exact: true }).click();
  await expect(page.getByTestId('collect-parcels').locator('tr[data-scanned="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: /^Serahkan/ }).click();
  // NVIDCOL00302 stays at the point: the question names it, in Indonesian.
  const ask = page.getByRole('dialog', { name: text('partial_title').replace('{scanned}', '1').replace('{total}', '2') });
  await expect(ask).toContainText('NVIDCOL00302');
  await ask.getByRole('button', { name: /^Serahkan/ }).click();
  const problem = page.getByTestId('cod-error');
  await expect(problem).toContainText(text('cod_error_title'));
  await expect(problem).toContainText('NVIDCOL00301');
  await expectNoSeriousA11yViolations(page, 'errorCod');
  await problem.getByRole('button', { name: text('cod_set_aside') }).click();
  await expect(page.getByTestId('collect-parcels').locator('tr[data-scanned="true"]')).toHaveCount(0);
});
