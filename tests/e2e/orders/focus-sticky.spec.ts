// WCAG 2.2, 2.4.11 (focus not obscured) at 320 CSS px, a 640 px screen at 200% zoom: tabbing through the new-order
// page, no control that receives the focus is left under the sticky header or the sticky order footer (the Delivery
// type control was covered by the footer).
import { test } from '@playwright/test';
import { expect, openNewOrder, selectShipper, SG_SHIPPER } from './support/orders';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 320, height: 480 } });

interface Seen { name: string; top: number; bottom: number; headerBottom: number; footerTop: number; covered: boolean }

test('at 320 px every focused control of the new-order page is clear of the sticky header and footer', async ({ page }) => {
  await openNewOrder(page, 'sg-demo');
  await selectShipper(page, SG_SHIPPER.contact, SG_SHIPPER.name);
  // From the top of the page: the skip link is its first stop.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('a.skip-link').focus();

  // The focused control against the bars as they are on screen now (a bar that holds the control does not cover it).
  const look = () => page.evaluate((): Seen | null => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const header = document.querySelector('header');
    let footer: Element | null = document.querySelector('[data-testid="order-total"]');
    while (footer && getComputedStyle(footer).position !== 'sticky') footer = footer.parentElement;
    const r = el.getBoundingClientRect();
    const h = header && !header.contains(el) ? header.getBoundingClientRect() : null;
    const f = footer && !footer.contains(el) ? footer.getBoundingClientRect() : null;
    const overlaps = (b: DOMRect | null) => Boolean(b && b.height > 0 && r.bottom > b.top + 0.5 && r.top < b.bottom - 0.5);
    const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ?? el.textContent ?? '';
    return {
      name: `${el.tagName.toLowerCase()} ${label.trim().slice(0, 40)}`, top: r.top, bottom: r.bottom,
      headerBottom: h?.bottom ?? 0, footerTop: f?.top ?? innerHeight, covered: overlaps(h) || overlaps(f),
    };
  });

  // Each stop must be clear; the page may scroll the control clear in the next frames, so it gets a moment.
  const walk = async (key: 'Tab' | 'Shift+Tab', last: RegExp): Promise<string[]> => {
    const visited: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      await page.keyboard.press(key);
      let seen = await look();
      if (!seen) break;
      await expect.poll(async () => { seen = await look(); return seen?.covered ?? false; }, { timeout: 2000 }).toBe(false)
        .catch(() => { throw new Error(`${key}: focused ${JSON.stringify(seen)} is covered (after ${visited.join(' → ')})`); });
      visited.push(seen!.name);
      if (last.test(seen!.name)) break;
    }
    return visited;
  };

  // Down the page to Create (under the footer's edge), then back up to the menu button (under the header's).
  const down = await walk('Tab', /^button Create 1 order/);
  expect(down.some((n) => /^select Delivery type/.test(n))).toBe(true);
  expect(down.at(-1)).toMatch(/^button Create 1 order/);
  const up = await walk('Shift+Tab', /^button Open menu/);
  expect(up.some((n) => /^input Stamp ID/.test(n))).toBe(true);
  expect(up.at(-1)).toMatch(/^button Open menu/);
});
