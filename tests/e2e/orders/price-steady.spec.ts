// A parcel's price line keeps its height from 'fill in the fields' through loading to the price, so a price arriving
// never moves what is below the card: with the page scrolled to its end, that is the footer's Create, and a tap on it
// as the price landed was lost (the button slid from under the press before its release).
import { test } from '@playwright/test';
import { fillRecipient, fillStampId, openNewOrder, parcelCard, selectShipper, sgRecipient, SG_SHIPPER, expect } from './support/orders';

test.describe.configure({ timeout: 120_000 });

test('the price line keeps one height while the price loads and once it shows', async ({ page }) => {
  await openNewOrder(page, 'sg-demo');
  await selectShipper(page, SG_SHIPPER.contact, SG_SHIPPER.name);
  const card = parcelCard(page, 1, 1);
  const price = card.getByTestId('parcel-price');
  await expect(price.getByText('The price appears when the shipper and the required fields are filled in.')).toBeVisible();
  // Every height the line takes from here on, as the browser lays it out.
  await price.evaluate((el) => {
    const seen: number[] = [];
    (window as unknown as { priceHeights: number[] }).priceHeights = seen;
    new ResizeObserver(() => seen.push(Math.round(el.getBoundingClientRect().height))).observe(el);
  });
  await fillStampId(card, 'STAMPSG0003');
  await fillRecipient(card, sgRecipient('Steady Price'));
  await expect(card.getByTestId('parcel-total')).toHaveText(/^S\$\d+\.\d{2}$/);
  await expect(card.getByText('Delivery fee')).toBeVisible();

  const heights = await page.evaluate(() => (window as unknown as { priceHeights: number[] }).priceHeights);
  expect(heights.length).toBeGreaterThan(0);
  expect(new Set(heights).size, `heights seen: ${heights.join(', ')}`).toBe(1);
});
