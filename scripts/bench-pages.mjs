#!/usr/bin/env node
/* global location -- used inside a function that runs in the page */
// Every page of the menu opened cold on a cheap phone: the LIVE build served gzip-compressed with the simulated API
// behind /api (scripts/liveServer.mjs, as a deployment behind its proxy), an operator logged in (local storage from a
// real login, nothing cached), Lighthouse mobile with its default simulated throttling, BENCH_LH_RUNS runs a page;
// and the JavaScript each page loads cold (gzip level 9 of the built files), against its budget. Prints a table and
// writes .bench/pages.json.
//
//   npm run bench:pages                  build the live variant and the simulator bundle, then measure
//   npm run bench:pages -- --no-build    measure the builds already in .bench/pages-live and .bench/pages-sim
//
// Env: CHROMIUM_PATH, BENCH_LH_RUNS (default 5; 0 measures bytes only), BENCH_PAGES (comma-separated page names to
//      measure, default all), BENCH_LH_SAVE (a folder for each run's whole Lighthouse report), BENCH_PROTOCOL
//      (default: HTTPS with HTTP/2 and a self-signed certificate made with openssl in .bench/tls, as a deployment
//      serves; `http1.1`: plain HTTP/1.1, where Lighthouse's simulation allows six connections and a round trip a
//      file).
// Exit: 0 when every page was measured (targets and budgets only print MISSED / OVER lines), 2 when one could not be.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath, freePort } from './bench/demoBench.mjs';
import { scriptFiles } from './bench/files.mjs';
import { lighthouseTargets, seedStorage } from './bench/lighthouse.mjs';
import { trackNetwork } from './bench/network.mjs';
import { loggedInStorage } from './bench/liveServe.mjs';

const root = resolve(import.meta.dirname, '..');
const distRel = '.bench/pages-live';
const simRel = '.bench/pages-sim';
const distDir = join(root, distRel);
const runs = Math.max(0, Number(process.env.BENCH_LH_RUNS ?? 5) || 0);
// HTTPS with HTTP/2 unless BENCH_PROTOCOL=http1.1: how a deployment behind a CDN or a current web server serves.
const h2 = process.env.BENCH_PROTOCOL !== 'http1.1';
const chromiumArgs = h2 ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS;
const only = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',').map((s) => s.trim())) : null;
const t0 = Date.now();
const log = (msg) => console.log(`[pages ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)}s] ${msg}`);

// The issue's targets: 90 on every page, 95 on home and send; LCP 2.5 s and TBT 200 ms on each.
const TARGET = { score: 90, lcp: 2500, tbt: 200 };
const TARGET_FIRST = { ...TARGET, score: 95 };
// Cold JavaScript budgets (gzip kB): the figures of 2026-11-27 at 304e4b4 rounded up to the next 10 kB, so a page
// that grows is reported (they rose from eb13b0c's with the offline work: the send page's queue and idb, the network
// state and status on every page). They are not the targets: the Lighthouse targets above are. Business analytics
// fell from 490 to the default when its chart (157 kB) began to wait for the operator to scroll to it (347ab43).
const BUDGET_KB = {
  default: 340, home: 330, send: 460, 'create post': 410, 'to driver': 350, 'driver handover': 350, 'rate calculator': 350,
  settings: 330,
};

/** Pages of the menu by route id (paths come from config/menus/routes.json, so a moved page is still found). */
const PAGES = [
  { name: 'home', route: 'home', target: TARGET_FIRST },
  { name: 'send', route: 'sendParcel', target: TARGET_FIRST },
  { name: 'create post', route: 'newOrder' },
  { name: 'to driver', route: 'toDriver' },
  { name: 'driver handover', route: 'driverHandover', user: 'my-handover-demo' },
  { name: 'collect', route: 'collect' },
  { name: 'history', route: 'history' },
  { name: 'order details', route: 'orderDetails', query: '?id=1999001' }, // NVSGHIST0001's order id in the simulator
  { name: 'parcels in store', route: 'parcelsInStore' },
  { name: 'payments', route: 'payments' },
  { name: 'business analytics', route: 'businessAnalytics' },
  { name: 'bulk upload', route: 'bulkUpload' },
  { name: 'shipper search', route: 'shipperSearch' },
  { name: 'rate calculator', route: 'rateCalculator' },
  { name: 'settings', route: 'settings' },
];
const DEFAULT_USER = 'sg-demo';

function build() {
  const steps = [
    ['vite', 'build', '--outDir', distRel, '--logLevel', 'warn'],
    ['vite', 'build', '--ssr', 'build/simServer/entry.ts', '--outDir', simRel, '--mode', 'demo', '--logLevel', 'warn'],
  ];
  for (const args of steps) {
    log(`npx ${args.join(' ')}`);
    const r = spawnSync('npx', args, { cwd: root, encoding: 'utf8', timeout: 300_000 });
    if (r.status !== 0) throw new Error(`build failed: ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' | ')}`);
  }
}

