// The network status as an operator meets it in the demo build: the desktop menu column and the phone header say
// Online, Offline once the browser's network is cut (context.setOffline), and how many parcels wait to be sent; the
// screen reader hears each change once; the offline states are axe clean and readable on a 360 px phone.
import { readFileSync } from 'node:fs';
import { test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { loginAs, mainMenu } from '../support/auth';
import { expect, openScanPage, SLOW } from '../orders/support/orders';
import { scanCode, sendIds, setFault } from './support';
import { expectNoSideScroll } from '../support/sideScroll';

test.describe.configure({ timeout: 150_000 });

const announcer = (page: Page) => page.getByTestId('network-announcer');

const LOCALES = ['en', 'fr', 'id', 'ms', 'th', 'vi', 'zh'] as const;
const kernelCatalog = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../src/kernel/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** Visible, whole inside a 360 px wide viewport, at a readable size, and the page does not scroll sideways. */
async function expectReadableOnPhone(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  const fontPx = await target.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontPx).toBeGreaterThanOrEqual(12);
  await expectNoSideScroll(page, 360);
}

test('desktop: the menu column says Online, Offline when the network is cut (said once to screen readers), Online when it is back', async ({ page, context }) => {
  await loginAs(page, 'sg-demo');
  const status = mainMenu(page).getByTestId('network-status');
  await expect(status).toHaveText('Online', SLOW);
  await expect(announcer(page)).toHaveText('');
  await context.setOffline(true);
  await expect(status).toHaveText('Offline');
  await expect(announcer(page)).toHaveText('The portal is offline. Scans are kept and sent once the network is back.');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expectNoSeriousA11yViolations(page, 'home offline');
  await context.setOffline(false);
  await expect(status).toHaveText('Online');
  await expect(announcer(page)).toHaveText('The portal is back online.');
});

test.describe('phone (360x740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header says Offline when the network is cut, readable, axe clean; Online when it is back', async ({ page, context }) => {
    await loginAs(page, 'sg-demo');
    const status = page.getByRole('banner').getByTestId('network-status');
    await expect(status).toHaveText('Online', SLOW);
    await context.setOffline(true);
    await expect(status).toHaveText('Offline');
    await expectReadableOnPhone(page, status);
    await expectNoSeriousA11yViolations(page, 'home offline (phone)');
    await context.setOffline(false);
    await expect(status).toHaveText('Online');
  });

  test('parcels scanned while calls get no answer: the header says Offline and 2 parcels waiting to send, readable, axe clean', async ({ page }) => {
    await openScanPage(page, 'sg-demo');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('network-status')).toHaveText('Online');
    await setFault(page, 'Offline (every call dropped)');
    const ids = sendIds(21, 2);
    for (const id of ids) await scanCode(page, id, `${id} kept`);
    // The browser never said offline: the calls that got no answer did.
    await expect(header.getByTestId('network-status')).toHaveText('Offline');
    const waiting = header.getByTestId('waiting-to-send');
    await expect(waiting).toHaveText('2 parcels waiting to send');
    await expectReadableOnPhone(page, waiting);
    await expectReadableOnPhone(page, header.getByTestId('network-status'));
    await expect(announcer(page)).toContainText('2 parcels waiting to send.');
    await expectNoSeriousA11yViolations(page, 'send page offline with parcels waiting (phone)');
  });

  test('in each of the seven languages: the header says offline and the page its notice, whole on the phone, no sideways scroll', async ({ page, context }) => {
    await loginAs(page, 'sg-demo');
    for (const locale of LOCALES) {
      const texts = kernelCatalog(locale);
      await page.evaluate((l) => localStorage.setItem('dp.locale', JSON.stringify(l)), locale);
      await page.goto('/history');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('table')).toBeVisible(SLOW);
      await context.setOffline(true);
      const status = page.getByRole('banner').getByTestId('network-status');
      await expect(status).toHaveText(texts['network.offline']!);
      await expectReadableOnPhone(page, status);
      const notice = page.getByTestId('offline-notice');
      await expect(notice).toContainText(texts['network.needs_server_title']!);
      await expect(notice).toContainText(texts['network.still_works']!);
      await expectReadableOnPhone(page, notice);
      await context.setOffline(false);
      await expect(status).toHaveText(texts['network.online']!);
    }
  });
});
