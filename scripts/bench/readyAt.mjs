#!/usr/bin/env node
// When a cold page becomes usable on a cheap phone, in two live builds alternating: each run opens the page logged in
// with the CPU slowed 4x (CDP) and records the time from navigation until `selector` is in the page. A change that
// moves work into slices (lower blocking time) can draw the page later; this says by how much.
// READY_RTT_MS=150 also slows the network as Lighthouse's mobile preset does (that round trip, 1.6 Mbps down, 750 kbps
// up), where a change that saves a request after the code shows.
//   node scripts/bench/readyAt.mjs <distA> <distB> <path> <selector> [runs=5]
import { CHROMIUM_ARGS, chromiumPath } from './demoBench.mjs';
import { coldPage, loggedInStorage, serveLive } from './liveServe.mjs';
const [distA, distB, path, selector, runs = '5'] = process.argv.slice(2);
if (!selector) throw new Error('usage: readyAt.mjs <distA> <distB> <path> <selector> [runs]');
const servers = { A: await serveLive(distA), B: await serveLive(distB) };
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] });
const storage = { A: await loggedInStorage(browser, servers.A.base), B: await loggedInStorage(browser, servers.B.base) };
const out = { A: [], B: [] };
for (let i = 0; i < Number(runs); i++) for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) {
  const { context, page, cdp } = await coldPage(browser, storage[side]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const rtt = Number(process.env.READY_RTT_MS ?? 0);
  if (rtt > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  }
  await page.goto(`${servers[side].base}${path}`);
  await page.locator(selector).first().waitFor({ timeout: 60000 });
  out[side].push(await page.evaluate(() => Math.round(performance.now())));
  await context.close();
}
await browser.close(); servers.A.close(); servers.B.close();
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`A ${distA}: ${out.A.join(', ')} median ${med(out.A)}\nB ${distB}: ${out.B.join(', ')} median ${med(out.B)}`);