async function startServer() {
  const port = await freePort();
  const env = { ...process.env, LIVE_SIM_DIR: simRel, ...(h2 ? { LIVE_TLS: '.bench/tls' } : {}) };
  const child = spawn('node', ['scripts/liveServer.mjs', distRel, String(port)], { cwd: root, env, stdio: 'ignore' });
  const base = `${h2 ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (await listening(port)) return { base, close: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the live server did not answer within 20 s');
}

/** The JavaScript a page loads cold until its heading shows and the network is quiet. */
async function coldJs(browser, url, storage) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ignoreHTTPSErrors: true });
  try {
    await context.addInitScript((items) => {
      if (location.pathname === '/version.json') return;
      for (const [k, v] of Object.entries(items)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
    }, storage);
    const page = await context.newPage();
    const net = trackNetwork(page);
    await page.goto(url);
    await page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
    await net.waitForIdle({ quietMs: 800, timeoutMs: 30_000 });
    return { ...scriptFiles(net.requests, new URL(url).origin, distDir), finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

const listening = (port) => new Promise((done) => {
  const socket = connect(port, '127.0.0.1', () => { socket.end(); done(true); }).on('error', () => done(false));
});

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};
const fmt = (v) => (v === null || v === undefined ? '—' : String(Math.round(v)));

async function main() {
  if (!process.argv.includes('--no-build')) build();
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(root, simRel, 'entry.js'))) throw new Error(`${distRel} or ${simRel} is missing: run without --no-build`);
  const routes = JSON.parse(readFileSync(join(root, 'config/menus/routes.json'), 'utf8')).routes;
  const pathOf = (id) => routes.find((r) => r.id === id)?.path;
  const server = await startServer();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const pages = PAGES.filter((p) => !only || only.has(p.name)).map((p) => ({ ...p, url: `${server.base}${pathOf(p.route)}${p.query ?? ''}`, user: p.user ?? DEFAULT_USER }));
  const results = [];
  let unmeasured = 0;
  try {
    const storage = {};
    for (const user of new Set(pages.map((p) => p.user))) storage[user] = await loggedInStorage(browser, server.base, user);
    for (const p of pages) {
      let js = null;
      try {
        js = await coldJs(browser, p.url, storage[p.user]);
        log(`${p.name}: ${(js.gzip / 1000).toFixed(1)} kB gzip of JavaScript cold (${js.files.length} files)${js.finalPath !== new URL(p.url).pathname ? `, ended on ${js.finalPath}` : ''}`);
      } catch (e) {
        unmeasured++;
        log(`${p.name}: JavaScript not measured (${String(e.message).split('\n')[0]})`);
      }
      results.push({ ...p, js });
    }
    if (runs > 0) {
      const lh = await lighthouseTargets({
        targets: pages.map((p) => ({ name: p.name, url: p.url, prepare: seedStorage(chromium, server.base, storage[p.user]) })),
        runs, chromiumPath, chromiumArgs, freePort, log,
      });
      for (const t of lh) {
        const r = results.find((x) => x.name === t.name);
        r.lighthouse = { samples: t.samples, errors: t.errors, score: median(t.samples.map((s) => s.score)), lcp: median(t.samples.map((s) => s.lcp)), tbt: median(t.samples.map((s) => s.tbt)), cls: median(t.samples.map((s) => s.cls)) };
        if (!t.samples.length) unmeasured++;
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  console.log(`\nEvery menu page opened cold: live build served gzip, simulated API behind /api, logged in; Lighthouse mobile, ${runs} run(s) a page, medians`);
  console.log(`  ${'page'.padEnd(20)}${'scores'.padEnd(22)}${'score'.padStart(6)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'JS kB'.padStart(8)}${'budget'.padStart(8)}`);
  const missed = [];
  for (const r of results) {
    const lh = r.lighthouse;
    const budget = BUDGET_KB[r.name] ?? BUDGET_KB.default;
    const kb = r.js ? r.js.gzip / 1000 : null;
    console.log(`  ${r.name.padEnd(20)}${(lh?.samples.map((s) => s.score).join(', ') || '—').padEnd(22)}${fmt(lh?.score).padStart(6)}${fmt(lh?.lcp).padStart(8)}${fmt(lh?.tbt).padStart(8)}${(typeof lh?.cls === 'number' ? lh.cls.toFixed(3) : '—').padStart(7)}${(kb === null ? '—' : kb.toFixed(1)).padStart(8)}${String(budget).padStart(8)}`);
    for (const e of lh?.errors ?? []) console.log(`    failed run: ${e}`);
    const target = r.target ?? TARGET;
    if (lh?.score !== null && lh?.score !== undefined) {
      if (lh.score < target.score) missed.push(`${r.name}: score ${lh.score} < ${target.score}`);
      if (lh.lcp > target.lcp) missed.push(`${r.name}: LCP ${fmt(lh.lcp)} ms > ${target.lcp}`);
      if (lh.tbt > target.tbt) missed.push(`${r.name}: TBT ${fmt(lh.tbt)} ms > ${target.tbt}`);
    }
    if (kb !== null && kb > budget) console.log(`    OVER BUDGET: ${kb.toFixed(1)} kB gzip cold, budget ${budget} kB`);
  }
  for (const m of missed) console.log(`TARGET MISSED ${m}`);
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench/pages.json'), JSON.stringify({ at: new Date().toISOString(), runs, results }, null, 2));
  return unmeasured ? 2 : 0;
}

main().then((code) => process.exit(code), (e) => {
  console.error(`bench:pages could not measure: ${e.message}`);
  process.exit(2);
});
