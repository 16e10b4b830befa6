// What the page benches share: a live build served as `npm run bench:pages` serves it (scripts/liveServer.mjs over
// HTTPS and HTTP/2, gzip, the simulated API behind /api), and an operator's local storage after a real login.
import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './demoBench.mjs';

const root = resolve(import.meta.dirname, '../..');
const listening = (port) => new Promise((done) => {
  const s = connect(port, '127.0.0.1', () => { s.end(); done(true); }).on('error', () => done(false));
});

/** Serves a live build folder; resolves once it listens. */
export async function serveLive(dist) {
  const port = await freePort();
  const child = spawn('node', ['scripts/liveServer.mjs', dist, String(port)], {
    cwd: root, env: { ...process.env, LIVE_SIM_DIR: '.bench/pages-sim', LIVE_TLS: '.bench/tls' }, stdio: 'ignore',
  });
  for (let i = 0; i < 200 && !(await listening(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return { base: `https://127.0.0.1:${port}`, close: () => child.kill('SIGTERM') };
}

/**
 * Chromium's flag that trusts the live server's self-signed certificate (in `tlsDir`, made when the server starts) by
 * its public key. Unlike --ignore-certificate-errors, a page served with a trusted certificate keeps its files in the
 * HTTP cache as on a deployment; with a certificate error Chromium stores nothing there, and every page of a profile
 * downloads the portal's code again.
 */
export function trustCertificateArg(tlsDir) {
  const cert = new X509Certificate(readFileSync(join(resolve(root, tlsDir), 'cert.pem')));
  const spki = cert.publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/** The local storage a real login leaves (the session), to seed a cold profile with. */
export async function loggedInStorage(browser, base, user = 'sg-demo') {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.locator('input[name=username]').fill(user);
    await page.locator('input[name=password]').fill('demo');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname !== '/login', { timeout: 60_000 });
    await page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  } finally {
    await context.close();
  }
}

/**
 * A new phone-sized context (no service worker, nothing cached) whose pages start with the operator's local storage:
 * a logged-in cold open. Close the returned context.
 */
export async function coldPage(browser, storage) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await context.addInitScript((items) => {
    for (const [k, v] of Object.entries(JSON.parse(items))) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
  }, JSON.stringify(storage));
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}

/**
 * The trace events of one logged-in cold open of `url` (until the page's heading shows, then `quietMs`), and the
 * main thread's: its process and thread ids.
 */
export async function traceCold(browser, storage, url, categories, quietMs = 4000) {
  const { context, page, cdp } = await coldPage(browser, storage);
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
    await page.goto(url);
    await page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(quietMs);
    await cdp.send('Tracing.end');
    await done;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'FunctionCall'))
      ?? events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    return { events, main };
  } finally {
    await context.close();
  }
}
