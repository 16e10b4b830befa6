// Shared steps of the installable-portal specs: the service worker in control, the network cut, the counter pages.
import { expect, type Page } from '@playwright/test';
import { login } from '../../support/auth';

/** The portal's service worker has installed (its files all cached) and controls this page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
}

/** Logs in as sg-demo and waits for home, then for the worker (registered once the portal has drawn). */
export async function loginWithWorker(page: Page): Promise<void> {
  await page.goto('/login');
  await login(page, 'sg-demo');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible({ timeout: 45_000 });
  await workerInControl(page);
}

/** Chromium's reasons not to offer installing the page (none: it is installable). */
export async function installabilityErrors(page: Page): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors;
  } finally {
    await cdp.detach();
  }
}

/** The manifest Chromium would install from: its address and its name and short name. */
export async function appManifest(page: Page): Promise<{ url: string; name?: string; shortName?: string }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const r = await cdp.send('Page.getAppManifest');
    expect(r.errors, 'Chromium parsed the manifest without errors').toEqual([]);
    const data = JSON.parse(r.data ?? '{}') as { name?: string; short_name?: string };
    return { url: r.url, name: data.name, shortName: data.short_name };
  } finally {
    await cdp.detach();
  }
}

/** The network is really cut for the page (a request that no worker answers fails). */
export async function expectNoNetwork(page: Page): Promise<void> {
  const reached = await page.evaluate(() => fetch(`/version.json?probe=${Date.now()}`, { cache: 'no-store' }).then(() => true, () => false));
  expect(reached, 'the network is cut').toBe(false);
}

export const SCAN_LABEL = 'Tracking, stamp, pack or return ID';
