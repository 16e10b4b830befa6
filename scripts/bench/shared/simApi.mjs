// The API of the benches that serve a live build themselves (live, scanner, orders): the simulated API, from the
// simulator bundle built out of src/sim (the bundle the page bench serves), answering Playwright routes. The benches
// log in as a demo account and get the point the demo shows, so no answer or point is copied here.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSimulator } from './build.mjs';
import { benchHome, root, wantBuild } from './run.mjs';

/** The demo account the benches log in as (src/sim/accounts.ts: a Singapore point with every standard permission). */
export const BENCH_USER = Object.freeze({ username: 'sg-demo', password: 'demo' });

const loaded = new Map();

/** The simulator bundle in `simDir` (relative to the checkout), built once a run unless --no-build finds one there. */
function simulator(simDir, log) {
  if (!loaded.has(simDir)) {
    const entry = join(root, simDir, 'entry.js');
    if (wantBuild() || !existsSync(entry)) buildSimulator({ outDir: simDir, log });
    loaded.set(simDir, import(pathToFileURL(entry).href));
  }
  return loaded.get(simDir);
}

/**
 * Returns { handler, calls, unexpected, point }: pass `handler` to page.route('**\/api/**', handler). `calls` lists
 * every API call answered; `unexpected` the ones the simulator has no handler for (answered 404); `point()` the
 * logged-in point the simulator last answered, or null.
 */
export async function createSimApi({ simDir = `${benchHome}/pages-sim`, log } = {}) {
  const sim = await simulator(simDir, log);
  const calls = [];
  const unexpected = [];
  let point = null;

  async function handler(route) {
    const request = route.request();
    const method = request.method();
    const url = new URL(request.url());
    calls.push(`${method} ${url.pathname}${url.search}`);
    const headers = new Headers();
    for (const [k, v] of Object.entries(request.headers())) if (!k.startsWith(':')) headers.set(k, v);
    const body = method === 'GET' || method === 'HEAD' ? undefined : (request.postData() ?? undefined);
    const response = await sim.answer(new Request(url, { method, headers, body }));
    // The simulator's last handler answers every /api path, so no answer is the bundle's fault, not the page's.
    if (!response) throw new Error(`the simulator gave no answer to ${method} ${url.pathname}`);
    const out = Buffer.from(await response.arrayBuffer());
    // The simulator's last handler answers a path nobody simulates (src/sim/handlers/control.ts).
    if (response.status === 404 && out.toString('utf8').includes('No simulated endpoint')) unexpected.push(`${method} ${url.pathname}${url.search}`);
    if (response.ok && /\/1\.0\/dps\/logged-in$/.test(url.pathname)) point = JSON.parse(out.toString('utf8')).data ?? null;
    return route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: out });
  }

  return { handler, calls, unexpected, point: () => point };
}
