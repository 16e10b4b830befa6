#!/usr/bin/env node
/* global document -- used inside functions that run in the page */
// A page's main-thread work on each visit, counted in CPU time so that a busy machine does not inflate it: opens the
// page of a live build after a login through the form (shared/afterLogin.mjs; `seeded`, the benches' former way
// given only for comparison, is the session's local storage in a new profile), unthrottled, with a Chromium trace, until its main control is usable
// and 3 s more. For each run: the main thread's CPU time until usable, its tasks' CPU time times 4 as Lighthouse's
// simulation counts a phone (blocking time: the part of each task over 50 ms, from the first paint on), and the
// three longest tasks with what ran in them. Visits alternate run by run.
//   npm run bench -- visit-trace <dist> <path> <selector> [runs=2] [visits=first,later] [user=sg-demo]
// The simulator bundle is .bench/pages-sim (VISIT_SIM for another), the certificate in .bench/tls (VISIT_TLS).
import { loggedInContext } from '../shared/afterLogin.mjs';
import { launchChromium, newPhoneContext } from '../shared/browser.mjs';
import { loggedInStorage } from '../shared/login.mjs';
import { benchHome, loadAverage } from '../shared/run.mjs';
import { serveLive } from '../shared/serve.mjs';
import { pageThread } from './pageThread.mjs';

const [dist, path, selector, runsArg = '2', visitsArg = 'first,later', user = 'sg-demo'] = process.argv.slice(2);
if (!selector) throw new Error('usage: visit-trace <dist> <path> <selector> [runs] [visits] [user]');
const server = await serveLive({ dist, sim: process.env.VISIT_SIM ?? `${benchHome}/pages-sim`, tls: process.env.VISIT_TLS ?? `${benchHome}/tls`, port: Number(process.env.VISIT_PORT) || undefined });
const { base } = server;
const browser = await launchChromium(server.trustArgs);
const file = (url) => String(url ?? '').replace(/^.*\//, '').replace(/\?.*$/, '').replace(/-[\w-]{8}\.js$/, '.js');
const load = () => loadAverage()?.toFixed(2) ?? '?';

/** A context for `visit`: logged in through the form, or (`seeded`, for comparison) given the session only. */
async function contextFor(visit, storage) {
  if (visit !== 'seeded') return loggedInContext(browser, base, user, visit);
  const context = await newPhoneContext(browser, { serviceWorkers: 'block' });
  await context.addInitScript((items) => {
    for (const [k, v] of Object.entries(JSON.parse(items))) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
  }, JSON.stringify(storage));
  return context;
}

async function once(visit, storage) {
  const context = await contextFor(visit, storage);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing,rail,__metadata', transferMode: 'ReportEvents' });
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return Boolean(el && el.getBoundingClientRect().height > 0 && !el.disabled) && performance.now();
    }, selector, { timeout: 90_000, polling: 'raf' });
    const usable = await handle.jsonValue();
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && typeof e.tdur === 'number');
    const target = new URL(path, base).href;
    const thread = pageThread(events, target);
    if (thread?.guessed) console.log(`    (no navigation to ${target} in the trace: the busiest renderer is counted)`);
    const main = thread?.key;
    const nav = thread?.nav;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main);
    const t0 = nav.ts;
    const onMain = tasks.filter((t) => `${t.pid}:${t.tid}` === main && t.ts >= t0).sort((a, b) => a.ts - b.ts);
    const untilUsable = onMain.filter((t) => (t.ts - t0) / 1000 <= usable);
    const cpu = untilUsable.reduce((s, t) => s + t.tdur / 1000, 0);
    const fromPaint = onMain.filter((t) => !fcp || t.ts >= fcp.ts);
    const blocking = fromPaint.reduce((s, t) => s + Math.max(0, (t.tdur / 1000) * 4 - 50), 0);
    const inside = (task) => {
      const parts = new Map();
      for (const e of events) {
        if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur || e === task) continue;
        if (!['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'v8.compile', 'v8.compileModule', 'MajorGC', 'MinorGC'].includes(e.name)) continue;
        const name = ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compile', 'v8.compileModule'].includes(e.name)
          ? `${e.name} ${file(e.args?.data?.url ?? e.args?.data?.scriptName ?? e.args?.fileName)}` : e.name;
        parts.set(name, (parts.get(name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      }
      return [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, ms]) => `${n.trim()} ${Math.round(ms * 4)}`).join(', ');
    };
    const longest = [...fromPaint].sort((a, b) => b.tdur - a.tdur).slice(0, 3)
      .map((t) => `${Math.round((t.tdur / 1000) * 4)} ms at ${Math.round((t.ts - t0) / 1000)} (${inside(t)})`);
    return { usable: Math.round(usable), fcp: fcp ? Math.round((fcp.ts - t0) / 1000) : null, cpu: Math.round(cpu), blocking: Math.round(blocking), tasks: fromPaint.filter((t) => (t.tdur / 1000) * 4 > 50).length, longest };
  } finally {
    await context.close();
  }
}

try {
  const visits = visitsArg.split(',');
  const storage = visits.includes('seeded') ? await loggedInStorage(browser, base, user) : null;
  const out = Object.fromEntries(visits.map((v) => [v, []]));
  for (let i = 0; i < Number(runsArg); i++) {
    for (const visit of i % 2 ? [...visits].reverse() : visits) {
      const l0 = load();
      const r = await once(visit, storage);
      out[visit].push(r);
      console.log(`${path} ${visit}: usable ${r.usable} ms (1x), first paint ${r.fcp} ms, main-thread CPU until usable ${r.cpu} ms (x4: ${r.cpu * 4}), blocking x4 from first paint ${r.blocking} ms in ${r.tasks} tasks; load ${l0}-${load()}`);
      for (const l of r.longest) console.log(`    ${l}`);
    }
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [v, rs] of Object.entries(out)) console.log(`median ${v}: CPU until usable x4 ${med(rs.map((r) => r.cpu * 4))} ms, blocking x4 ${med(rs.map((r) => r.blocking))} ms`);
} finally {
  await browser.close();
  server.close();
}
