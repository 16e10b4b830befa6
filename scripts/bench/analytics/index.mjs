#!/usr/bin/env node
// Analytics bench, LIVE build (no simulator code; scripts/liveServer.mjs answers /api with the simulated API on the
// same origin, as a deployment's proxy would), Debian's Chromium, cache off, gzip level 9 of the built files:
//   1. JavaScript a cold load of /analytics loads when logged in (everything the page needs: entry, portal, page,
//      chart library), against the 365 kB target; and what opening it from home adds;
//   2. the analytics chunks (those a cold home does not load that carry the plugin's or apexcharts' marks), and proof that /login, home,
//      a scan page (/collect, the customer-collect scan) and the order pages (/new-order, /history's order details)
//      load none of them, nor any file carrying apexcharts.
//   3. what the cold /analytics JavaScript is made of, by library: each chunk's gzip shared among its modules by their
//      size before compression (the build notes each chunk's modules: scripts/bench/analytics/moduleMap.vite.config.ts).
// Builds into .bench/analytics/dist and the simulator bundle into .bench/analytics/sim (for scripts/liveServer.mjs).
// Prints a table and a JSON line, writes .bench/analytics-results.json.   npm run bench -- analytics [--no-build]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { launchChromium, phoneSession } from '../shared/browser.mjs';
import { buildSimulator, buildVariant, needBuilt } from '../shared/build.mjs';
import { sizeOnDisk } from '../shared/files.mjs';
import { logIn } from '../shared/login.mjs';
import { benchHome, kb, logger, root, wantBuild, writeResults } from '../shared/run.mjs';
import { serveLive } from '../shared/serve.mjs';

const distRel = `${benchHome}/analytics/dist`;
const simRel = `${benchHome}/analytics/sim`;
const distDir = join(root, distRel);
const TARGET_KB = 365;
const moduleMapFile = join(root, benchHome, 'analytics/modules.json');
const log = logger('bench analytics');

if (wantBuild()) {
  buildVariant({ variant: 'live', outDir: distRel, extra: ['-c', 'scripts/bench/analytics/moduleMap.vite.config.ts'], env: { MODULE_MAP_OUT: moduleMapFile }, log });
  buildSimulator({ outDir: simRel, log });
}
needBuilt(distRel);
needBuilt(simRel, 'entry.js');
// Plain HTTP: the figures are the files' sizes, which the protocol does not change.
const server = await serveLive({ dist: distRel, sim: simRel, tls: null });
const { base } = server;
const browser = await launchChromium();
const gzipOf = (paths) => [...new Set(paths)].reduce((s, p) => s + (sizeOnDisk(distDir, p)?.gzip ?? 0), 0);

/** A logged-in browser context (sg-demo), its session in local storage. */
async function session() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, base);
  await page.waitForLoadState('networkidle');
  await page.close();
  return context;
}

