#!/usr/bin/env node
/* global location -- used inside a function that runs in the page */
// Every page of the menu opened on a cheap phone after a login: the LIVE build served gzip-compressed with the
// simulated API behind /api (scripts/liveServer.mjs, as a deployment behind its proxy, with its caching headers), each
// run in a new Chromium profile logged in through the form first (scripts/bench/shared/afterLogin.mjs), and each page
// measured on two visits: the first visit after login (no service worker yet: what the login loaded and the HTTP
// cache kept) and a later visit (the worker installed by the login has the counter pages). For each: Lighthouse
// mobile with its default simulated throttling, BENCH_LH_RUNS runs; and 'usable at', in real time with the CPU slowed
// 4x and the network at 150 ms and 1.6 Mbps, from navigation until the page's main control (USABLE below) is drawn
// and enabled, BENCH_USABLE_RUNS runs. Also the JavaScript each page loads cold (gzip level 9 of the built files),
// against its budget. Prints a table with the machine's load average beside each page and writes .bench/pages.json.
//
//   npm run bench -- pages               build the live variant and the simulator bundle, then measure
//   npm run bench -- pages --no-build    measure the builds already in .bench/pages-live and .bench/pages-sim
//
// Env: CHROMIUM_PATH, BENCH_LH_RUNS (default 3 a visit; 0 skips Lighthouse), BENCH_USABLE_RUNS (default 3 a visit; 0
//      skips), BENCH_VISITS (default `first,later`; `seeded` is the bench's former way: the session's local storage put
//      in a new profile, no login page loaded, no worker, for Lighthouse only), BENCH_WHY=1 (each usable-at run also
//      says what the page waited for: the last files it needed, from the network or a cache, and its long tasks),
//      BENCH_PAGES (comma-separated page names to measure, default all), BENCH_LH_SAVE (a folder for each run's
//      whole Lighthouse report), BENCH_PROTOCOL (default: HTTPS with HTTP/2 and a self-signed certificate made with
//      openssl in .bench/tls, as a deployment serves; `http1.1`: plain HTTP/1.1, where Lighthouse's simulation allows
//      six connections and a round trip a file).
// Exit: 0 when every page was measured (targets and budgets only print MISSED / OVER lines), 2 when one could not be.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath, freePort, launchChromium, playwrightChromium } from '../shared/browser.mjs';
import { buildSimulator, buildVariant, needBuilt } from '../shared/build.mjs';
import { loginThroughForm } from '../shared/afterLogin.mjs';
import { scriptFiles } from '../shared/files.mjs';
import { lighthouseTargets, seedStorage } from '../shared/lighthouse.mjs';
import { loggedInStorage } from '../shared/login.mjs';
import { trackNetwork } from '../shared/network.mjs';
import { benchHome, loadAverage, logger, median, root, runBench, wantBuild, writeResults } from '../shared/run.mjs';
import { serveLive } from '../shared/serve.mjs';
import { describeWhy, usableTargets } from './usableAt.mjs';

// BENCH_DIST, BENCH_SIM, BENCH_TLS and BENCH_PORT put the builds, the certificate and the server elsewhere (a second
// checkout's bench beside this one).
const distRel = process.env.BENCH_DIST ?? `${benchHome}/pages-live`;
const simRel = process.env.BENCH_SIM ?? `${benchHome}/pages-sim`;
const distDir = join(root, distRel);
const runs = Math.max(0, Number(process.env.BENCH_LH_RUNS ?? 3) || 0);
const usableRuns = Math.max(0, Number(process.env.BENCH_USABLE_RUNS ?? 3) || 0);
const visits = (process.env.BENCH_VISITS ?? 'first,later').split(',').map((s) => s.trim()).filter((v) => ['first', 'later', 'seeded'].includes(v));
const why = process.env.BENCH_WHY === '1';
// HTTPS with HTTP/2 unless BENCH_PROTOCOL=http1.1: how a deployment behind a CDN or a current web server serves.
// Chromium trusts the server's certificate by its key: with a certificate error it would keep nothing in its HTTP
// cache, unlike a phone on a deployment.
const tls = process.env.BENCH_PROTOCOL === 'http1.1' ? null : (process.env.BENCH_TLS ?? `${benchHome}/tls`);
const only = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',').map((s) => s.trim())) : null;
const log = logger('pages');

