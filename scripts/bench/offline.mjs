#!/usr/bin/env node
/* global document, window, MutationObserver -- used inside functions that run in the page */
// Bench of the portal offline, on the LIVE build served with the simulated API (scripts/liveServer.mjs):
//   a. the login screen's JavaScript (gzip), which the service worker must not grow: it registers after the portal
//      has drawn, and on the login screen after its form is painted;
//   b. the precache: files the service worker lists and their size (raw and gzip);
//   c. a logged-in operator on the send page, the network cut, 4x CPU slow-down (CDP): reload to a usable scan
//      field (ms from navigation start, median of BENCH_RUNS).
//
//   npm run bench -- offline              build into BENCH_DIST (default dist-bench-offline) and the simulator bundle
//                                         into .bench/offline-sim, then measure
//   npm run bench -- offline --no-build   measure the builds already there
// kB are 1000 bytes, as Vite reports them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { launchChromium, phoneSession } from './shared/browser.mjs';
import { buildSimulator, buildVariant } from './shared/build.mjs';
import { scriptFiles } from './shared/files.mjs';
import { logIn } from './shared/login.mjs';
import { trackNetwork } from './shared/network.mjs';
import { benchHome, kb, logger, root, wantBuild } from './shared/run.mjs';
import { serveLive } from './shared/serve.mjs';

const dist = resolve(root, process.env.BENCH_DIST ?? 'dist-bench-offline');
// The live build has no simulator: liveServer.mjs answers /api from this bundle, built here as the page bench builds its own.
const simDir = resolve(root, benchHome, 'offline-sim');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const SCAN_LABEL = 'Tracking, stamp, pack or return ID';
const log = logger('bench offline');

/** The files the service worker precaches (its injected list) with their raw and gzip bytes. */
function precache() {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const start = sw.lastIndexOf('[{"revision"');
  const list = JSON.parse(sw.slice(start, sw.indexOf('}]', start) + 2));
  let raw = 0, gzip = 0;
  for (const { url } of list) {
    const bytes = readFileSync(join(dist, url));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: list.length, raw, gzip };
}

/** c. Logged in on the send page, the worker in control; then reloads with the network cut at 4x CPU (ms, sorted). */
async function offlineReloads(context, page) {
  await logIn(page, baseURL);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 60_000 });
  await page.goto(`${baseURL}/send-parcel`);
  await page.getByLabel(SCAN_LABEL).waitFor({ timeout: 60_000 });
  // The moment the scan field is on screen and enabled, from the document's navigation start.
  await page.addInitScript((label) => {
    const usable = () => [...document.querySelectorAll('input')].some((i) => !i.disabled && i.getClientRects().length > 0
      && ([...(i.labels ?? [])].some((l) => l.textContent?.includes(label)) || i.getAttribute('aria-label') === label));
    const watch = new MutationObserver(() => { if (usable()) { window.__scanUsableAt = performance.now(); watch.disconnect(); } });
    watch.observe(document, { subtree: true, childList: true, attributes: true });
  }, SCAN_LABEL);
  await context.setOffline(true);
  const cdp = await phoneSession(page, { cpuRate: 4 });
  const times = [];
  for (let i = 0; i < runs; i++) {
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => typeof window.__scanUsableAt === 'number', null, { timeout: 60_000 });
    times.push(await page.evaluate(() => window.__scanUsableAt));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return times.sort((a, b) => a - b);
}

if (wantBuild()) {
  buildVariant({ variant: 'live', outDir: dist, log });
  buildSimulator({ outDir: simDir, log });
}
// Plain HTTP, as before the page bench served HTTPS: a reload offline never reaches the server.
const server = await serveLive({ dist, sim: simDir, tls: null });
const baseURL = server.base;
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
  const page = await context.newPage();

  // a. The login screen's JavaScript, and whether anything registered a worker on it.
  const net = trackNetwork(page);
  net.setPhase('login');
  await page.goto(`${baseURL}/login`);
  await page.locator('input[name=password]').waitFor();
  await net.waitForIdle();
  const login = scriptFiles(net.requests.filter((r) => r.phase === 'login'), baseURL, dist);
  const workerOnLogin = await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  // A build from before the service worker (to compare the login screen's JavaScript): only a.
  if (!existsSync(join(dist, 'sw.js'))) {
    console.log(`\nLogin screen JavaScript of ${dist} (a build without a service worker): ${kb(login.gzip)} kB gzip (${login.files.length} files)`);
    console.log(JSON.stringify({ loginJsGzipKb: Number(kb(login.gzip)), loginJsFiles: login.files.length }));
  } else {
    const times = await offlineReloads(context, page);
    const median = times[Math.floor(times.length / 2)];
    const pc = precache();

    console.log(`\nOffline bench, live build ${dist} (commit ${commit}, ${new Date().toISOString().slice(0, 10)})`);
    console.log(`a. login screen JavaScript: ${kb(login.gzip)} kB gzip (${login.files.length} files; budget 150); service worker registered on the login screen: ${workerOnLogin ? 'YES' : 'no'}`);
    console.log(`b. precache: ${pc.files} files, ${kb(pc.raw)} kB raw, ${kb(pc.gzip)} kB gzip`);
    console.log(`c. offline reload to a usable send page at 4x CPU: median ${Math.round(median)} ms (runs: ${times.map(Math.round).join(', ')})`);
    console.log(JSON.stringify({ commit, loginJsGzipKb: Number(kb(login.gzip)), workerOnLogin, precacheFiles: pc.files, precacheRawKb: Number(kb(pc.raw)), precacheGzipKb: Number(kb(pc.gzip)), offlineSendPageMs: Math.round(median), runs: times.map(Math.round) }));
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
