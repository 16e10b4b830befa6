/* global window, location, document -- used inside functions that run in the page */
// The live-build bench's measures in Chromium: the JavaScript of the login screen and what home adds after a login
// against the simulated API, cold loads of /login (optionally with the CPU slowed down), and the login screen as a static
// page (markup and styles, no script) for Lighthouse's floor on this machine.
import { phoneSession } from '../shared/browser.mjs';
import { BENCH_USER, createSimApi } from '../shared/simApi.mjs';
import { scriptFiles as scriptFilesIn } from '../shared/files.mjs';
import { trackNetwork } from '../shared/network.mjs';
import { median } from '../shared/run.mjs';
import { installProbe } from './pageProbe.mjs';

const STEP_TIMEOUT_MS = 30_000;

async function newContext(browser) {
  return browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
}

/** A page in a fresh context with the HTTP cache off (and optionally the CPU slowed down) through CDP. */
async function coldPage(context, { cpuRate = 1 } = {}) {
  const page = await context.newPage();
  await phoneSession(page, { cpuRate, cold: true });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return page;
}

function watchPage(page, sink) {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning' || m.text().includes('[MSW]')) sink.push(`[${m.type()}] ${m.text()}`);
  });
  page.on('pageerror', (e) => sink.push(`[pageerror] ${e.message}`));
}

/** a + b: JavaScript of the login screen, then what home adds after logging in, in one session. */
export async function measureJs(browser, baseURL, notes, distDir) {
  const scriptFiles = (entries, base) => scriptFilesIn(entries, base, distDir);
  const context = await newContext(browser);
  try {
    const page = await coldPage(context);
    const api = await createSimApi();
    await page.route('**/api/**', api.handler);
    const net = trackNetwork(page);
    const messages = [];
    watchPage(page, messages);

    net.setPhase('login');
    await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
    const username = page.locator('input[name=username]');
    await username.waitFor({ state: 'visible' });
    await page.locator('input[name=password]').waitFor({ state: 'visible' });
    await net.waitForIdle();
    const apiBeforeLogin = api.calls.length;

    const login = scriptFiles(net.requests.filter((r) => r.phase === 'login'), baseURL);

    // b: log in on the simulated API, until home greets the point and the network is quiet again.
    net.setPhase('home');
    let home = null;
    let headingText = null;
    let homeUrl = null;
    let homeError = null;
    try {
      await username.fill(BENCH_USER.username);
      await page.locator('input[name=password]').fill(BENCH_USER.password);
      await page.locator('form button[type=submit]').click();
      const heading = page.getByRole('heading', { level: 1, name: /^Hello,/ });
      const alert = page.getByRole('alert');
      await heading.or(alert).first().waitFor({ state: 'visible' });
      if (!(await heading.isVisible())) {
        const texts = await alert.allInnerTexts().catch(() => []);
        throw new Error(`login showed an error instead of home (url ${new URL(page.url()).pathname}): ${texts.join(' | ')}`);
      }
      headingText = (await heading.innerText()).trim();
      await net.waitForIdle();
      homeUrl = new URL(page.url()).pathname;
      const loginUrls = new Set(login.files.map((f) => f.path));
      home = scriptFiles(net.requests.filter((r) => r.phase === 'home'), baseURL);
      home.files = home.files.filter((f) => !loginUrls.has(f.path));
      home.gzip = home.files.reduce((s, f) => s + (f.gzip ?? 0), 0);
      home.raw = home.files.reduce((s, f) => s + (f.raw ?? 0), 0);
      const expected = `Hello, ${api.point()?.name ?? '(no point answered)'}`;
      if (headingText !== expected) notes.push(`home heading reads "${headingText}", expected "${expected}"`);
    } catch (e) {
      homeError = e.message.split('\n')[0];
      notes.push(`home JS not measured: ${homeError}`);
    }

    if (apiBeforeLogin > 0) notes.push(`the login screen called the API before anyone logged in: ${api.calls.slice(0, apiBeforeLogin).join(', ')}`);
    if (api.unexpected.length) notes.push(`API calls the simulator does not answer (404): ${[...new Set(api.unexpected)].join(', ')}`);
    for (const f of [...login.files, ...(home?.files ?? [])]) if (!f.onDisk) notes.push(`script ${f.path} was served but is not in dist/ (rebuilt meanwhile?)`);
    for (const m of messages) notes.push(`browser console: ${m}`);
    const runtimeSimulator = net.requests.filter((r) => /mockServiceWorker/i.test(r.url)).map((r) => r.url);
    if (messages.some((m) => m.includes('[MSW]'))) runtimeSimulator.push('console [MSW] message');
    return { login, home, homeError, apiCalls: api.calls, headingText, homeUrl, runtimeSimulator };
  } finally {
    await context.close().catch(() => {});
  }
}

/** c: one cold load of /login; times in ms since navigation start. */
async function coldLoad(browser, baseURL, cpuRate) {
  const context = await newContext(browser);
  try {
    await context.addInitScript(installProbe);
    const page = await coldPage(context, { cpuRate });
    await page.goto(`${baseURL}/login`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.inputFrameAt != null, null, { polling: 100, timeout: STEP_TIMEOUT_MS });
    // LCP entries arrive after the paint they describe: give the form's one a moment to be reported.
    await page
      .waitForFunction(() => window.__bench.lcp.some((e) => e.startTime >= window.__bench.inputAt), null, { polling: 100, timeout: 3000 })
      .catch(() => {});
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const nav = performance.getEntriesByType('navigation')[0];
      const lcp = window.__bench.lcp.at(-1);
      return {
        fcp: fcp ? fcp.startTime : null,
        inputVisible: window.__bench.inputAt,
        inputFrame: window.__bench.inputFrameAt,
        lcp: lcp ? lcp.startTime : null,
        lcpElement: lcp ? lcp.tag : null,
        domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
        load: nav ? nav.loadEventEnd : null,
        url: location.pathname,
      };
    });
  } finally {
    await context.close().catch(() => {});
  }
}

/** c: `runs` cold loads of /login at `cpuRate`: the samples, their medians and ranges. */
export async function measureTiming(browser, baseURL, cpuRate, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await coldLoad(browser, baseURL, cpuRate));
  const keys = ['fcp', 'inputVisible', 'inputFrame', 'lcp', 'domContentLoaded'];
  const med = Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
  const range = Object.fromEntries(
    keys.map((k) => {
      const v = samples.map((s) => s[k]).filter((x) => typeof x === 'number');
      return [k, v.length ? [Math.min(...v), Math.max(...v)] : null];
    }),
  );
  return { cpuRate, runs, median: med, range, samples };
}

/** The login screen as a static page: its markup and styles, no script. Lighthouse's floor on this machine. */
export async function staticLoginPage(browser, baseURL) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.route('**/api/**', (route) => route.abort());
    await page.goto(`${baseURL}/login`);
    await page.locator('input[name=username]').waitFor({ state: 'visible' });
    return await page.evaluate(() => {
      const css = [...document.styleSheets].flatMap((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText);
        } catch {
          return [];
        }
      });
      const body = document.body.cloneNode(true);
      for (const el of body.querySelectorAll('script, noscript')) el.remove();
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${document.title}</title><style>${css.join('\n')}</style></head>${body.outerHTML}</html>`;
    });
  } finally {
    await context.close().catch(() => {});
  }
}
