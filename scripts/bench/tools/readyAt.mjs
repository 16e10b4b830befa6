#!/usr/bin/env node
// When a cold page becomes usable on a cheap phone, in two live builds alternating: each run logs in through the form
// in a new context (the first visit after login: what the login loaded is in the HTTP cache) and times, with the CPU
// slowed 4x, from navigation until `selector`'s first match is drawn and enabled (pages/usableAt.mjs, as the page
// bench's 'usable at'). A change that moves work into slices (lower blocking time) can draw the page later; this says
// by how much. READY_RTT_MS=150 also slows the network as Lighthouse's mobile preset does (that round trip, 1.6 Mbps
// down, 750 kbps up), where a change that saves a request after the code shows.
//   npm run bench -- ready-at <distA> <distB> <path> <selector> [runs=5]
import { launchChromium } from '../shared/browser.mjs';
import { median } from '../shared/run.mjs';
import { serveLive } from '../shared/serve.mjs';
import { SLOW_PHONE, usableOnce } from '../pages/usableAt.mjs';

const [distA, distB, path, selector, runs = '5'] = process.argv.slice(2);
if (!selector) throw new Error('usage: ready-at <distA> <distB> <path> <selector> [runs]');
const conditions = { ...SLOW_PHONE, rttMs: Number(process.env.READY_RTT_MS ?? 0) };
const servers = { A: await serveLive({ dist: distA }), B: await serveLive({ dist: distB }) };
const browser = await launchChromium(servers.A.trustArgs); // one certificate (.bench/tls) for both
const out = { A: [], B: [] };
try {
  for (let i = 0; i < Number(runs); i++) {
    for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) {
      const { at } = await usableOnce({ browser, base: servers[side].base, user: 'sg-demo', url: `${servers[side].base}${path}`, selector, visit: 'first', conditions });
      out[side].push(at);
    }
  }
} finally {
  await browser.close();
  servers.A.close();
  servers.B.close();
}
console.log(`A ${distA}: ${out.A.join(', ')} median ${median(out.A)}\nB ${distB}: ${out.B.join(', ')} median ${median(out.B)}`);
