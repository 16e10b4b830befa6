/* global document, getComputedStyle, window -- used inside functions that run in the page */
// When a page can be used on a cheap phone: from navigation until the page's main control (home's menu, send's scan
// field, collect's code field, history's first row…) is drawn and enabled, with the CPU slowed 4x and the network at
// Lighthouse's mobile figures (150 ms round trip, 1.6 Mbps down, 750 kbps up), in real time (not simulated). Each
// run is a new browser context logged in through the form (shared/afterLogin.mjs) for the visit measured.
//
// With `why`, each run also says what the page waited for: the last files it needed before it was usable (when each
// arrived, and whether from the network or a cache) and the main thread's long tasks until then.
import { loggedInContext } from '../shared/afterLogin.mjs';
import { phoneSession, slowNetwork } from '../shared/browser.mjs';

/** Lighthouse's mobile preset, applied for real with CDP. */
export const SLOW_PHONE = { cpu: 4, rttMs: 150, downKbps: 1600, upKbps: 750 };

/** True once `selector`'s first match in the page is drawn (a box, not hidden) and enabled. */
function usable(selector) {
  const el = document.querySelector(selector);
  if (!el) return false;
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
  if (el.disabled || el.closest('fieldset:disabled, [inert]') || el.getAttribute('aria-disabled') === 'true') return false;
  return performance.now();
}

/** Records the page's long tasks from its first script on (the buffered entries start only when observed). */
function watchLongTasks() {
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchLongTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing here
  }
}

/** What the page had loaded and run by `at` (ms after navigation). */
function whatItWaitedFor(at) {
  const files = performance.getEntriesByType('resource')
    .filter((r) => r.responseEnd <= at)
    .map((r) => ({
      file: r.name.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1'),
      start: Math.round(r.startTime), end: Math.round(r.responseEnd),
      // transferSize 0 with a body: a cache (HTTP or the worker's) answered; otherwise bytes came over the line.
      from: r.transferSize > 0 ? 'net' : r.workerStart > 0 ? 'worker' : 'cache',
      kb: Math.round(r.transferSize / 100) / 10,
    }));
  const nav = performance.getEntriesByType('navigation')[0];
  const tasks = (window.__benchLongTasks ?? []).filter(([start]) => start < at);
  return {
    document: nav ? { end: Math.round(nav.responseEnd), from: nav.transferSize > 0 ? 'net' : nav.workerStart > 0 ? 'worker' : 'cache' } : null,
    last: files.sort((a, b) => b.end - a.end).slice(0, 10),
    net: files.filter((f) => f.from === 'net').length, cached: files.filter((f) => f.from !== 'net').length,
    netKb: Math.round(files.reduce((s, f) => s + f.kb, 0)),
    longTasks: tasks.length, longTaskMs: tasks.reduce((s, [, d]) => s + d, 0),
    longest: tasks.sort((a, b) => b[1] - a[1]).slice(0, 3),
  };
}

/** One measured open of `url` in a context logged in for `visit`; ms from navigation to usable, and why if asked. */
export async function usableOnce({ browser, base, user, url, selector, visit, why = false, conditions = SLOW_PHONE }) {
  const context = await loggedInContext(browser, base, user, visit);
  try {
    const page = await context.newPage();
    if (why) await page.addInitScript(watchLongTasks);
    const cdp = await phoneSession(page, { cpuRate: conditions.cpu });
    if (conditions.rttMs) await slowNetwork(cdp, conditions); // a round trip of 0: the network as it is
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(usable, selector, { timeout: 90_000, polling: 'raf' });
    const at = Math.round(await handle.jsonValue());
    return { at, why: why ? await page.evaluate(whatItWaitedFor, at) : null };
  } finally {
    await context.close();
  }
}

/** `runs` measured opens of each page for each visit, alternating the visits; failures kept as errors. */
export async function usableTargets({ browser, base, pages, visits, runs, why, log }) {
  const out = pages.map((p) => ({ name: p.name, byVisit: Object.fromEntries(visits.map((v) => [v, { samples: [], why: [], errors: [] }])) }));
  for (const [i, p] of pages.entries()) {
    for (let run = 0; run < runs; run++) {
      for (const visit of run % 2 ? [...visits].reverse() : visits) {
        const slot = out[i].byVisit[visit];
        try {
          const r = await usableOnce({ browser, base, user: p.user, url: p.url, selector: p.usable, visit, why });
          slot.samples.push(r.at);
          if (r.why) slot.why.push(r.why);
          log(`usable ${p.name} ${visit} run ${run + 1}/${runs}: ${r.at} ms`);
          // Every run's account, not only the median's: the runs of one page can differ by seconds.
          if (r.why) for (const line of describeWhy(r.why)) log(`  ${line}`);
        } catch (e) {
          const message = String(e?.message ?? e).split('\n')[0];
          slot.errors.push(message);
          log(`usable ${p.name} ${visit} run ${run + 1}/${runs}: failed (${message})`);
        }
      }
    }
  }
  return out;
}

/** Lines saying what one run of a page waited for (the median run's). */
export function describeWhy(w) {
  if (!w) return [];
  const lines = [
    `document ${w.document?.end ?? '?'} ms (${w.document?.from ?? '?'}); ${w.net} files over the network (${w.netKb} kB), ${w.cached} from a cache`,
    `long tasks before usable: ${w.longTasks}, ${w.longTaskMs} ms in all${w.longest.length ? `; longest ${w.longest.map(([s, d]) => `${d} ms at ${s}`).join(', ')}` : ''}`,
    `last files it needed: ${w.last.map((f) => `${f.file} ${f.start}→${f.end} ${f.from}${f.from === 'net' ? ` ${f.kb} kB` : ''}`).join('; ')}`,
  ];
  return lines;
}
