#!/usr/bin/env node
// Two live builds of the portal side by side, Lighthouse runs alternating between them page by page, so both see the
// same machine load: for a before/after of one change on a machine that is not quiet. Same conditions as
// `npm run bench:pages` (HTTPS and HTTP/2, gzip, the simulated API, logged in, cold, mobile simulated throttling).
//   node scripts/bench/abPages.mjs <distA> <distB> [runs=4] [path ...]
// Both folders are live builds (npx vite build --outDir <folder>); the simulator bundle is .bench/pages-sim.
import { CHROMIUM_ARGS, chromiumPath, freePort } from './demoBench.mjs';
import { loggedInStorage, serveLive } from './liveServe.mjs';
import { lighthouseTargets, seedStorage } from './lighthouse.mjs';

const [distA, distB, runsArg, ...paths] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: abPages.mjs <distA> <distB> [runs] [path ...]');
const runs = Number(runsArg ?? 4) || 4;
const pages = paths.length ? paths : ['/send-parcel', '/history'];
const args = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];
const servers = { A: await serveLive(distA), B: await serveLive(distB) };
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: chromiumPath, args });
const storage = { A: await loggedInStorage(browser, servers.A.base), B: await loggedInStorage(browser, servers.B.base) };
await browser.close();
const results = {};
try {
  for (let i = 0; i < runs; i++) {
    for (const path of pages) {
      for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) {
        const [t] = await lighthouseTargets({
          targets: [{ name: `${side} ${path}`, url: `${servers[side].base}${path}`, prepare: seedStorage(chromium, servers[side].base, storage[side]) }],
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
const median = (v) => { const s = [...v].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
console.log('\nmedians');
for (const [key, samples] of Object.entries(results).sort()) {
  console.log(`  ${key.padEnd(24)} score ${median(samples.map((s) => s.score))}  LCP ${Math.round(median(samples.map((s) => s.lcp)))}  TBT ${Math.round(median(samples.map((s) => s.tbt)))}  (${samples.map((s) => s.score).join(', ')})`);
}