/** The scripts a cold load of `path` fetches (cache off), once `ready` is on screen. */
async function coldScripts(context, path, ready) {
  const page = await context.newPage();
  await phoneSession(page, { cold: true });
  const scripts = [];
  page.on('response', (res) => { if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname); });
  await page.goto(`${base}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

const chartOnScreen = (page) => page.getByTestId('bar-chart').first().locator('svg').first().waitFor({ timeout: 60_000 });
const heading = (page) => page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
/**
 * A chunk of the analytics plugin or of the chart library: it carries one of their marks. An endpoint counts as a call
 * (its path ending a template string), not as the kernel's table of API routes, which names every endpoint.
 */
const MARKS = ['apexcharts', '/volumes-by-type`', '/shipper-trend`', '/report/shipper-volumes', 'tier-card-', 'chart-shippers'];
const isAnalyticsCode = (p) => { const f = sizeOnDisk(distDir, p); return f ? MARKS.some((m) => readFileSync(join(distDir, f.file), 'utf8').includes(m)) : false; };

/** Libraries named in the breakdown, first match wins; node_modules left over is 'other libraries'. */
const LIBRARIES = [
  ['apexcharts and react-apexcharts', /node_modules[\\/](apexcharts|react-apexcharts)[\\/]/],
  ['React (react, react-dom, scheduler)', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['Chakra UI (with Ark UI, Zag, Emotion)', /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|stylis|@pandacss|hoist-non-react-statics|@floating-ui|@internationalized)[\\/]/],
  ['React Router', /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/],
  ['axios', /node_modules[\\/]axios[\\/]/],
  ['other libraries', /node_modules[\\/]/],
];
const PORTAL = "the portal's own code (kernel, config checks, catalogs, plugins, page)";

/** gzip kB of `scripts` by library: each file's gzip shared among its modules by their rendered size. */
function byLibrary(scripts) {
  if (!existsSync(moduleMapFile)) return null;
  const map = JSON.parse(readFileSync(moduleMapFile, 'utf8'));
  const out = Object.fromEntries([...LIBRARIES.map(([name]) => [name, 0]), [PORTAL, 0]]);
  for (const path of new Set(scripts)) {
    const file = sizeOnDisk(distDir, path);
    const modules = file ? map[file.file.replace(/^\/+/, '')] : undefined;
    if (!file || !modules) continue;
    const total = Object.values(modules).reduce((a, b) => a + b, 0) || 1;
    for (const [id, length] of Object.entries(modules)) {
      const name = LIBRARIES.find(([, test]) => test.test(id))?.[0] ?? PORTAL;
      out[name] += (file.gzip * length) / total;
    }
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, Number(kb(v))]));
}

const results = { date: new Date().toISOString(), load: loadavg()[0].toFixed(1), targetKb: TARGET_KB };
try {
  const context = await session();

  const analytics = await coldScripts(context, '/analytics', chartOnScreen);
  results.analyticsColdJsGzipKb = Number(kb(gzipOf(analytics.scripts)));
  results.analyticsColdFiles = new Set(analytics.scripts).size;
  results.analyticsColdByLibraryKb = byLibrary(analytics.scripts);
  await analytics.page.close();

  const home = await coldScripts(context, '/', heading);
  const homeSet = new Set(home.scripts);
  const onlyAnalytics = [...new Set(analytics.scripts)].filter((s) => !homeSet.has(s) && isAnalyticsCode(s));
  results.analyticsOnlyChunks = onlyAnalytics.map((p) => `${p.split('/').pop()} ${kb(sizeOnDisk(distDir, p)?.gzip ?? 0)}`);
  results.analyticsOnlyGzipKb = Number(kb(gzipOf(onlyAnalytics)));
  // Opening analytics from home's menu: what the click adds (shared chunks that home had not needed included).
  const before = new Set(home.scripts);
  await home.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Business analytics' }).click();
  await chartOnScreen(home.page);
  await home.page.waitForLoadState('networkidle');
  results.addedAfterHomeGzipKb = Number(kb(gzipOf(home.scripts.filter((s) => !before.has(s)))));
  await home.page.close();

  const others = [['/', heading], ['/collect', heading], ['/new-order', heading], ['/order-details?id=1', heading], ['/history', heading]];
  results.otherPages = {};
  for (const [path, ready] of others) {
    const { page, scripts } = await coldScripts(context, path, ready);
    const analyticsChunks = [...new Set(scripts)].filter(isAnalyticsCode);
    results.otherPages[path] = { jsGzipKb: Number(kb(gzipOf(scripts))), analyticsChunks: analyticsChunks.map((s) => s.split('/').pop()) };
    await page.close();
  }
  await context.close();
  const loggedOut = await browser.newContext({ serviceWorkers: 'block' });
  const login = await coldScripts(loggedOut, '/login', (p) => p.locator('input[name=username]').waitFor());
  const loginChunks = [...new Set(login.scripts)].filter(isAnalyticsCode);
  results.otherPages['/login'] = { jsGzipKb: Number(kb(gzipOf(login.scripts))), analyticsChunks: loginChunks.map((s) => s.split('/').pop()) };
  await loggedOut.close();
} finally {
  await browser.close();
  server.close();
}

const clean = Object.values(results.otherPages ?? {}).every((p) => p.analyticsChunks.length === 0);
console.log('| what | gzip kB |');
console.log('|---|---|');
console.log(`| cold /analytics, logged in (${results.analyticsColdFiles} files), target ${TARGET_KB} | ${results.analyticsColdJsGzipKb}${results.analyticsColdJsGzipKb > TARGET_KB ? ' TARGET MISSED' : ''} |`);
console.log(`| opening Business analytics from home adds | ${results.addedAfterHomeGzipKb} |`);
console.log(`| chunks only analytics loads | ${results.analyticsOnlyGzipKb}: ${results.analyticsOnlyChunks.join(', ')} |`);
for (const [path, r] of Object.entries(results.otherPages)) console.log(`| ${path}: ${r.jsGzipKb}, analytics chunks loaded | ${r.analyticsChunks.join(', ') || 'none'} |`);
if (results.analyticsColdByLibraryKb) {
  console.log('\nThe cold /analytics JavaScript by library (gzip kB, estimated):');
  for (const [name, v] of Object.entries(results.analyticsColdByLibraryKb)) console.log(`| ${name} | ${v} |`);
} else console.log('\n(no module map: build without --no-build for the breakdown by library)');
console.log(clean ? 'No other page loads analytics or chart code.' : 'ANALYTICS CODE ON ANOTHER PAGE');
writeResults('analytics-results.json', results);
console.log(JSON.stringify(results));
if (!clean) process.exitCode = 1;
