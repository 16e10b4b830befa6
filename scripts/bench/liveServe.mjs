// What the page benches share: a live build served as `npm run bench:pages` serves it (scripts/liveServer.mjs over
// HTTPS and HTTP/2, gzip, the simulated API behind /api), and an operator's local storage after a real login.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';
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
