#!/usr/bin/env node
/* global window, document, MutationObserver -- used inside functions that run in the page */
// The config studio's bench: the LIVE build (its strict Content Security Policy, served gzip by
// scripts/liveServer.mjs with the simulated API behind /api), /config-studio opened in Chromium with the CPU slowed
// 4x, the largest config file the studio lists opened, and one edit typed and undone KEYS times: a letter added to
// a message id (the cross-file check then names an unknown message id) and taken away (clean again). Per key, from
// the keydown to the problem status on screen saying the new result. Then the studio's own JavaScript (gzip level 9
// of the chunks only the studio can reach, by the build's manifest, as fetched) and a check that /login and home
// (logged in) fetch no byte of it. Exit 1 when they do or a key's result never shows, 2 when it could not measure.
//
//   npm run bench -- studio               build the live variant and the simulator bundle, then measure
//   npm run bench -- studio --no-build    reuse .bench/studio-live and .bench/studio-sim
//
// Env: CHROMIUM_PATH, BENCH_STUDIO_KEYS (default 40), BENCH_STUDIO_PROFILE=<file.cpuprofile> (a CPU profile of the
//      typing, with the main thread's busiest functions printed).
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, phoneSession } from '../shared/browser.mjs';
import { buildSimulator, buildVariant, needBuilt } from '../shared/build.mjs';
import { sizeOnDisk } from '../shared/files.mjs';
import { trackNetwork } from '../shared/network.mjs';
import { benchHome, logger, root, runBench, stats, wantBuild } from '../shared/run.mjs';
import { serveLive } from '../shared/serve.mjs';
import { readManifest, studioChunks } from './chunks.mjs';

const distRel = `${benchHome}/studio-live`;
const simRel = `${benchHome}/studio-sim`;
const distDir = join(root, distRel);
const KEYS = Math.max(2, Number(process.env.BENCH_STUDIO_KEYS ?? 40) || 40);
const CPU_RATE = 4;
const PROFILE = process.env.BENCH_STUDIO_PROFILE ?? null;
const CLEAN = 'No problems: the files pass every check.';
const ONE = 'Problems found: 1';
const MESSAGE_ID = '"orders_form.recipient_name"';
const log = logger('bench studio');

/** The config file the studio lists that is largest on disk (of equals, forms/th.json, the file earlier figures used). */
async function largestListed(page) {
  const listed = await page.getByLabel('Files').locator('option').evaluateAll((os) => os.map((o) => o.value));
  const sized = listed.map((f) => ({ f, size: existsSync(join(root, 'config', f)) ? statSync(join(root, 'config', f)).size : 0 }));
  return sized.sort((a, b) => b.size - a.size || Number(b.f === 'forms/th.json') - Number(a.f === 'forms/th.json'))[0];
}

/** The editor draws only the lines in view: scrolls it until the text is drawn. */
async function scrollTo(page, box, text) {
  const target = box.getByText(text).first();
  for (let i = 0; i < 200 && !(await target.isVisible()); i++) {
    await page.locator('.cm-scroller').evaluate((el) => { el.scrollTop += 200; });
  }
  await target.waitFor({ timeout: 5000 });
  return target;
}

/** In the page: the keydown's time, and a wait for the problem status to read a text (a DOM observer, no polling). */
function installProbe(page) {
  return page.evaluate(() => {
    const probe = { keyAt: 0 };
    document.addEventListener('keydown', (e) => { probe.keyAt = e.timeStamp; }, { capture: true });
    probe.until = (text, timeoutMs) => new Promise((done) => {
      const status = () => document.querySelector('[data-testid="studio-problem-status"]');
      const shown = () => status()?.textContent === text;
      if (shown()) { done(performance.now()); return; }
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        const at = performance.now();
        observer.disconnect();
        clearTimeout(timer);
        done(at);
      });
      observer.observe(status()?.parentElement ?? document.body, { subtree: true, childList: true, characterData: true });
      const timer = setTimeout(() => { observer.disconnect(); done(null); }, timeoutMs);
    });
    window.__studioBench = probe;
  });
}

/** Types the edit and its undo KEYS times; per key the ms from keydown to the status, and the studio's own mark. */
async function typeAndMeasure(page, file) {
  const box = page.getByRole('textbox', { name: `Content of ${file}` });
  // The end of a message id inside its quotes: `"ui:title": "orders_form.recipient_name",`.
  await (await scrollTo(page, box, MESSAGE_ID)).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const added = [];
  const removed = [];
  const toMark = [];
  let lost = 0;
  for (let i = 0; i < KEYS; i++) {
    const [key, text] = i % 2 === 0 ? ['x', ONE] : ['Backspace', CLEAN];
    const waiting = page.evaluate((t) => window.__studioBench.until(t, 10_000), text);
    await page.keyboard.press(key);
    const shownAt = await waiting;
    const figures = await page.evaluate(() => {
      const marks = performance.getEntriesByName('configStudio:problems');
      return { keyAt: window.__studioBench.keyAt, mark: marks[marks.length - 1]?.startTime ?? null };
    });
    if (shownAt === null) lost++;
    else (i % 2 === 0 ? added : removed).push(shownAt - figures.keyAt);
    if (figures.mark !== null && figures.mark >= figures.keyAt) toMark.push(figures.mark - figures.keyAt);
    // Quiet before the next key, as between an admin's edits: the measure is of one keystroke, not of a burst.
    await page.waitForTimeout(250);
  }
  return { toStatus: [...added, ...removed], added, removed, toMark, lost };
}

