// Which renderer thread of a trace is the measured page's. A trace holds every renderer of the browser, the closed
// login page's among them; the busiest, or the first that ran a script, was at times that one, and a visit then read
// 30-100 ms of CPU with no first paint. The page's thread is the one that navigated its main frame to the page's URL.

/** Categories a trace needs for `pageThread` to find the navigation. */
export const NAVIGATION_CATEGORY = 'blink.user_timing';

/**
 * The main thread that navigated to `url` (`key` "pid:tid", `pid`, `tid`) and that navigation (`nav`, the visit's
 * zero). Without such a navigation in `events`, the renderer with the most task time and `guessed: true`.
 */
export function pageThread(events, url) {
  const navigated = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url);
  const last = navigated.at(-1);
  if (last) return { key: `${last.pid}:${last.tid}`, pid: last.pid, tid: last.tid, nav: last, guessed: false };
  const busy = new Map();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') busy.set(`${e.pid}:${e.tid}`, 0);
  for (const t of events) {
    const k = `${t.pid}:${t.tid}`;
    if (t.name === 'RunTask' && t.ph === 'X' && typeof t.tdur === 'number' && busy.has(k)) busy.set(k, busy.get(k) + t.tdur);
  }
  const key = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!key) return null;
  const [pid, tid] = key.split(':').map(Number);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === pid && e.tid === tid) ?? events.find((e) => e.name === 'navigationStart');
  return { key, pid, tid, nav, guessed: true };
}
