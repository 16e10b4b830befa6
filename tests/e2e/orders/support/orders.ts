// Shared steps of the orders specs: the scan page (/send-parcel) and the post order form (/new-order), driven the
// way an operator does it, by the labels and texts on the screen.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page, type Request } from '@playwright/test';
import { login } from '../../support/auth';

/**
 * The specs' expect: on the 2-core machines these run on, other jobs often load the CPU several times over, and a
 * scan's answer or a form's re-render can then take longer than the 10 s default. Only the waiting is longer.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** A page load (a lazily loaded page chunk under that load) gets more still. */
export const SLOW = { timeout: 45_000 };

/** The scanner's duplicate window from config/portal.json (the same code again within it counts once). */
export const DUPLICATE_WINDOW_MS: number = (
  JSON.parse(readFileSync(new URL('../../../../config/portal.json', import.meta.url), 'utf8')) as { scanner: { duplicateWindowMs: number } }
).scanner.duplicateWindowMs;

export const SCAN_LABEL = 'Tracking, stamp, pack or return ID';

/** The label of Settings > Language in Thai, the language a Thai point starts in. */
const THAI_LANGUAGE_LABEL: string = (
  JSON.parse(readFileSync(new URL('../../../../src/kernel/messages/th.json', import.meta.url), 'utf8')) as Record<string, string>
)['settings.language']!;

/**
 * Logs in; a Thai account (which starts in Thai) then picks English in Settings > Language, as an operator who
 * reads English would, so every spec reads the English texts.
 */
export async function loginInEnglish(page: Page, user: string): Promise<void> {
  await page.goto('/login');
  await login(page, user);
  await page.waitForURL((url) => url.pathname !== '/login', SLOW);
  await expect(page.locator('main#main')).toBeVisible(SLOW);
  if (!user.startsWith('th-')) return;
  await page.goto('/settings');
  await page.getByRole('combobox', { name: THAI_LANGUAGE_LABEL }).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Logs in and opens the scan page ('Drop off and return'). */
export async function openScanPage(page: Page, user = 'sg-demo'): Promise<void> {
  await loginInEnglish(page, user);
  await page.goto('/send-parcel');
  await expect(page.getByRole('heading', { level: 1, name: 'Drop off and return' })).toBeVisible(SLOW);
  await expect(page.getByLabel(SCAN_LABEL)).toBeVisible();
}

/** The line under the scanner that says what became of the last scan (typing mode). */
export function scanResult(page: Page): Locator {
  return page.getByTestId('scan-result');
}

/** The list of scanned parcels waiting for check-in. */
export function scannedList(page: Page): Locator {
  return page.getByTestId('scanned-parcels');
}

/** One row of the scanned list, by tracking id. */
export function scannedRow(page: Page, trackingId: string): Locator {
  return scannedList(page).getByRole('row').filter({ hasText: trackingId });
}

/** Types a code into the scan field and presses Submit. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(SCAN_LABEL).fill(code);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** Types a send parcel's tracking id and waits until it is listed. */
export async function addSendParcel(page: Page, trackingId: string): Promise<void> {
  await typeCode(page, trackingId);
  await expect(scannedRow(page, trackingId)).toBeVisible();
}

/** Moves the focus out of every text field (onto the page itself), where a hardware scanner's keys are read. */
export async function focusOutsideFields(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).click();
  const tag = await page.evaluate(() => document.activeElement?.tagName ?? '');
  expect(tag).not.toMatch(/^(INPUT|TEXTAREA|SELECT)$/);
}

/** The JSON body of a request (the simulated API answers in a service worker; the page still sends the request). */
export function bodyOf<T = Record<string, unknown>>(request: Request): T {
  return request.postDataJSON() as T;
}

/** Collects every request whose URL matches, from now on. */
export function recordRequests(page: Page, match: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => { if (match.test(r.url())) seen.push(r); });
  return seen;
}

// ---------------------------------------------------------------------------------------------------------------
// Post orders

