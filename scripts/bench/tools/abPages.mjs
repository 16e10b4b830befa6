#!/usr/bin/env node
// Two live builds of the portal side by side, Lighthouse runs alternating between them page by page, so both see the
// same machine load: for a before/after of one change on a machine that is not quiet. Same conditions as
// `npm run bench -- pages` (HTTPS and HTTP/2, gzip, the simulated API, mobile simulated throttling), each
// run's profile logged in through the form first (the first visit after login).
//   npm run bench -- ab-pages <distA> <distB> [runs=4] [path ...]
// Both folders are live builds (npx vite build --outDir <folder>); the simulator bundle is .bench/pages-sim.
import { loginThroughForm } from '../shared/afterLogin.mjs';
import { CHROMIUM_ARGS, chromiumPath, freePort, playwrightChromium } from '../shared/browser.mjs';
import { lighthouseTargets } from '../shared/lighthouse.mjs';
import { median } from '../shared/run.mjs';
import { serveLive } from '../shared/serve.mjs';

const [distA, distB, runsArg, ...paths] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: ab-pages <distA> <distB> [runs] [path ...]');
const runs = Number(runsArg ?? 4) || 4;
const pages = paths.length ? paths : ['/send-parcel', '/history'];
const servers = { A: await serveLive({ dist: distA }), B: await serveLive({ dist: distB }) };
const args = [...CHROMIUM_ARGS, ...servers.A.trustArgs]; // one certificate (.bench/tls) for both
const chromium = await playwrightChromium();
const results = {};
try {
  for (let i = 0; i < runs; i++) {
    for (const path of pages) {
      for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) {
        const [t] = await lighthouseTargets({
          targets: [{ name: `${side} ${path}`, url: `${servers[side].base}${path}`, prepare: loginThroughForm(chromium, servers[side].base, 'sg-demo', 'first') }],
          runs: 1, chromiumPath, chromiumArgs: args, freePort, log: () => undefined,
        });
        const key = `${path} ${side}`;
        (results[key] ??= []).push(...t.samples);
        const s = t.samples[0];
        console.log(`${key}: ${s ? `score ${s.score}, LCP ${Math.round(s.lcp)}, TBT ${Math.round(s.tbt)}` : t.errors.join('; ')}`);
      }
    }
  }
} finally {
  servers.A.close();
  servers.B.close();
}
console.log('\nmedians');
for (const [key, samples] of Object.entries(results).sort()) {
  console.log(`  ${key.padEnd(24)} score ${median(samples.map((s) => s.score))}  LCP ${Math.round(median(samples.map((s) => s.lcp)))}  TBT ${Math.round(median(samples.map((s) => s.tbt)))}  (${samples.map((s) => s.score).join(', ')})`);
}
