#!/usr/bin/env node
// What React was doing in a cold page's long tasks: a CPU profile (no throttling, sampled every 0.1 ms) of the live
// build opened logged in, cut into tasks; each task of at least <minMs> ms is printed as a call tree, frames mapped
// back to their sources when the build has source maps (npx vite build --sourcemap --outDir <dist>).
//   npm run bench -- render-stacks <dist> [path=/new-order] [minMs=40]
// SUMMARY=1 adds one line a task: time in a render React did at once (renderRootSync: an update it may not slice),
// in a sliced render, and in commits, and what started the task. SRC=1 lists the portal's own functions under the
// at-once renders (which components an update re-rendered), or under the frame named by ANCHOR (e.g. flushPassiveEffects).
import { existsSync, readFileSync } from 'node:fs';
import sm from 'source-map-js';
import { coldOpen, serveForTool } from './trace.mjs';
const [dist, path = '/new-order', minMs = '40'] = process.argv.slice(2);
if (!dist) throw new Error('usage: renderStacks.mjs <dist> [path] [minMs]');
const server = await serveForTool(dist);
const { page, cdp } = await coldOpen(server.browser, server.base);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await page.goto(`${server.base}${path}`);
await page.locator('main#main h1').first().waitFor({ timeout: 60000 });
await page.waitForTimeout(2500);
const { profile } = await cdp.send('Profiler.stop');
await server.close();
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const consumers = new Map();
const mapped = (url, line, col) => {
  const f = url.replace(/^.*\//, '');
  const mp = `${dist}/assets/${f}.map`;
  if (!f || !existsSync(mp)) return `${f}:${line + 1}:${col + 1}`;
  if (!consumers.has(mp)) consumers.set(mp, new sm.SourceMapConsumer(JSON.parse(readFileSync(mp, 'utf8'))));
  const o = consumers.get(mp).originalPositionFor({ line: line + 1, column: col });
  return o.source ? `${o.source.replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '')}:${o.line} ${o.name ?? ''}` : `${f}:${line + 1}:${col + 1}`;
};
const label = (n) => `${n.callFrame.functionName || '(anon)'} ${mapped(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber)}`;
const idle = (n) => ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName);
// tasks: runs of non-idle samples
let t = 0; const tasks = []; let cur = null;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]; const n = nodes.get(profile.samples[i]);
  if (!n || (idle(n) && n.callFrame.functionName !== '(garbage collector)')) { if (cur) { tasks.push(cur); cur = null; } continue; }
  if (!cur) cur = { start: t, end: t, samples: [] };
  cur.end = t; cur.samples.push([n.id, profile.timeDeltas[i + 1] ?? 0]);
}
for (const task of tasks) {
  const ms = (task.end - task.start) / 1000; if (ms < Number(minMs)) continue;
  console.log(`\n== task at ${Math.round(task.start / 1000)} ms, ${Math.round(ms)} ms (1x)`);
  // top-down tree: count per path prefix
  const tree = new Map();
  for (const [id, dt] of task.samples) {
    const chain = []; let x = id; while (x !== undefined) { chain.unshift(x); x = parent.get(x); }
    for (let d = 0; d < chain.length; d++) { const key = chain.slice(0, d + 1).join('>'); tree.set(key, (tree.get(key) ?? 0) + dt); }
  }
  const total = task.samples.reduce((a, [, d]) => a + d, 0);
  const keys = [...tree.keys()].filter((k) => tree.get(k) > total * 0.08).sort();
  for (const k of keys) { const ids = k.split('>'); const n = nodes.get(Number(ids.at(-1))); if (ids.length > 40) continue; console.log(`${' '.repeat(ids.length)}${Math.round(tree.get(k) / 1000)} ${label(n)}`); }
}
// summary: per task over minMs, time in sync render / concurrent render / commit, and the frame that started it
if (process.env.SUMMARY) {
  console.log('\n--- summary');
  for (const task of tasks) {
    const ms = (task.end - task.start) / 1000; if (ms < Number(minMs)) continue;
    const sums = { sync: 0, conc: 0, commit: 0, eval: 0 };
    const roots = new Map();
    for (const [id, dt] of task.samples) {
      const chain = []; let x = id; while (x !== undefined) { chain.unshift(nodes.get(x)); x = parent.get(x); }
      const labels = chain.map(label);
      if (labels.some((l) => l.includes('renderRootSync'))) sums.sync += dt;
      else if (labels.some((l) => l.includes('renderRootConcurrent') || l.includes('workLoopConcurrent'))) sums.conc += dt;
      else if (labels.some((l) => l.includes('commitRoot'))) sums.commit += dt;
      const r = labels[1] ?? '?'; roots.set(r, (roots.get(r) ?? 0) + dt);
    }
    const top = [...roots].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(' ; ');
    console.log(`${Math.round(task.start / 1000)} ms ${Math.round(ms)} ms: sync ${Math.round(sums.sync / 1000)} conc ${Math.round(sums.conc / 1000)} commit ${Math.round(sums.commit / 1000)} | ${top}`);
  }
}
if (process.env.SRC) {
  const anchor = process.env.ANCHOR ?? 'renderRootSync';
  console.log(`\n--- the portal's functions and the busiest leaves under ${anchor}`);
  for (const task of tasks) {
    const ms = (task.end - task.start) / 1000; if (ms < Number(minMs)) continue;
    const m = new Map();
    for (const [id, dt] of task.samples) {
      const chain = []; let x = id; while (x !== undefined) { chain.unshift(nodes.get(x)); x = parent.get(x); }
      const labels = chain.map(label);
      const i = labels.findIndex((l) => l.includes(anchor));
      if (i < 0) continue;
      for (const l of new Set(labels.slice(i).filter((l) => l.includes(' src/')))) m.set(l, (m.get(l) ?? 0) + dt);
      // The outermost of the portal's functions: the highest component the update re-rendered.
      const top = labels.slice(i).find((l) => l.includes(' src/'));
      if (top) m.set(`outermost: ${top}`, (m.get(`outermost: ${top}`) ?? 0) + dt);
      const leaf = `self: ${labels.at(-1)}`;
      m.set(leaf, (m.get(leaf) ?? 0) + dt);
    }
    const list = (want) => [...m].filter(([k]) => k.startsWith('outermost: ') === want).sort((a, b) => b[1] - a[1]).slice(0, 12)
      .map(([k, v]) => `${k.replace('outermost: ', '').replace(/^\S+ /, '')} ${Math.round(v / 1000)}`).join(' | ');
    if (m.size) console.log(`task ${Math.round(task.start / 1000)}: ${list(false)}\n  outermost: ${list(true)}`);
  }
}