function printProfile(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const n = nodes.get(id);
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (!n || ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName)) return;
    busy += us;
    const f = n.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}${f.url ? `:${f.lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + us);
  });
  console.log(`main thread busy ${Math.round(busy / 1000)} ms over ${KEYS} keys (4x CPU); busiest functions (self time):`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

/** Scripts a page fetched (same origin, by path), once each. */
const scriptPaths = (net, phase) => [...new Set(net.requests.filter((r) => r.script && (!phase || r.phase === phase)).map((r) => new URL(r.url).pathname))];

async function loginAndHome(browser, base) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const net = trackNetwork(page);
    await page.goto(`${base}/login`);
    await page.locator('input[name=username]').fill('sg-demo');
    await net.waitForIdle({ quietMs: 800, timeoutMs: 30_000 });
    const login = scriptPaths(net);
    net.setPhase('home');
    await page.locator('input[name=password]').fill('demo');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname !== '/login', { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor({ timeout: 60_000 });
    await net.waitForIdle({ quietMs: 800, timeoutMs: 30_000 });
    return { login, home: scriptPaths(net, 'home') };
  } finally {
    await context.close();
  }
}

async function main() {
  if (wantBuild()) {
    buildVariant({ variant: 'live', outDir: distRel, extra: ['--manifest'], log });
    buildSimulator({ outDir: simRel, log });
  }
  const manifest = readManifest(distDir);
  if (!manifest) throw new Error(`${distRel} has no manifest: run without --no-build`);
  needBuilt(simRel, 'entry.js');
  const chunks = studioChunks(manifest);
  const server = await serveLive({ dist: distRel, sim: simRel, tls: null });
  const browser = await launchChromium();
  let failed = false;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const net = trackNetwork(page);
    await page.goto(`${server.base}/config-studio`);
    await page.getByTestId('studio-problem-status').filter({ hasText: CLEAN }).waitFor({ timeout: 60_000 });
    const largest = await largestListed(page);
    log(`opening ${largest.f} (${largest.size} bytes, the largest file the studio lists)`);
    await page.getByLabel('Files').selectOption(largest.f);
    await page.getByRole('textbox', { name: `Content of ${largest.f}` }).getByText('"$schema"').waitFor();
    await installProbe(page);
    const cdp = await phoneSession(page, { cpuRate: CPU_RATE });
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const typed = await typeAndMeasure(page, largest.f);
    if (PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(PROFILE, JSON.stringify(profile));
      printProfile(profile);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await net.waitForIdle({ quietMs: 500, timeoutMs: 30_000 });
    // The studio's own files as fetched: reachable only through the studio's page, or not in the portal's graph at
    // all (a worker's script).
    const fetched = scriptPaths(net).filter((p) => chunks.own.has(p) || !chunks.shared.has(p));
    const sizes = fetched.map((p) => ({ p, ...sizeOnDisk(distDir, p) }));
    const gzip = sizes.reduce((s, f) => s + (f.gzip ?? 0), 0);
    const raw = sizes.reduce((s, f) => s + (f.raw ?? 0), 0);
    await context.close();

    const other = await loginAndHome(browser, server.base);
    const ownAll = new Set([...chunks.own, ...fetched]);
    // Any file of the studio's plugin counts, its catalogs too: login and home load no byte of it.
    const leaks = [...other.login.map((p) => ['login', p]), ...other.home.map((p) => ['home', p])].filter(([, p]) => ownAll.has(p) || chunks.plugin.has(p));

    const s = stats(typed.toStatus);
    const m = typed.toMark.length ? stats(typed.toMark) : null;
    console.log(`\nConfig studio, live build, ${largest.f} (${(largest.size / 1000).toFixed(1)} kB), ${KEYS} keys at ${CPU_RATE}x CPU`);
    console.log(`  keystroke to problem status on screen: median ${s.median.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (n ${s.n}${typed.lost ? `, ${typed.lost} never shown` : ''}); target 200 ms`);
    const [a, r] = [stats(typed.added), stats(typed.removed)];
    console.log(`    the letter typed: median ${a.median.toFixed(0)} ms, p95 ${a.p95.toFixed(0)} ms; Backspace: median ${r.median.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms`);
    if (m) console.log(`  keystroke to the studio's configStudio:problems mark: median ${m.median.toFixed(0)} ms, p95 ${m.p95.toFixed(0)} ms`);
    console.log(`  studio's own JavaScript as fetched: ${(gzip / 1000).toFixed(1)} kB gzip (${(raw / 1000).toFixed(0)} kB raw) in ${sizes.length} files`);
    for (const f of sizes.sort((a, b) => (b.gzip ?? 0) - (a.gzip ?? 0))) console.log(`    ${((f.gzip ?? 0) / 1000).toFixed(1).padStart(7)} kB  ${f.p}`);
    console.log(`  /login fetched ${other.login.length} scripts, home (logged in) ${other.home.length}: ${leaks.length ? 'STUDIO CODE LOADED' : 'none of the studio\'s'}`);
    for (const [where, p] of leaks) console.log(`    ${where} fetched ${p}`);
    if (leaks.length || typed.lost) failed = true;
    if (s.p95 > 200) console.log(`TARGET MISSED keystroke to problems p95 ${s.p95.toFixed(0)} ms > 200 ms`);
  } finally {
    await browser.close();
    server.close();
  }
  return failed ? 1 : 0;
}

runBench('studio', main);
