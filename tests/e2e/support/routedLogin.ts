/**
 * How long a first login may take in a context with a `context.route`. Playwright then passes every request of
 * the portal's service worker through the test runner, and the demo's simulator starts only once that worker has
 * installed, which fetches about 260 files: 14-16 s on a quiet 2-core machine (measured 2026-11-28), longer under
 * load. Without a context route the same install takes under a second.
 */
export const ROUTED_FIRST_LOGIN = { timeout: 60_000 };
