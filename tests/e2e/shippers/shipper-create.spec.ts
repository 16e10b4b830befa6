// The shipper sign-up wizard on /shipper-create (part 1 §3-§4, §8): every step with a drawn signature and the new
// shipper used as a sender; a reload keeps a half-filled wizard; failed, not supported and set-up failure paths.
import { test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { bodyOf, expect, loginInEnglish, recordRequests, SLOW } from '../orders/support/orders';

test.describe.configure({ timeout: 120_000 });

const SG_ACCOUNT = {
  'First name': 'Aisyah',
  'Last name': 'Rahman',
  'ID or IC number': 's 1234567 d',
  'Address on the ID or IC': '10 Tampines Street 11',
  'Postal code on the ID or IC': '521010',
  'Return address': '22 Bedok North Road',
  'Return postal code': '469678',
  'Billing address': '22 Bedok North Road',
  'Billing postal code': '469678',
  'Email': 'aisyah@example.com',
  'Mobile number': '0 9876 5432',
} as const;

// A 1x1 PNG: the bank account proof.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

async function openWizard(page: Page, user = 'sg-demo'): Promise<void> {
  await loginInEnglish(page, user);
  await page.goto('/shipper-create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a shipper' })).toBeVisible(SLOW);
}

async function fillAccount(page: Page, shopName: string): Promise<void> {
  for (const [label, value] of Object.entries(SG_ACCOUNT)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Shop name', { exact: true }).fill(shopName);
}

const step = (page: Page, n: number, name: string) => expect(page.getByRole('heading', { level: 2, name: `Step ${n} of 4: ${name}` })).toBeVisible();

async function sign(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /Signature pad/ });
  // The mouse draws at screen coordinates: the pad must be on screen first.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 15, box.y + box.height / 2 + (i % 2 ? -25 : 25));
  await page.mouse.up();
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
}

async function throughToCreate(page: Page, shopName: string, billing: 'Prepaid' | 'Postpaid' = 'Prepaid'): Promise<void> {
  await fillAccount(page, shopName);
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 2, 'Billing and COD');
  await page.getByRole('radio', { name: billing }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 3, 'Authorise');
  await sign(page);
  await page.getByRole('button', { name: 'Create shipper' }).click();
}

const setupCalls = (seen: Request[]) => seen.filter((r) => r.method() === 'PUT' && /\/1\.2\/shippers\/\d+\/setup$/.test(r.url()));

