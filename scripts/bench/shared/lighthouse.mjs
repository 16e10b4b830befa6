// Lighthouse (mobile, default simulated throttling, performance only) on the live build: the login screen cold,
// home after a login through the form (a target's `prepare`), and a static page carrying the same login form
// (this machine's floor: what no JavaScript at all would score here). Each run gets a new Chromium with an empty
// profile. The simulated API (simApi.mjs) answers /api/ over HTTP so home renders as after a real login.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An HTTP server answering /api/ with the bench's API (simApi.mjs, written for Playwright routes) and the static page. */
export async function startApiServer(api, pages = {}) {
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0];
    if (pages[path] !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(pages[path]);
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const route = {
      request: () => ({ url: () => `http://${req.headers.host}${req.url}`, method: () => req.method ?? 'GET', headers: () => headers, postData: () => body || null }),
      fulfill: async ({ status, headers: given, contentType, body: out }) => {
        res.writeHead(status, given ?? { 'Content-Type': contentType });
        res.end(out);
      },
    };
    await api.handler(route);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(() => r())) };
}

async function waitForDebugger(port, deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

// A bench stopped mid-run (watchdog, Ctrl+C) exits before oneRun's finally: its Chromium must not outlive it.
const running = new Set();
process.on('exit', () => {
  for (const chrome of running) chrome.kill('SIGKILL');
});

/** One Lighthouse run in a fresh Chromium; `prepare(cdpUrl)` may seed the profile (local storage) first. */
async function oneRun({ url, chromiumPath, chromiumArgs, freePort, prepare, saveAs }) {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const chrome = spawn(chromiumPath, [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  running.add(chrome);
  try {
    await waitForDebugger(port, Date.now() + 20_000);
    if (prepare) await prepare(`http://127.0.0.1:${port}`);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(prepare) });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (saveAs) {
      // The whole report, to see what holds LCP (its element, phases, request chain) when a score is missed.
      mkdirSync(join(saveAs, '..'), { recursive: true });
      writeFileSync(saveAs, JSON.stringify(lhr));
    }
    return {
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      // What moved on the screen while the page loaded (a card growing when its data arrived moves what is below it).
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? null,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    running.delete(chrome);
    chrome.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    // Chromium may still be writing its profile as it exits: retried, and never the run's failure.
    try { rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }); } catch { /* a temp folder left behind */ }
  }
}

/** `runs` Lighthouse runs of each target; failures are kept as errors, not thrown. */
export async function lighthouseTargets({ targets, runs, chromiumPath, chromiumArgs, freePort, log }) {
  const out = [];
  for (const target of targets) {
    const samples = [];
    const errors = [];
    for (let i = 0; i < runs; i++) {
      let line;
      try {
        const saveAs = process.env.BENCH_LH_SAVE ? join(process.env.BENCH_LH_SAVE, `${target.name.replace(/\W+/g, '-')}-${i + 1}.json`) : null;
        const sample = await oneRun({ url: target.url, chromiumPath, chromiumArgs, freePort, prepare: target.prepare, saveAs });
        samples.push(sample);
        line = `score ${sample.score}, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, CLS ${sample.cls?.toFixed(3)}`;
      } catch (e) {
        const message = String(e?.message ?? e).split('\n')[0];
        errors.push(message);
        line = `failed (${message})`;
      }
      log(`lighthouse ${target.name} run ${i + 1}/${runs}: ${line}`);
    }
    out.push({ name: target.name, url: target.url, samples, errors });
  }
  return out;
}

/** Local storage items as they are (strings), set on the portal's origin through a page that loads no script. */
export function seedStorage(chromium, origin, items) {
  return async (cdpUrl) => {
    const browser = await chromium.connectOverCDP(cdpUrl);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(`${origin}/version.json`);
      await page.evaluate((all) => {
        for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
      }, items);
      await page.close();
    } finally {
      await browser.close().catch(() => {});
    }
  };
}
