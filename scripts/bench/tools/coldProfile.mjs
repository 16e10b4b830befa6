#!/usr/bin/env node
// Where a cold page's main-thread time goes: opens a page of the live build (built by `npm run bench -- pages` into
// .bench/pages-live, served over HTTPS and HTTP/2 with the simulated API) after a login through the form, with the CPU slowed 4x as
// Lighthouse simulates a phone, records a CPU profile, cuts it into tasks (runs of samples between idle ones) and
// prints each task over 50 ms with the functions that took its time (self time, by function and file).
//   npm run bench -- cold-profile <path> [user=sg-demo]
import { coldOpen, serveForTool } from './trace.mjs';
import { benchHome } from '../shared/run.mjs';

const path = process.argv[2] ?? '/send-parcel';
const user = process.argv[3] ?? 'sg-demo';
const server = await serveForTool(process.env.PROFILE_DIST ?? `${benchHome}/pages-live`);
const { base } = server;
try {
  const { page, cdp } = await coldOpen(server.browser, base, user);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${path}`);
  await page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  const lcp = await page.evaluate(() => new Promise((done) => {
    new PerformanceObserver((l) => done(l.getEntries().map((e) => `${Math.round(e.startTime)} ms ${e.element?.tagName ?? '?'} ${e.size}`))).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  console.log(`LCP entries: ${lcp.join('; ')}`);
  report(profile);
} finally {
  await server.close();
}

function report(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const label = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.replace(/^.*\//, '') : '';
    return `${f.functionName || '(anonymous)'} ${file}${f.url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
  };
  const idle = (n) => ['(idle)', '(program)'].includes(n.callFrame.functionName);
  let t = profile.startTime;
  const tasks = [];
  let cur = null;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    const n = nodes.get(profile.samples[i]);
    if (!n || idle(n)) {
      if (cur) { tasks.push(cur); cur = null; }
      continue;
    }
    if (!cur) cur = { start: t, end: t, self: new Map(), files: new Map() };
    cur.end = t;
    const next = profile.timeDeltas[i + 1] ?? 0;
    cur.self.set(label(n), (cur.self.get(label(n)) ?? 0) + next);
    const file = n.callFrame.url ? n.callFrame.url.replace(/^.*\//, '') : n.callFrame.functionName;
    cur.files.set(file, (cur.files.get(file) ?? 0) + next);
  }
  if (cur) tasks.push(cur);
  let blocking = 0;
  for (const task of tasks) {
    const ms = (task.end - task.start) / 1000;
    if (ms < 50) continue;
    blocking += ms - 50;
    console.log(`\ntask at ${Math.round((task.start - profile.startTime) / 1000)} ms: ${Math.round(ms)} ms`);
    const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, us]) => `    ${Math.round(us / 1000).toString().padStart(4)} ms  ${name}`);
    console.log('  files:\n' + top(task.files, 5).join('\n'));
    console.log('  functions:\n' + top(task.self, 8).join('\n'));
  }
  console.log(`\nblocking time over 50 ms (4x CPU, whole recording): ${Math.round(blocking)} ms`);
  // Where the main thread's time went over the whole recording, by file (chunk names keep their hash).
  const byFile = new Map();
  for (const task of tasks) for (const [file, us] of task.files) byFile.set(file, (byFile.get(file) ?? 0) + us);
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  console.log(`main-thread time by file (4x CPU, ${Math.round(total / 1000)} ms in all):`);
  for (const [file, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${Math.round(us / 1000).toString().padStart(5)} ms  ${file}`);
}