// The issue's targets: 90 on every page, 95 on home and send; LCP 2.5 s and TBT 200 ms on each, on both visits.
// Usable within 2.5 s on a first visit after login and 1.5 s once the worker has the page.
const TARGET = { score: 90, lcp: 2500, tbt: 200 };
const USABLE_TARGET = { first: 2500, later: 1500 };
const TARGET_FIRST = { ...TARGET, score: 95 };
// Cold JavaScript budgets (gzip kB), so that a page that grows is reported: each page's figure at b4531df
// (2026-11-29) plus 2 kB, rounded up to the next 5 kB. They are not the targets: the Lighthouse and usable-at targets
// above are. Re-based from 304e4b4's (2026-11-27), which every page had passed by growth that was chosen: home was
// 335.0 by 5dc0273, then the API contract's answer checks added 3.1-4.7 kB a page (573e327) and V8's compile hint
// 1.8-2.7 (ac71e81). Business analytics' chart (157 kB) waits for the operator to scroll to it (347ab43). Each
// budget then grew by 8 kB (rounded up to 5) for the design system's global CSS as text, 7.9 kB gzip (6f615bd), which a
// start no longer builds with stylis on the main thread.
const BUDGET_KB = {
  default: 365, home: 355, send: 480, 'create post': 440, 'to driver': 380, 'driver handover': 380, collect: 360,
  history: 370, 'parcels in store': 375, 'rate calculator': 375, settings: 355,
};

// A page is usable when its main control is drawn and enabled: the first match of `usable` inside the portal's
// main (main#main: not the plain frame a cold start draws first). FIELD is the page's first text field.
const FIELD = 'main#main input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file])';
const FIRST_ROW = 'main#main tbody tr[aria-rowindex]';

/** Pages of the menu by route id (paths come from config/menus/routes.json, so a moved page is still found). */
const PAGES = [
  { name: 'home', route: 'home', target: TARGET_FIRST, usable: 'main#main a[data-testid^="tile-"]' }, // the menu's first tile
  { name: 'send', route: 'sendParcel', target: TARGET_FIRST, usable: FIELD }, // the scan field
  { name: 'create post', route: 'newOrder', usable: FIELD }, // the shipper's contact number
  { name: 'to driver', route: 'toDriver', usable: 'main#main input[name=handover-job]' }, // the first job
  { name: 'driver handover', route: 'driverHandover', user: 'my-handover-demo', usable: 'main#main input[name=handover-job]' },
  { name: 'collect', route: 'collect', usable: FIELD }, // the one-time code
  { name: 'history', route: 'history', usable: FIRST_ROW },
  { name: 'order details', route: 'orderDetails', query: '?id=1999001', usable: 'main#main button' }, // NVSGHIST0001; its first action
  { name: 'parcels in store', route: 'parcelsInStore', usable: 'main#main button' }, // Start stocktake
  { name: 'payments', route: 'payments', usable: FIRST_ROW },
  { name: 'business analytics', route: 'businessAnalytics', usable: FIELD }, // the range's first month
  { name: 'bulk upload', route: 'bulkUpload', usable: 'main#main [data-testid=bulk-file-input]' },
  { name: 'shipper search', route: 'shipperSearch', usable: FIELD }, // the contact number
  { name: 'rate calculator', route: 'rateCalculator', usable: FIELD },
  { name: 'settings', route: 'settings', usable: 'main#main select' }, // the language
];
const DEFAULT_USER = 'sg-demo';

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

const fmt = (v) => (v === null || v === undefined ? '—' : String(Math.round(v)));

function summarize(samples) {
  return {
    samples, score: median(samples.map((s) => s.score)), lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)), cls: median(samples.map((s) => s.cls)),
  };
}

