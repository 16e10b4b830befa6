#!/usr/bin/env node
/* global window -- used inside functions that run in the page */
// New-order bench, LIVE build (no simulator), in Debian's Chromium, API faked by request interception
// (scripts/bench/ordersFakeApi.mjs). Measures /new-order (post order: sender, parcel fields, recipient form from
// config/forms/sg.json rendered by rjsf):
//   1a. JavaScript a cold load of /new-order needs when logged in (HTTP cache off), gzip level 9 of the built files;
//   1b. JavaScript opening /new-order adds after home (click on the menu entry 'Create post');
//   2.  per keystroke in the recipient name and street address at 4x CPU slow-down: keydown to the next paint after
//       the value changed, by Event Timing (primary) and a rAF probe (cross-check); median, p95, max; target 50 ms;
//   3.  the longest main-thread task (longtask) while the page loads (1x and 4x) and while typing (4x), and the
//       longest animation frames while typing with the scripts they spent time in.
// Builds into .bench/orders/dist (not dist/, which `npm run bench` owns) with hidden source maps (same .js bytes;
// the maps tell what each chunk holds) and serves that folder with vite preview. Prints a table and a final JSON
// line, writes .bench/orders-results.json.
//
//   npm run bench:orders                 build, serve, measure
//   npm run bench:orders -- --no-build   measure the .bench/orders/dist already there
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium), ORDERS_CPU_RATE (default 4), ORDERS_KEY_GAP_MS (pause after each
// key's frame, default 100). Exit: 0 measured (a missed target prints TARGET MISSED, exit still 0); 2 not measured.
// kB are 1000 bytes.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { sizeOnDisk } from './bench/files.mjs';
import { trackNetwork } from './bench/network.mjs';
import { createOrdersFakeApi, FAKE_DP } from './bench/ordersFakeApi.mjs';
import { installOrdersProbe } from './bench/ordersProbe.mjs';
import { chunkMakeup } from './bench/ordersChunks.mjs';
import { fillOrder, keyLatencies, stats } from './bench/ordersTyping.mjs';

const root = resolve(import.meta.dirname, '..');
const distRel = '.bench/orders/dist';
const distDir = join(root, distRel);
const resultsFile = join(root, '.bench', 'orders-results.json');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const cpuRate = Number(process.env.ORDERS_CPU_RATE ?? 4) || 4;
const gapMs = Math.max(0, Number(process.env.ORDERS_KEY_GAP_MS ?? 100) || 0);
const TARGET_MS = 50;
const NAME_INPUT = 'input[id$="_name"]';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const t0 = Date.now();
const log = (m) => console.log(`[bench:orders ${((Date.now() - t0) / 1000).toFixed(1).padStart(5)}s] ${m}`);
const kb = (b) => (b / 1000).toFixed(2);
const ms = (v) => (typeof v === 'number' ? `${Math.round(v)}` : '—');
const open = { server: null, browser: null };
const results = { startedAt: new Date().toISOString(), chromium: chromiumPath, cpuRate, targetMs: TARGET_MS, cpus: availableParallelism(), loadAvg1m: [loadavg()[0]], notes: [], error: null };

function build() {
  log(`building the live variant: npx vite build --outDir ${distRel} --sourcemap hidden`);
  const r = spawnSync('npx', ['vite', 'build', '--outDir', distRel, '--sourcemap', 'hidden', '--logLevel', 'warn'], {
    cwd: root, encoding: 'utf8', timeout: 120_000, maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status ?? r.signal}): ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' | ')}`);
}

const freePort = () => new Promise((res, rej) => {
  const srv = createServer().on('error', rej);
  srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => res(port)); });
});

/** A context with the probe and the fake API; `api.calls` lists its calls. */
async function newContext(api) {
  const context = await open.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installOrdersProbe, NAME_INPUT);
  await context.route('**/api/**', api.handler);
  return context;
}

/** A page with the HTTP cache off and the CPU slowed down (CDP). */
async function coldPage(context, rate = 1) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (e) => results.notes.push(`page error: ${e.message.split('\n')[0]}`));
  return page;
}

/** Logs in through /login as the main bench does, until home greets the point. */
async function logIn(page, baseURL) {
  await page.goto(`${baseURL}/login`);
  await page.locator('input[name=username]').fill('bench-operator');
  await page.locator('input[name=password]').fill('bench-password');
  await page.locator('form button[type=submit]').click();
  await page.getByRole('heading', { level: 1, name: `Hello, ${FAKE_DP.name}` }).waitFor();
}

/** Script files requested (once each) with their sizes in the build folder and the chunk's makeup. */
function scriptFiles(entries, baseURL, skip = new Set()) {
  const files = [];
  for (const e of entries) {
    const url = new URL(e.url);
    if (!e.script || skip.has(url.pathname) || files.some((f) => f.path === url.pathname)) continue;
    const size = url.origin === baseURL ? sizeOnDisk(distDir, url.pathname) : null;
    if (!size) results.notes.push(`script ${e.url} is not in ${distRel}`);
    const makeup = size ? chunkMakeup(join(distDir, size.file)) : null;
    const top = makeup?.groups.slice(0, 3).map((g) => `${g.name} ${Math.round(g.share * 100)}%`) ?? [];
    files.push({ path: url.pathname, name: basename(url.pathname), raw: size?.raw ?? null, gzip: size?.gzip ?? null, makeup: top });
  }
  const sum = (k) => files.reduce((s, f) => s + (f[k] ?? 0), 0);
  return { files, gzip: sum('gzip'), raw: sum('raw') };
}

// Functions (waitKey, each key's done) are dropped by JSON.
const probeData = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.__ordersBench)));
const longest = (tasks) => tasks.reduce((m, t) => (m === null || t.duration > m.duration ? t : m), null);

/** 1a and the load at 1x: a logged-in tab, then /new-order in a new tab with the cache off. */
async function coldLoad(baseURL) {
  const api = createOrdersFakeApi();
  const context = await newContext(api);
  try {
    await logIn(await context.newPage(), baseURL);
    const page = await coldPage(context);
    const net = trackNetwork(page);
    await page.goto(`${baseURL}/new-order`);
    await page.locator(NAME_INPUT).waitFor({ state: 'visible' });
    await net.waitForIdle();
    const probe = await probeData(page);
    return { js: scriptFiles(net.requests, baseURL), formVisibleMs: probe.formAt, longestTask: longest(probe.longTasks), longTasks: probe.longTasks.length, api: api.calls };
  } finally {
    await context.close().catch(() => {});
  }
}

/** 1b: log in, wait for home, then click 'Create post' in the menu; what is requested after the click and was not before. */
async function incremental(baseURL) {
  const api = createOrdersFakeApi();
  const context = await newContext(api);
  try {
    const page = await coldPage(context);
    const net = trackNetwork(page);
    net.setPhase('home');
    await logIn(page, baseURL);
    await net.waitForIdle();
    const before = new Set(net.requests.map((r) => new URL(r.url).pathname));
    net.setPhase('open');
    await page.getByRole('link', { name: 'Create post', exact: true }).first().click();
    await page.locator(NAME_INPUT).waitFor({ state: 'visible' });
    await net.waitForIdle();
    if (new URL(page.url()).pathname !== '/new-order') results.notes.push(`'Create post' led to ${new URL(page.url()).pathname}`);
    return { js: scriptFiles(net.requests.filter((r) => r.phase === 'open'), baseURL, before), home: scriptFiles(net.requests.filter((r) => r.phase === 'home'), baseURL) };
  } finally {
    await context.close().catch(() => {});
  }
}

/** 2 and 3: a cold load of /new-order at 4x, then the order filled in and the name and address typed. */
async function typing(baseURL) {
  const api = createOrdersFakeApi();
  const context = await newContext(api);
  try {
    await logIn(await context.newPage(), baseURL);
    const page = await coldPage(context, cpuRate);
    const net = trackNetwork(page);
    await page.goto(`${baseURL}/new-order`);
    await page.locator(NAME_INPUT).waitFor({ state: 'visible' });
    await net.waitForIdle();
    net.setPhase('typing');
    const typed = await fillOrder(page, api, { gapMs, log, notes: results.notes });
    const probe = await probeData(page);
    const keys = keyLatencies(probe, typed);
    for (const f of ['name', 'address']) if (!typed[f].typedOk) results.notes.push(`the ${f} field reads "${typed[f].value}" after typing`);
    if (typed.name.lost + typed.address.lost) results.notes.push(`${typed.name.lost + typed.address.lost} key(s) had no frame estimate within 5 s`);
    if (!typed.priced) results.notes.push('no price request after the address was typed');
    const windows = ['name', 'address'].map((f) => {
      const k = keys.filter((x) => x.field === f);
      return [k[0]?.down ?? Infinity, Math.max(...k.map((x) => x.down + (x.rafProbe ?? 0))) + (f === 'address' ? 1500 : 300)];
    });
    const inTyping = (t) => windows.some(([a, b]) => t.start >= a && t.start <= b);
    const loafs = probe.loafs.filter(inTyping).sort((a, b) => b.duration - a.duration).slice(0, 3)
      .map((l) => ({ duration: l.duration, blocking: l.blocking, render: l.render, styleLayout: l.styleLayout, start: l.start,
        scripts: l.scripts.map((s) => ({ ...s, src: basename(s.src || '') || s.invoker })) }));
    const lazy = scriptFiles(net.requests.filter((r) => r.phase === 'typing'), baseURL);
    if (lazy.files.length) results.notes.push(`filling the form loaded ${lazy.files.map((f) => f.name).join(', ')} (${kb(lazy.gzip)} kB gzip)`);
    return {
      keys, eventTimingSupported: probe.supported.event, eventEntries: probe.events.length,
      formVisibleMs: probe.formAt, steps: typed.steps, priced: typed.priced, api: api.calls, unexpected: api.unexpected,
      load: { longestTask: longest(probe.longTasks.filter((t) => t.start < typed.startedAt)), count: probe.longTasks.filter((t) => t.start < typed.startedAt).length },
      typing: { longestTask: longest(probe.longTasks.filter(inTyping)), count: probe.longTasks.filter(inTyping).length, longestFrames: loafs,
        rules: probe.rules.filter((r) => inTyping({ start: r.at })) },
    };
  } finally {
    await context.close().catch(() => {});
  }
}

function printFiles(title, part, limit = 12) {
  console.log(`\n${title}: ${kb(part.gzip)} kB gzip (${kb(part.raw)} kB raw), ${part.files.length} file(s); largest:`);
  for (const f of [...part.files].sort((a, b) => (b.gzip ?? 0) - (a.gzip ?? 0)).slice(0, limit)) {
    console.log(`  ${f.name.padEnd(34)} ${(f.gzip === null ? '?' : kb(f.gzip)).padStart(7)} kB gzip  ${f.makeup.join(', ')}`);
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distRel}/index.html is missing: run without --no-build`);
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const { preview } = await import('vite');
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  open.server = await preview({ root, mode: 'production', logLevel: 'warn', build: { outDir: distRel }, preview: { port, host: '127.0.0.1', strictPort: true, open: false } });
  for (const l of process.listeners('SIGTERM')) if (l !== onSignal) process.off('SIGTERM', l); // vite's would exit at once
  const baseURL = `http://127.0.0.1:${port}`;
  open.browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS, handleSIGINT: false, handleSIGTERM: false });
  log(`serving ${distRel} at ${baseURL}; Chromium ${open.browser.version()}`);
  results.cold = await coldLoad(baseURL);
  log(`1a cold /new-order: ${kb(results.cold.js.gzip)} kB gzip`);
  results.incremental = await incremental(baseURL);
  log(`1b home -> /new-order adds ${kb(results.incremental.js.gzip)} kB gzip`);
  results.typing = await typing(baseURL);
  log(`typed ${results.typing.keys.length} keys at CPU ${cpuRate}x`);
}