test('every step with COD, a bank proof and a drawn signature; a reload keeps the draft; the new shipper becomes the sender', async ({ page }) => {
  const seen = recordRequests(page, /\/api\/sg\/(2\.1\/shippers|1\.2\/shippers|2\.0\/shippers\/\d+\/upload)/);
  await openWizard(page);
  await step(page, 1, 'Account');

  // Next on an empty form: every required field says so, and nothing is sent.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('12 fields need attention before you go on.')).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Shop name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, '/shipper-create account step with its errors');

  await fillAccount(page, 'Aisyah Batik Corner');
  await page.getByLabel('ID or IC number', { exact: true }).fill('S12345');
  await page.getByLabel('ID or IC number', { exact: true }).blur();
  await expect(page.getByText('Enter a valid ID or IC number (9 characters)')).toBeVisible();
  await page.getByLabel('ID or IC number', { exact: true }).fill('S1234567D');
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 2, 'Billing and COD');
  await expect(page.getByRole('radio', { name: 'Prepaid' })).toBeChecked();

  await page.getByRole('checkbox', { name: 'The shipper collects cash on delivery' }).check();
  await page.getByLabel('Bank name', { exact: true }).fill('DBS Bank');
  await page.getByLabel('Bank branch', { exact: true }).fill('Tampines');
  await page.getByLabel('Savings account number', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The savings account number must have 10 to 15 digits')).toBeVisible();
  await expect(page.getByText('Add a photo of the bank book or a bank statement')).toBeVisible();
  await page.getByLabel('Savings account number', { exact: true }).fill('0123-456-789-01');
  // A wrong file is refused with its reason; then the right one is taken.
  await page.getByLabel('Proof of bank account', { exact: true }).setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(page.getByText('Only JPG, JPEG or PNG images can be uploaded.')).toBeVisible();
  await page.getByLabel('Proof of bank account', { exact: true }).setInputFiles({ name: 'passbook.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('proof-name')).toHaveText('passbook.png');

  // A reload here keeps the step, the typed fields and the picture.
  await page.waitForTimeout(400);
  await page.reload();
  await step(page, 2, 'Billing and COD');
  await expect(page.getByText('Your unfinished sign-up was restored.')).toBeVisible();
  await expect(page.getByLabel('Savings account number', { exact: true })).toHaveValue('0123-456-789-01');
  await expect(page.getByTestId('proof-name')).toHaveText('passbook.png');
  await page.getByRole('button', { name: 'Back' }).click();
  await step(page, 1, 'Account');
  await expect(page.getByLabel('Shop name', { exact: true })).toHaveValue('Aisyah Batik Corner');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 3, 'Authorise');
  await expectNoSeriousA11yViolations(page, '/shipper-create authorise step');

  // No signature, no account.
  await page.getByRole('button', { name: 'Create shipper' }).click();
  await expect(page.getByText('The shipper must sign before the account can be created')).toBeVisible();
  await page.getByRole('radio', { name: 'One-time signature' }).check();
  await sign(page);
  await page.getByRole('button', { name: 'Create shipper' }).click();

  await step(page, 4, 'Result');
  await expect(page.getByRole('heading', { name: 'Shipper created' })).toBeVisible(SLOW);
  await expect(page.getByText('Aisyah Batik Corner can now send parcels from this point.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/shipper-create result');

  const create = seen.find((r) => r.method() === 'POST' && /\/2\.1\/shippers$/.test(r.url()))!;
  expect(bodyOf(create)).toEqual({
    firstName: 'Aisyah', lastName: 'Rahman', icNumber: 'S1234567D', icAddress: '10 Tampines Street 11', icPostalCode: '521010',
    rtsAddress: '22 Bedok North Road', rtsPostalCode: '469678', billingAddress: '22 Bedok North Road', postalCode: '469678',
    email: 'aisyah@example.com', shopName: 'Aisyah Batik Corner', mobileNumber: '+6598765432',
  });
  const [setup] = setupCalls(seen);
  const setupBody = bodyOf<{ signature: string }>(setup!);
  expect(setupBody).toMatchObject({
    billingType: 'PREPAID', isCodEnabled: true, authorisation: 'ONE_TIME',
    bank: { bankName: 'DBS Bank', bankBranch: 'Tampines', accountNumber: '012345678901' },
  });
  expect(setupBody.signature).toMatch(/^data:image\/png;base64,/);
  expect(seen.some((r) => r.method() === 'PUT' && /upload-bank-account-proof$/.test(r.url()))).toBe(true);

  await page.getByRole('button', { name: 'Create a post order for this shipper' }).click();
  await expect(page).toHaveURL(/\/new-order$/);
  await expect(page.getByTestId('selected-shipper')).toContainText('Aisyah Batik Corner', SLOW);
  await expect(page.getByTestId('selected-shipper')).toContainText('+6598765432');
});

test('a creation that fails shows the message and keeps the details; one not supported says why', async ({ page }) => {
  await openWizard(page);
  await page.goto('/shipper-create?contact_no=%2B6598765432');
  // Coming from a search with no result: the number searched is already filled in.
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('98765432');
  await throughToCreate(page, 'Fail Me Supplies');
  await expect(page.getByText('Please try creating an account again. If this issue persists, please reach out to your account manager.')).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Edit the details' }).click();
  await step(page, 1, 'Account');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Aisyah');
  await page.getByLabel('Shop name', { exact: true }).fill('Not Supported Mart');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create shipper' }).click();
  await expect(page.getByText('Shipper creation not supported: this point cannot sign up new shippers')).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: 'Go to Shipper search' })).toBeVisible();
});

test('set-up failing for a postpaid account offers retry, cancel and a prepaid account, which works', async ({ page }) => {
  const seen = recordRequests(page, /\/api\/sg\/1\.2\/shippers\/\d+\/setup$/);
  await openWizard(page);
  await throughToCreate(page, 'Setup Fail Traders', 'Postpaid');
  const modal = page.getByRole('alertdialog', { name: 'One more step to completing set up with your shipper account.' });
  await expect(modal).toBeVisible(SLOW);
  await expect(modal.getByText('Please retry and if the problem persist, please contact your account manager.')).toBeVisible();
  await modal.getByRole('button', { name: 'Retry' }).click();
  await expect(modal).toBeVisible(SLOW);
  await expect.poll(() => setupCalls(seen).length).toBe(2);
  await modal.getByRole('button', { name: 'Create prepaid account' }).click();
  await expect(page.getByRole('heading', { name: 'Shipper created' })).toBeVisible(SLOW);
  expect(setupCalls(seen).map((r) => bodyOf<{ billingType: string }>(r).billingType)).toEqual(['POSTPAID', 'POSTPAID', 'PREPAID']);
});

test('a registration that never finishes ends with the still-processing message after the polling runs out', async ({ page }) => {
  const polls = recordRequests(page, /\/api\/sg\/1\.0\/async-requests\//);
  await openWizard(page);
  await throughToCreate(page, 'Never Ends Emporium');
  await expect(page.getByText("We are still processing the registration. Try entering your Shipper's phone number in Shipper Search later.")).toBeVisible({ timeout: 60_000 });
  expect(polls).toHaveLength(30);
});
