#!/usr/bin/env node
/* global window, document, requestAnimationFrame, PopStateEvent -- used inside page functions */
// History bench, DEMO build (the simulated API answers in the page: 12,000 parcels a country), Debian's Chromium:
//   1. JavaScript opening History adds after home (click on the menu entry), gzip level 9 of the built files,
//      and JavaScript of a cold load of /history when logged in (simulator chunks included: demo build);
//   2. time to first rows: the click on 'History' to the first row of the table in the page (1x CPU);
//   3. at 4x CPU slow-down, the one-list view of the latest 10,000 parcels: the slowest scroll step (scrollTop
//      moved 600 px, to the second frame after) over 40 steps, and the slowest key of the quick filter (Event Timing
//      duration, keydown to next paint) typing a tracking id; and paging (click 'Next page', Event Timing).
// Builds into .bench/history/dist and serves it with vite preview (HISTORY_BENCH_PORT is gone: a free port). Prints a table and a JSON line, writes
// .bench/history-results.json.   npm run bench -- history [--no-build]
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { phoneSession } from './shared/browser.mjs';
import { startDemo } from './shared/demo.mjs';
import { sizeOnDisk } from './shared/files.mjs';
import { logIn } from './shared/login.mjs';
import { benchHome, kb, logger, root, writeResults } from './shared/run.mjs';

const distRel = `${benchHome}/history/dist`;
const distDir = join(root, distRel);
const cpuRate = Number(process.env.HISTORY_CPU_RATE ?? 4) || 4;
const demo = await startDemo({ distRel, log: logger('bench history') });
const { browser, base } = demo;

/** A logged-in page (sg-demo) with the HTTP cache off, the CPU then slowed `rate` times; `scripts` it fetched. */
async function loggedIn(rate = 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await phoneSession(page, { cold: true });
  const scripts = [];
  page.on('response', (res) => { if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname); });
  await logIn(page, base);
  await page.waitForLoadState('networkidle');
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, scripts };
}

const gzipOf = (paths) => [...new Set(paths)].reduce((s, p) => s + (sizeOnDisk(distDir, p)?.gzip ?? 0), 0);

const results = { startedAt: new Date().toISOString(), cpuRate, loadAvg1m: [loadavg()[0]] };
const quantile = (list, q) => { const sorted = [...list].sort((a, b) => a - b); return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0; };
try {
  // 1 and 2: from home, click History.
  {
    const { context, page, scripts } = await loggedIn();
    const before = scripts.length;
    const t0 = Date.now();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'History', exact: true }).click();
    await page.locator('[data-testid="history-table"] tbody tr').first().waitFor();
    results.firstRowsMs = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    const added = scripts.slice(before);
    results.addedJsGzipKb = Number(kb(gzipOf(added)));
    results.addedChunks = [...new Set(added)].map((p) => `${p.split('/').pop()} ${kb(sizeOnDisk(distDir, p)?.gzip ?? 0)}`);
    await context.close();
  }
  {
    const { context, page, scripts } = await loggedIn();
    const before = new Set(scripts);
    scripts.length = 0;
    await page.goto(`${base}/history`);
    await page.locator('[data-testid="history-table"] tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    results.coldJsGzipKb = Number(kb(gzipOf(scripts)));
    results.coldJsGzipKbNotInLogin = Number(kb(gzipOf(scripts.filter((s) => !before.has(s)))));
    await context.close();
  }
  // 3: the one-list view at 4x CPU.
  {
    const { context, page } = await loggedIn(cpuRate);
    await page.evaluate(() => {
      window.__events = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__events.push({ name: e.name, duration: e.duration }); })
        .observe({ type: 'event', durationThreshold: 16, buffered: false });
    });
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    await page.evaluate((url) => { window.history.pushState(null, '', url); window.dispatchEvent(new PopStateEvent('popstate')); }, `/history?from=${from}`);
    await page.locator('[data-testid="history-table"] tbody tr').first().waitFor({ timeout: 120_000 });
    // The demo's simulator panel sits over the bottom right corner, where the pager is.
    await page.addStyleTag({ content: '#sim-dev-panel { display: none !important; }' });
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('page') === '2');
    await page.locator('[data-testid="history-table"] tbody tr').first().waitFor();
    await page.waitForTimeout(500);
    results.pagingClickMs = Math.max(0, ...(await page.evaluate(() => window.__events)).filter((e) => /click|pointer/.test(e.name)).map((e) => e.duration));
    const t0 = Date.now();
    await page.getByRole('button', { name: 'One list (up to 10,000)' }).click();
    await page.getByText('10,000 of 10,000 parcels').waitFor({ timeout: 120_000 });
    results.oneListLoadMs = Date.now() - t0;
    results.rowsInPage = await page.locator('[data-testid="history-long"] tbody tr').count();
    results.scrollStepsMs = await page.evaluate(async () => {
      const box = document.querySelector('[data-testid="history-long-scroll"]');
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      const out = [];
      for (let i = 0; i < 40; i++) {
        const t = performance.now();
        box.scrollTop += 600;
        await frame();
        await frame();
        out.push(performance.now() - t);
      }
      return out;
    });
    await page.evaluate(() => { window.__events = []; });
    await page.getByLabel('Filter these rows').pressSequentially('nvsgh00', { delay: 150 });
    await page.waitForTimeout(1000);
    results.filterKeyMs = (await page.evaluate(() => window.__events)).filter((e) => /key|input/.test(e.name)).map((e) => Math.round(e.duration));
    results.slowestScrollMs = Math.round(Math.max(...results.scrollStepsMs));
    results.medianScrollMs = Math.round(quantile(results.scrollStepsMs, 0.5));
    results.p90ScrollMs = Math.round(quantile(results.scrollStepsMs, 0.9));
    results.medianFilterKeyMs = quantile(results.filterKeyMs, 0.5);
    results.slowestFilterKeyMs = Math.max(0, ...results.filterKeyMs);
    results.scrollStepsMs = results.scrollStepsMs.map(Math.round);
    await context.close();
  }
  results.loadAvg1m.push(loadavg()[0]);
} finally {
  await demo.close();
}
writeResults('history-results.json', results);
console.log(`History: JS added by opening it after home ${results.addedJsGzipKb} kB gzip (${results.addedChunks.join(', ')})`);
console.log(`Cold /history logged in: ${results.coldJsGzipKb} kB gzip of JS (demo build, simulator included)`);
console.log(`First rows after the click: ${results.firstRowsMs} ms (1x CPU)`);
console.log(`At ${cpuRate}x CPU: paging click ${Math.round(results.pagingClickMs)} ms; one list of 10,000 loaded in ${results.oneListLoadMs} ms with ${results.rowsInPage} rows in the page; scroll step median ${results.medianScrollMs} ms, p90 ${results.p90ScrollMs} ms, slowest ${results.slowestScrollMs} ms; filter key median ${results.medianFilterKeyMs} ms, slowest ${results.slowestFilterKeyMs} ms (load average ${results.loadAvg1m.map((l) => l.toFixed(1)).join(' → ')})`);
console.log(JSON.stringify(results));
