/**
 * How long a first login in a new browser context may take. The demo's simulator runs in the portal's service
 * worker and starts only once that worker has installed, which fetches every file of the counter pages (328 at
 * d897bee): a login sent at once waits for it. 11.7 s from the page's load to the login's request on the 2-core
 * machine while another test run used it (2026-11-28), over the 20 s expect timeout under CI's load.
 */
export const FIRST_LOGIN = { timeout: 60_000 };

/**
 * The same with a `context.route`: Playwright then passes every request of the worker through the test runner,
 * 14-16 s for the install on a quiet machine (2026-11-28).
 */
export const ROUTED_FIRST_LOGIN = FIRST_LOGIN;
