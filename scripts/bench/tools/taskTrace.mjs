#!/usr/bin/env node
// The long tasks of a cold page as Lighthouse sees them: a trace of the live build opened after a login through the form, WITHOUT CPU
// throttling (Lighthouse's simulation multiplies observed task times by 4), listing each main-thread task whose time
// times 4 is over 50 ms, with what ran inside it (script evaluation and calls by file, style, layout, paint, GC).
//   npm run bench -- task-trace <dist> [path=/new-order] [user=sg-demo] [runs=1]
import { serveForTool, traceCold } from './trace.mjs';

const [dist, path = '/new-order', user = 'sg-demo', runsArg = '1'] = process.argv.slice(2);
if (!dist) throw new Error('usage: taskTrace.mjs <dist> [path] [user] [runs]');
// A run count in the user's place would log in as that 'user' and time out at the login form a minute later.
if (/^\d+$/.test(user)) throw new Error(`taskTrace.mjs: '${user}' is not a user name (usage: <dist> [path] [user] [runs])`);
const server = await serveForTool(dist);
const file = (url) => (url ? String(url).replace(/^.*\//, '').replace(/\?.*$/, '') : '');
try {
  for (let run = 0; run < Number(runsArg); run++) {
    const { events, main } = await traceCold(server.browser, server.base, user, `${server.base}${path}`,
      'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,__metadata', 3000);
    const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const nav = main?.nav ?? onMain[0];
    const t0 = nav.ts;
    const marks = events.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name)).map((e) => `${e.name.replace('::Candidate', '')} ${Math.round((e.ts - t0) / 1000)}`);
    console.log(`\nrun ${run + 1}: ${marks.join(', ')}`);
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur * 4 / 1000 > 50).sort((a, b) => a.ts - b.ts);
    let tbt = 0;
    for (const task of tasks) {
      const ms = task.dur / 1000;
      tbt += ms * 4 - 50;
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      const parts = new Map();
      for (const e of inside) {
        const name = ['EvaluateScript', 'v8.compile', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.evaluateModule'].includes(e.name)
          ? `${e.name} ${file(e.args?.data?.url ?? e.args?.data?.scriptName ?? e.args?.data?.stackTrace?.[0]?.url ?? '')}`
          : e.name;
        if (!['UpdateLayoutTree', 'Layout', 'Paint', 'MinorGC', 'MajorGC', 'ParseHTML', 'ParseAuthorStyleSheet', 'PrePaint', 'Layerize', 'HitTest', 'v8.compile', 'v8.compileModule'].includes(e.name) && !name.includes(' ')) continue;
        parts.set(name, (parts.get(name) ?? 0) + e.dur / 1000);
      }
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([n, d]) => `${n} ${Math.round(d * 4)}`).join(' | ');
      console.log(`  at ${Math.round((task.ts - t0) / 1000)} ms: ${Math.round(ms * 4)} ms (x4)  ${top}`);
    }
    console.log(`  blocking over 50 (x4): ${Math.round(tbt)} ms`);
  }
} finally {
  await server.close();
}
