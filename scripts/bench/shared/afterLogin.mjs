/* global ServiceWorkerContainer -- used inside functions that run in the page */
// A browser as an operator's phone has it after logging in, for a page bench: a new profile in which the login form
// was filled and sent, as anyone running Lighthouse by hand does first. What the login left is kept: the session in
// local storage, what its pages loaded in the HTTP cache (as the server's caching headers allow), and the service
// worker that the login screen registers, with the counter pages it precaches.
//
// Two visits of a page are measured from there:
//   first  the first visit after login, before the worker has installed: the login may not register it, so the
//          page comes from the network and the HTTP cache, as on a phone whose worker is still downloading.
//   later  a later visit: the worker has installed and controls the page.
// (`seeded`, the bench's former way, is a new profile given the session's local storage and nothing else: no
// worker, nothing cached, no login page ever loaded.)

import { newPhoneContext } from './browser.mjs';
import { logIn } from './login.mjs';

export const VISITS = ['first', 'later'];

/** How long a later visit waits for the worker to install and take the page over. */
const WORKER_READY_MS = 60_000;

/**
 * Logs `user` in through the form in a new page of `context` and leaves it as `visit` needs it: 'first' with no
 * worker registered, 'later' with the worker installed and in control. Closes that page.
 */
export async function loginForVisit(context, base, user, visit) {
  const page = await context.newPage();
  try {
    if (visit === 'first') {
      await page.addInitScript(() => {
        ServiceWorkerContainer.prototype.register = () => Promise.reject(new Error('no worker before the first visit'));
      });
    }
    await logIn(page, base, user);
    if (visit === 'later') {
      // The portal registers the worker once idle; it precaches the counter pages, then controls the next load.
      await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: WORKER_READY_MS, polling: 200 });
    }
  } finally {
    await page.close();
  }
}

/** A Lighthouse `prepare(cdpUrl)`: the login above, in the Lighthouse run's own Chromium and profile. */
export function loginThroughForm(chromium, base, user, visit) {
  return async (cdpUrl) => {
    const browser = await chromium.connectOverCDP(cdpUrl);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      await loginForVisit(context, base, user, visit);
    } finally {
      await browser.close().catch(() => {});
    }
  };
}

/**
 * A new phone-sized context of `browser` in which `user` logged in through the form for `visit` ('first' by default:
 * what the login loaded is in the HTTP cache, no worker): a cold open of a page after a real login. Close it.
 */
export async function loggedInContext(browser, base, user = 'sg-demo', visit = 'first', options = {}) {
  const context = await newPhoneContext(browser, options);
  await loginForVisit(context, base, user, visit);
  return context;
}