async function main() {
  if (wantBuild()) {
    buildVariant({ variant: 'live', outDir: distRel, log });
    buildSimulator({ outDir: simRel, log });
  }
  needBuilt(distRel);
  needBuilt(simRel, 'entry.js');
  const routes = JSON.parse(readFileSync(join(root, 'config/menus/routes.json'), 'utf8')).routes;
  const pathOf = (id) => routes.find((r) => r.id === id)?.path;
  const server = await serveLive({ dist: distRel, sim: simRel, tls, port: Number(process.env.BENCH_PORT) || undefined });
  const chromiumArgs = server.trustArgs;
  const chromium = await playwrightChromium();
  const browser = await launchChromium(chromiumArgs);
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
      results.push({ ...p, js, load: [], visits: Object.fromEntries(visits.map((v) => [v, { lighthouse: null, usable: null }])) });
    }
    for (const r of results) {
      r.load.push(loadAverage());
      if (runs > 0) {
        // The visits alternate run by run, so a busier minute on the machine weighs on both.
        const byVisit = Object.fromEntries(visits.map((v) => [v, { samples: [], errors: [] }]));
        for (let i = 0; i < runs; i++) {
          for (const visit of i % 2 ? [...visits].reverse() : visits) {
            const prepare = visit === 'seeded' ? seedStorage(chromium, server.base, storage[r.user]) : loginThroughForm(chromium, server.base, r.user, visit);
            const [t] = await lighthouseTargets({ targets: [{ name: `${r.name} ${visit}`, url: r.url, prepare }], runs: 1, chromiumPath, chromiumArgs: [...CHROMIUM_ARGS, ...chromiumArgs], freePort, log });
            byVisit[visit].samples.push(...t.samples);
            byVisit[visit].errors.push(...t.errors);
          }
        }
        for (const v of visits) {
          r.visits[v].lighthouse = { ...summarize(byVisit[v].samples), errors: byVisit[v].errors };
          if (!byVisit[v].samples.length) unmeasured++;
        }
      }
      const usableVisits = visits.filter((v) => v !== 'seeded');
      if (usableRuns > 0 && usableVisits.length) {
        const [u] = await usableTargets({ browser, base: server.base, pages: [r], visits: usableVisits, runs: usableRuns, why, log });
        for (const v of usableVisits) {
          const slot = u.byVisit[v];
          const at = median(slot.samples);
          // What the run nearest the median waited for.
          const nearest = slot.why.length ? slot.why[slot.samples.indexOf([...slot.samples].sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0])] : null;
          r.visits[v].usable = { samples: slot.samples, at, errors: slot.errors, why: nearest ?? null };
          if (!slot.samples.length) unmeasured++;
        }
      }
      r.load.push(loadAverage());
    }
  } finally {
    await browser.close();
    server.close();
  }

  console.log(`\nEvery menu page after a login through the form: live build served gzip, simulated API behind /api. Lighthouse mobile, ${runs} run(s) a visit; usable at: 4x CPU, 150 ms, 1.6 Mbps, ${usableRuns} run(s) a visit; medians`);
  console.log(`  first: first visit after login, no service worker yet; later: the worker installed by the login controls the page${visits.includes('seeded') ? '; seeded: a new profile given the session only' : ''}`);
  console.log(`  ${'page'.padEnd(20)}${'visit'.padEnd(8)}${'scores'.padEnd(18)}${'score'.padStart(6)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'usable ms'.padStart(11)}${'JS kB'.padStart(8)}${'budget'.padStart(8)}${'load'.padStart(11)}`);
  const missed = [];
  for (const r of results) {
    const budget = BUDGET_KB[r.name] ?? BUDGET_KB.default;
    const kb = r.js ? r.js.gzip / 1000 : null;
    visits.forEach((v, n) => {
      const lh = r.visits[v].lighthouse;
      const us = r.visits[v].usable;
      const head = n === 0 ? r.name : '';
      const tail = n === 0 ? `${(kb === null ? '—' : kb.toFixed(1)).padStart(8)}${String(budget).padStart(8)}${r.load.map((l) => (l === null ? '?' : l.toFixed(1))).join('-').padStart(11)}` : '';
      console.log(`  ${head.padEnd(20)}${v.padEnd(8)}${(lh?.samples.map((s) => s.score).join(', ') || '—').padEnd(18)}${fmt(lh?.score).padStart(6)}${fmt(lh?.lcp).padStart(8)}${fmt(lh?.tbt).padStart(8)}${(typeof lh?.cls === 'number' ? lh.cls.toFixed(3) : '—').padStart(7)}${fmt(us?.at).padStart(11)}${tail}`);
      for (const e of lh?.errors ?? []) console.log(`    failed Lighthouse run: ${e}`);
      for (const e of us?.errors ?? []) console.log(`    failed usable-at run: ${e}`);
      for (const line of describeWhy(us?.why)) console.log(`    ${line}`);
      const target = r.target ?? TARGET;
      if (lh?.score !== null && lh?.score !== undefined) {
        if (lh.score < target.score) missed.push(`${r.name} (${v}): score ${lh.score} < ${target.score}`);
        if (lh.lcp > target.lcp) missed.push(`${r.name} (${v}): LCP ${fmt(lh.lcp)} ms > ${target.lcp}`);
        if (lh.tbt > target.tbt) missed.push(`${r.name} (${v}): TBT ${fmt(lh.tbt)} ms > ${target.tbt}`);
      }
      if (typeof us?.at === 'number' && us.at > USABLE_TARGET[v]) missed.push(`${r.name} (${v}): usable at ${us.at} ms > ${USABLE_TARGET[v]}`);
    });
    if (kb !== null && kb > budget) console.log(`    OVER BUDGET: ${kb.toFixed(1)} kB gzip cold, budget ${budget} kB`);
  }
  for (const m of missed) console.log(`TARGET MISSED ${m}`);
  writeResults('pages.json', { at: new Date().toISOString(), runs, usableRuns, visits, results });
  return unmeasured ? 2 : 0;
}

runBench('pages', main);