/** Logs in and opens a new post order ('New post order'). */
export async function openNewOrder(page: Page, user = 'sg-demo'): Promise<void> {
  await loginInEnglish(page, user);
  await page.goto('/new-order');
  await expect(page.getByRole('heading', { level: 1, name: 'New post order' })).toBeVisible(SLOW);
  // The location list is loaded: the state dropdown offers the zones.
  await expect(parcelCard(page, 1, 1).getByLabel('State / province').locator('option')).not.toHaveCount(1, SLOW);
}

/** The card of parcel n of count ('Parcel 1 of 2'). */
export function parcelCard(page: Page, n: number, count: number): Locator {
  return page.getByRole('region', { name: `Parcel ${n} of ${count}` });
}

/** Searches the shipper by contact number and selects it by name. */
export async function selectShipper(page: Page, contact: string, name: string): Promise<void> {
  const sender = page.getByRole('region', { name: 'Sender' });
  await sender.getByLabel("Shipper's contact number").fill(contact);
  await sender.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('shipper-results')).toBeVisible();
  await page.getByRole('button', { name: `Select ${name}` }).click();
  await expect(page.getByTestId('selected-shipper')).toContainText(name);
}

export interface RecipientInput {
  phone: string;
  name: string;
  postcode: string;
  state: string;
  city: string;
  /** Picked when given; otherwise the single district of the city is expected to fill itself in. */
  district: string;
  pickDistrict?: boolean;
  street: string;
}

/** Types a stamp id, leaves the field and waits for 'Stamp ID verified'. */
export async function fillStampId(card: Locator, stampId: string): Promise<void> {
  const field = card.getByLabel('Stamp ID');
  await field.fill(stampId);
  await field.blur();
  await expect(card.getByText('Stamp ID verified')).toBeVisible();
}

/** Fills the recipient form of a parcel card: phone, name, postcode, state, city, district, street address. */
export async function fillRecipient(card: Locator, r: RecipientInput): Promise<void> {
  await card.getByLabel('Mobile number').fill(r.phone);
  await card.getByLabel('Recipient name').fill(r.name);
  await card.getByLabel('Postcode').fill(r.postcode);
  await card.getByLabel('State / province').selectOption(r.state);
  await card.getByLabel('City').selectOption(r.city);
  if (r.pickDistrict) await card.getByLabel('District').selectOption(r.district);
  // A city with one district fills it in by itself (part 1 §5: a dropdown with exactly one option is auto-selected).
  await expect(card.getByLabel('District')).toHaveValue(r.district);
  await card.getByLabel('Street address').fill(r.street);
}

/** A Singapore recipient (Orchard has one district, Somerset, which fills itself in). */
export function sgRecipient(name: string, phone = '81234599'): RecipientInput {
  return { phone, name, postcode: '238801', state: 'Central', city: 'Orchard', district: 'Somerset', street: '1 Orchard Road' };
}

/** The sg-demo shipper searched by its contact number (SEEDS.md: +6591234501, Tan Kah Kee Hardware). */
export const SG_SHIPPER = { contact: '91234501', name: 'Tan Kah Kee Hardware' } as const;

/** Fills a one-parcel sg post order up to the price (shipper, stamp id, recipient) and waits for the S$ price. */
export async function fillSgPostOrder(page: Page, stampId: string, recipientName: string): Promise<Locator> {
  await selectShipper(page, SG_SHIPPER.contact, SG_SHIPPER.name);
  const card = parcelCard(page, 1, 1);
  await fillStampId(card, stampId);
  await fillRecipient(card, sgRecipient(recipientName));
  await expect(card.getByTestId('parcel-total')).toHaveText(/S\$\d/);
  return card;
}

/** Creates the filled order(s) and waits for the results page. */
export async function createAndWaitForResults(page: Page, count = 1): Promise<void> {
  await page.getByRole('button', { name: count === 1 ? 'Create 1 order' : `Create ${count} orders` }).click();
  await expect(page).toHaveURL(/\/confirm-order$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Order results' })).toBeVisible();
}
