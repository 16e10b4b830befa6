#!/usr/bin/env node
// A cold page's main-thread CPU time in two live builds, alternating: for a before/after of one change on a machine
// that is not quiet. Lighthouse and wall-clock profiles count the time the main thread waited for a core; the trace's
// thread time (tdur) counts only what it ran, so a busy machine moves it little. Reported per build: the median and
// least CPU time of the page's tasks from navigation until it has been quiet, and the time over 50 ms of its long
// tasks, all multiplied by 4 as Lighthouse slows a phone's CPU. Same serving as `npm run bench -- pages`.
//   npm run bench -- cpu-time <distA> <distB> [runs=5] [path=/history] [user=sg-demo]
import { launchChromium } from '../shared/browser.mjs';
import { serveLive } from '../shared/serve.mjs';
import { traceCold } from './trace.mjs';

const SLOWDOWN = 4;
const [distA, distB, runsArg, path = '/history', user = 'sg-demo'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: cpuTime.mjs <distA> <distB> [runs] [path] [user]');
const runs = Number(runsArg ?? 5) || 5;
/** One cold open: the main thread's tasks (thread time, ms) from the trace. */
async function coldTasks(browser, base) {
  const { events, main } = await traceCold(browser, base, user, `${base}${path}`, 'toplevel,disabled-by-default-devtools.timeline,__metadata');
  return events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && typeof e.tdur === 'number')
    .map((e) => e.tdur / 1000);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const servers = { A: await serveLive({ dist: distA }), B: await serveLive({ dist: distB }) };
const browser = await launchChromium(servers.A.trustArgs); // one certificate (.bench/tls) for both
const results = { A: [], B: [] };
try {
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) {
      const tasks = (await coldTasks(browser, servers[side].base)).map((ms) => ms * SLOWDOWN);
      const cpu = tasks.reduce((s, ms) => s + ms, 0);
      const blocking = tasks.reduce((s, ms) => s + Math.max(0, ms - 50), 0);
      results[side].push({ cpu, blocking });
      console.log(`${side} ${path}: CPU ${Math.round(cpu)} ms, over 50 ms ${Math.round(blocking)} ms (x${SLOWDOWN})`);
    }
  }
} finally {
  await browser.close();
  servers.A.close();
  servers.B.close();
}
for (const side of ['A', 'B']) {
  const cpu = results[side].map((r) => r.cpu);
  const blocking = results[side].map((r) => r.blocking);
  console.log(`${side} (${side === 'A' ? distA : distB}) ${path}: CPU median ${Math.round(median(cpu))} ms, least ${Math.round(Math.min(...cpu))} ms; over 50 ms median ${Math.round(median(blocking))} ms`);
}
