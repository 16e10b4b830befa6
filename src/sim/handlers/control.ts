import { delay, http, HttpResponse } from 'msw';
import { flakyDrop, getControl, setControl } from '../control';
import { fail, invalidToken } from '../respond';

/** Login stays reachable under every fault, so a demo can always get in and then show the failure. */
function isLogin(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return request.method === 'POST' && /\/api\/global\/1\.0\/login(\/oauth)?\/?$/.test(path);
}

/**
 * The browser has no network (Wi-Fi off, or a test's context.setOffline). The simulator answers from inside the page
 * (msw's worker hands every request to the page that made it), so the page's own navigator is the one that knows;
 * in node (the live build's server, unit tests outside a DOM) there is no `onLine` and this is never true.
 */
function browserOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: unknown } }).navigator?.onLine === false;
}

/**
 * First handler of the list: applies latency and faults to every API call, then returns nothing so msw moves on
 * to the handler that really answers. Handlers added after the kernel's go through it too.
 */
export const controlGate = http.all('*/api/*', async ({ request }) => {
  // A real server is out of reach with the browser offline, the login too: the demo shows what the counter does then.
  if (browserOffline()) return HttpResponse.error();
  const { latencyMs, fault } = getControl();
  if (latencyMs > 0) await delay(latencyMs);
  // 'lost-next' is carried out by the create handlers themselves (they act, then drop the answer).
  if (fault === 'none' || fault === 'lost-next' || isLogin(request)) return undefined;
  // No answer at all, as when the network drops: the portal sees a network error, not a status.
  if (fault === 'offline') return HttpResponse.error();
  if (fault === 'flaky') return flakyDrop() === 'drop' ? HttpResponse.error() : undefined;
  if (fault === 'timeout') {
    await delay('infinite');
    return undefined;
  }
  if (fault === '500') return fail(500, 500, 'INTERNAL', 'Simulated server error');
  // '401-next' hits exactly one call, then the server is well-behaved again.
  setControl({ fault: 'none' });
  return invalidToken();
});

/** Last handler: an API path nobody simulates answers 404 instead of falling through to the dev server's HTML. */
export const unknownEndpoint = http.all('*/api/*', ({ request }) =>
  fail(404, 'NOT_FOUND', 'NOT_FOUND', `No simulated endpoint for ${request.method} ${new URL(request.url).pathname}.`),
);