function report() {
  const { cold, incremental: inc, typing: ty } = results;
  const et = stats(ty.keys.map((k) => k.eventTiming), 16);
  const raf = stats(ty.keys.map((k) => k.rafProbe));
  const etUsable = ty.eventTimingSupported && ty.eventEntries > 0;
  const primary = etUsable ? et : raf;
  Object.assign(results, { method: etUsable ? 'event-timing' : 'raf-probe', keystroke: { eventTiming: et, rafProbe: raf, primary } });
  results.loadAvg1m.push(loadavg()[0]);
  console.log(`\n==== New-order bench, live build (${distRel}), Chromium at ${chromiumPath} ====`);
  console.log(`Machine: ${results.cpus} CPU(s), 1-min load average ${results.loadAvg1m.map((l) => l.toFixed(1)).join(' at start, ')} at the end (timings move with it)`);
  printFiles('1a. JavaScript of a cold load of /new-order, logged in (cache off, until the recipient form shows and the network is idle)', cold.js);
  printFiles("1b. JavaScript opening /new-order adds after home (click on 'Create post' in the menu)", inc.js);
  console.log(`    (for scale: login + home loaded ${kb(inc.home.gzip)} kB gzip in ${inc.home.files.length} files)`);
  const under16 = ty.keys.filter((k) => k.eventTiming === null).length;
  console.log(`\n2. Keystrokes in the recipient form at CPU ${cpuRate}x: ${ty.keys.length} keys (name ${ty.keys.filter((k) => k.field === 'name').length}, street address ${ty.keys.filter((k) => k.field === 'address').length}), keydown to next paint, ms`);
  console.log(`  ${'method'.padEnd(44)}${'median'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}  target`);
  const row = (label, s, verdict) => console.log(`  ${label.padEnd(44)}${ms(s?.median).padStart(8)}${ms(s?.p95).padStart(8)}${ms(s?.max).padStart(8)}  ${verdict}`);
  row(`Event Timing${etUsable ? ' (primary)' : ' (no entries)'}${under16 ? `, ${under16} key(s) <16 counted 16` : ''}`, et, etUsable ? `≤ ${TARGET_MS} ${et.max <= TARGET_MS ? 'OK' : 'MISSED'}` : '');
  row(`rAF + MessageChannel probe${etUsable ? ' (cross-check)' : ' (primary)'}`, raf, etUsable ? '' : `≤ ${TARGET_MS} ${raf?.max <= TARGET_MS ? 'OK' : 'MISSED'}`);
  for (const f of ['name', 'address']) row(`  ${f} only (Event Timing)`, stats(ty.keys.filter((k) => k.field === f).map((k) => k.eventTiming), 16), '');
  const worst = [...ty.keys].sort((a, b) => (b.eventTiming ?? b.rafProbe ?? 0) - (a.eventTiming ?? a.rafProbe ?? 0)).slice(0, 5);
  console.log(`  slowest keys: ${worst.map((k) => `${k.field} #${ty.keys.filter((x) => x.field === k.field).indexOf(k) + 1} '${k.key}' ${ms(k.eventTiming ?? k.rafProbe)} (at ${ms(k.down)})`).join(', ')}`);
  console.log(`  before typing: ${ty.steps.join('; ')}; price requested while typing the address: ${ty.priced ? 'yes' : 'no'}; ${gapMs} ms pause after each key's frame`);
  const task = (t) => (t ? `${ms(t.duration)} ms at ${ms(t.start)}` : 'none over 50 ms');
  console.log('\n3. Longest main-thread task (longtask entries, > 50 ms)');
  console.log(`  load of /new-order, CPU 1x     ${task(cold.longestTask).padEnd(22)} (${cold.longTasks} long tasks; form visible at ${ms(cold.formVisibleMs)} ms)`);
  console.log(`  load of /new-order, CPU ${cpuRate}x     ${task(ty.load.longestTask).padEnd(22)} (${ty.load.count} long tasks; form visible at ${ms(ty.formVisibleMs)} ms)`);
  console.log(`  typing name and address, ${cpuRate}x  ${task(ty.typing.longestTask).padEnd(22)} (${ty.typing.count} long tasks)`);
  for (const l of ty.typing.longestFrames) {
    console.log(`  long animation frame while typing at ${ms(l.start)}: ${ms(l.duration)} ms (blocking ${ms(l.blocking)}, rendering ${ms(l.render)} of which style and layout ${ms(l.styleLayout)}): ${l.scripts.map((s) => `${s.src}${s.fn ? ` ${s.fn}()` : ''} [${s.invoker}] ${ms(s.duration)} ms`).join('; ')}`);
  }
  const layered = ty.typing.rules.filter((r) => r.layered);
  console.log(`  style rules inserted while typing: ${ty.typing.rules.length}, of which in @layer (each restyles the whole page): ${layered.length}` +
    (layered.length ? ` — first at ${ms(layered[0].at)}: ${layered[0].text}` : ''));
  if (ty.unexpected.length) results.notes.push(`API calls the fake does not answer (404): ${[...new Set(ty.unexpected)].join(', ')}`);
  results.notes = [...new Set(results.notes)];
  if (results.notes.length) console.log(`\nNotes:\n${results.notes.map((n) => `  - ${n}`).join('\n')}`);
  console.log('');
  const verdict = primary && primary.max <= TARGET_MS;
  console.log(verdict ? `Target met: slowest keystroke ${ms(primary.max)} ms at ${cpuRate}x, target ${TARGET_MS} ms`
    : `TARGET MISSED: slowest keystroke ${ms(primary?.max)} ms at ${cpuRate}x (median ${ms(primary?.median)}, p95 ${ms(primary?.p95)}; ${results.method}), target ${TARGET_MS} ms`);
  return Boolean(primary) && primary.n >= ty.keys.length / 2;
}

function finish(code) {
  mkdirSync(join(root, '.bench'), { recursive: true });
  results.finishedAt = new Date().toISOString();
  writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
  const r = (v) => (typeof v === 'number' ? Math.round(v) : null);
  const k = results.keystroke?.primary;
  console.log(JSON.stringify({
    bench: 'orders-new-order', coldJsGzipKb: results.cold ? Number(kb(results.cold.js.gzip)) : null,
    addedJsGzipKb: results.incremental ? Number(kb(results.incremental.js.gzip)) : null,
    keyMethod: results.method ?? null, cpuRate, keys: results.typing?.keys.length ?? null,
    keyMedianMs: r(k?.median), keyP95Ms: r(k?.p95), keyMaxMs: r(k?.max), keyTargetMs: TARGET_MS, keyTargetMet: k ? k.max <= TARGET_MS : null,
    longestTaskLoad1xMs: r(results.cold?.longestTask?.duration), longestTaskLoadMs: r(results.typing?.load.longestTask?.duration),
    longestTaskTypingMs: r(results.typing?.typing.longestTask?.duration), measured: code === 0, error: results.error,
  }));
  process.exit(code);
}

async function closeAll() {
  const { browser, server } = open;
  open.browser = open.server = null;
  if (browser) await browser.close().catch(() => {});
  if (server) await server.close().catch(() => {});
}

let stopping = false;
async function abort(reason) {
  if (stopping) return;
  stopping = true;
  console.error(`\nBENCH FAILED: ${reason}`);
  setTimeout(() => process.exit(2), 5000).unref();
  await closeAll();
  results.error = reason;
  finish(2);
}
const onSignal = () => void abort('stopped by a signal');
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);
setTimeout(() => void abort('still running after 300 s; gave up'), 300_000).unref();

let code = 2;
try {
  await main();
  code = report() ? 0 : 2;
} catch (e) {
  results.error = String(e?.message ?? e).split('\n')[0];
  if (!stopping) console.error(`\nBENCH FAILED: ${results.error}`);
} finally {
  await closeAll();
}
if (!stopping) finish(code);
