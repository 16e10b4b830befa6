// What the page tools share: a live build served as the page bench serves it (shared/serve.mjs: HTTPS and HTTP/2,
// gzip, the simulated API behind /api, a certificate Chromium trusts), and a cold open of a page after a real login
// through the form (shared/afterLogin.mjs, the first visit: what the login loaded is in the HTTP cache, no worker).
import { loggedInContext } from '../shared/afterLogin.mjs';
import { launchChromium } from '../shared/browser.mjs';
import { serveLive } from '../shared/serve.mjs';
import { benchHome } from '../shared/run.mjs';
import { NAVIGATION_CATEGORY, pageThread } from './pageThread.mjs';

/** Serves the live build in `dist` and launches Chromium trusting it: `base`, `browser`, `chromiumArgs`, `close`. */
export async function serveForTool(dist, sim = `${benchHome}/pages-sim`) {
  const server = await serveLive({ dist, sim });
  const browser = await launchChromium(server.trustArgs);
  return {
    base: server.base,
    browser,
    chromiumArgs: server.trustArgs,
    close: async () => { await browser.close(); server.close(); },
  };
}

/** A page of a new context in which `user` logged in through the form, and its CDP session. Close the context. */
export async function coldOpen(browser, base, user = 'sg-demo') {
  const context = await loggedInContext(browser, base, user, 'first', { serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}

/**
 * The trace events of one cold open of `url` after `user` logged in (until the page's heading shows, then
 * `quietMs`), and the page's main thread (pageThread.mjs): its process and thread ids and its navigation, `nav`.
 */
export async function traceCold(browser, base, user, url, categories, quietMs = 4000) {
  const { context, page, cdp } = await coldOpen(browser, base, user);
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    const withNavigation = categories.split(',').includes(NAVIGATION_CATEGORY) ? categories : `${categories},${NAVIGATION_CATEGORY}`;
    await cdp.send('Tracing.start', { categories: withNavigation, transferMode: 'ReportEvents' });
    await page.goto(url);
    await page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(quietMs);
    await cdp.send('Tracing.end');
    await done;
    const main = pageThread(events, url);
    if (main?.guessed) console.log(`    (no navigation to ${url} in the trace: the busiest renderer is counted)`);
    return { events, main };
  } finally {
    await context.close();
  }
}
