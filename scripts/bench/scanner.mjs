/* global window, document -- used inside functions that run in the page */
// Scanner bench: Chromium plays a Y4M clip of a Code 128 label as its camera; on /settings/scanner (CPU 4x slower)
// the camera is started until the success overlay shows, then stopped, several times. Per sample: the widget's own
// 'scanner:frame-to-feedback' measure (capture time of the camera frame that gave the read -> the paint of the success
// overlay as Element Timing reports it, or the animation frame after it rendered where that is missing), checked
// against the probe's own figure from the first camera frame after the click (every frame of the clip shows the
// label) to that paint; the time from the click on 'Tap to start the camera' to the overlay; and, from that click to
// the click on 'Stop camera' (camera start-up included: the operator waits through it), the main-thread long tasks,
// what the long animation frames around them spent their time on, and the longest gap between animation frames.
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_USER, createSimApi } from './shared/simApi.mjs';
import { phoneSession } from './shared/browser.mjs';
import { logIn } from './shared/login.mjs';
import { CLIP_SPEC, SCAN_CODE, SCANNER_CPU_RATE, summarise } from './scannerSummary.mjs';
import { collectWindow, installScannerProbe } from './scannerProbe.mjs';

export { CLIP_SPEC, SCAN_CODE, SCANNER_CPU_RATE, SCANNER_TARGETS } from './scannerSummary.mjs';
export const MEASURE_NAME = 'scanner:frame-to-feedback';
const EXPECTED_TEXT = `Read: ${SCAN_CODE} (code_128)`;
/** The widget treats the same code within 3000 ms as a duplicate; the gap between samples must exceed it. */
const BETWEEN_SAMPLES_MS = 3300;

/**
 * Renders the clip with the e2e helper (TypeScript, loaded through a throw-away Vite server) and resolves with its
 * absolute path. `track(server | null)` lets the caller close the server if the run is aborted meanwhile.
 */
export async function makeClip(createServer, root, track = () => {}) {
  const server = await createServer({
    root,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  track(server);
  try {
    const { symbolClip } = await server.ssrLoadModule('/tests/e2e/support/camera/y4m.ts');
    return await symbolClip({ ...CLIP_SPEC });
  } finally {
    track(null);
    await server.close();
  }
}

/** Chromium flags that play `clip` as the camera and allow it without a prompt (as tests/e2e/support/camera). */
export function cameraArgs(clip) {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${clip}`];
}

/**
 * One start -> success overlay -> stop cycle. Times are performance.now() ms in the page. Throws when the camera
 * does not give a success overlay in time (or gives another overlay or a camera problem).
 */
async function sample(page, ui, overlayTimeoutMs) {
  const before = await page.evaluate((name) => ({
    measures: performance.getEntriesByName(name).length,
    clicks: window.__scanBench.clicks.length,
    overlays: window.__scanBench.overlays.length,
    cameraOn: window.__scanBench.cameraOn.length,
    paints: window.__scanBench.paints.length,
  }), MEASURE_NAME);

  // While the camera runs the bench only polls with tiny page functions (every 100 ms) and clicks without Playwright's
  // actionability checks: a locator wait re-runs its selector engine (roles, accessible names) on every animation
  // frame and the checks add hit-testing to the click, and all of it would be counted as the page's own long tasks.
  // Both buttons are visible when clicked (the start button was waited for; the stop button shows once the overlay
  // has gone).
  await ui.start.click({ force: true });
  try {
    await page.waitForFunction(
      ({ n }) => window.__scanBench.overlays.length > n || document.querySelector('[data-testid=scanner] [role=alert]') !== null,
      { n: before.overlays },
      { polling: 100, timeout: overlayTimeoutMs },
    );
  } catch (e) {
    if (!/timeout/i.test(String(e?.message))) throw e;
    const on = await ui.stop.isVisible().catch(() => false);
    throw new Error(`no scan overlay within ${Math.round(overlayTimeoutMs / 1000)} s of starting the camera (camera view ${on ? 'on' : 'not on'})`, { cause: e });
  }
  const shown = await page.evaluate((n) => window.__scanBench.overlays[n] ?? null, before.overlays);
  if (shown?.kind !== 'success') {
    const texts = [
      ...(shown ? [shown.text] : []),
      ...(await ui.problem.allInnerTexts().catch(() => [])),
    ].map((t) => t.replace(/\s+/g, ' ').trim());
    throw new Error(`the camera gave no success overlay: ${texts.join(' | ') || '(something else showed)'}`);
  }
  const text = shown.text.replace(/\s+/g, ' ').trim();
  await page.waitForFunction(({ name, n }) => performance.getEntriesByName(name).length > n, { name: MEASURE_NAME, n: before.measures }, {
    polling: 50,
    timeout: 5000,
  });
  // The overlay covers the camera view (and its Stop button) for 1.6 s; the camera keeps running meanwhile.
  await page.waitForFunction(() => document.querySelector('[data-testid=scanner] [data-testid=scan-result]') === null, null, {
    polling: 100,
    timeout: 10_000,
  });
  await ui.stop.click({ force: true });
  await ui.start.waitFor({ state: 'visible' });

  const data = await page.evaluate(({ name, before }) => {
    const probe = window.__scanBench;
    const entries = performance.getEntriesByName(name);
    const m = entries[before.measures];
    const clicks = probe.clicks.slice(before.clicks);
    const start = clicks.find((c) => c.label.includes('Tap to start the camera'));
    const stop = clicks.findLast((c) => c.label.includes('Stop camera'));
    const overlays = probe.overlays.slice(before.overlays);
    const firstFrame = start ? probe.firstFrames.find((f) => f.click === start.t) : undefined;
    return {
      firstFrame: firstFrame ? firstFrame.t : null,
      overlayPaint: probe.paints.slice(before.paints)[0]?.t ?? null,
      measure: m ? { startTime: m.startTime, duration: m.duration } : null,
      measuresAdded: entries.length - before.measures,
      startClick: start ? start.t : null,
      stopClick: stop ? stop.t : null,
      overlayInDom: overlays.find((o) => o.kind === 'success')?.t ?? null,
      cameraOn: probe.cameraOn.slice(before.cameraOn)[0] ?? null,
      overlayKinds: overlays.map((o) => o.kind),
    };
  }, { name: MEASURE_NAME, before });
  if (data.startClick === null || data.stopClick === null) throw new Error('the page did not see the start/stop clicks');
  const window_ = await page.evaluate(collectWindow, { from: data.startClick, to: data.stopClick });
  const overlayOnScreen = data.overlayPaint ?? (data.measure ? data.measure.startTime + data.measure.duration : data.overlayInDom);
  return {
    overlayText: text,
    frameToFeedback: data.measure?.duration ?? null,
    firstFrameToFeedback: data.firstFrame === null || overlayOnScreen === null ? null : overlayOnScreen - data.firstFrame,
    startToFirstFrame: data.firstFrame === null ? null : data.firstFrame - data.startClick,
    overlayPainted: data.overlayPaint !== null,
    startToSuccess: overlayOnScreen === null ? null : overlayOnScreen - data.startClick,
    startToFrame: data.measure ? data.measure.startTime - data.startClick : null,
    overlayInDomAfterStart: data.overlayInDom === null ? null : data.overlayInDom - data.startClick,
    cameraOnAfterStart: data.cameraOn === null ? null : data.cameraOn - data.startClick,
    cameraRanMs: data.stopClick - data.startClick,
    measuresAdded: data.measuresAdded,
    overlayKinds: data.overlayKinds,
    longTasks: window_.longTasks.map((e) => ({ at: e.startTime - data.startClick, duration: e.duration, name: e.name, why: explain(e, window_.loafs) })),
    longestFrameGap: window_.longestGap,
    longestFrameGapAt: window_.longestGapAt === null ? null : window_.longestGapAt - data.startClick,
    animationFrames: window_.frames,
  };
}

/**
 * What the long animation frame(s) overlapping a long task spent their time on: the longest scripts (who called them,
 * where from, ms) and the style and layout work, e.g. "event-listener DIV#root.onclick (@index-abc.js) 31, style+layout
 * 22". Empty when the browser reports no long animation frames.
 */
function explain(task, loafs) {
  const end = task.startTime + task.duration;
  const overlapping = loafs.filter((f) => f.startTime < end && f.startTime + f.duration > task.startTime);
  if (overlapping.length === 0) return '';
  const scripts = overlapping.flatMap((f) => f.scripts).filter((x) => x.duration >= 5).sort((a, b) => b.duration - a.duration).slice(0, 2);
  const layout = Math.max(...overlapping.map((f) => f.styleAndLayout));
  const source = (x) => (x.source && x.source !== '@' ? ` (${x.source})` : '');
  return [...scripts.map((x) => `${x.type} ${x.invoker}${source(x)} ${Math.round(x.duration)}`), layout >= 5 ? `style+layout ${Math.round(layout)}` : '']
    .filter(Boolean).join(', ');
}

/**
 * Logs in on the simulated API, opens /settings/scanner with the CPU slowed down and takes up to `samples` samples,
 * stopping early (with a note) when the next one would run past `deadlineAt` (Date.now() time). Once `isAborted()`
 * (the bench closed the browser under it) it throws instead of reporting a failed sample.
 */
export async function measureScanner({ browser, baseURL, samples, deadlineAt, notes, log, stepTimeoutMs = 30_000, isAborted = () => false }) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    permissions: ['camera'],
  });
  const messages = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(stepTimeoutMs);
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`[${m.type()}] ${m.text()}`);
    });
    page.on('pageerror', (e) => messages.push(`[pageerror] ${e.message}`));
    const api = await createSimApi();
    await page.route('**/api/**', api.handler);

    await logIn(page, baseURL, BENCH_USER.username, BENCH_USER.password);
    await page.goto(`${baseURL}/settings/scanner`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Scanner' }).waitFor({ state: 'visible' });
    const cdp = await phoneSession(page, { cpuRate: SCANNER_CPU_RATE });
    const { longtaskSupported } = await page.evaluate(installScannerProbe);
    if (!longtaskSupported) notes.push('scanner: this Chromium reports no longtask entries; long-task figures are unknown');

    const scanner = page.getByTestId('scanner');
    const ui = {
      start: scanner.getByRole('button', { name: 'Tap to start the camera' }),
      stop: scanner.getByRole('button', { name: 'Stop camera' }),
      problem: scanner.getByRole('alert'),
    };
    await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
    await ui.start.waitFor({ state: 'visible' });

    const taken = [];
    let error = null;
    let longestCycle = 0;
    for (let i = 0; i < samples; i++) {
      const cycleStart = Date.now();
      const left = deadlineAt - cycleStart;
      const needed = i === 0 ? 15_000 : longestCycle + 2000;
      if (left < needed) {
        notes.push(`scanner: stopped after ${i} of ${samples} samples to keep the bench within its time limit`);
        break;
      }
      try {
        const s = await sample(page, ui, Math.min(20_000, left - 5000));
        taken.push(s);
        if (s.overlayText !== EXPECTED_TEXT) notes.push(`scanner sample ${i + 1}: the overlay reads "${s.overlayText}", expected "${EXPECTED_TEXT}"`);
        if (s.measuresAdded !== 1) notes.push(`scanner sample ${i + 1}: ${s.measuresAdded} '${MEASURE_NAME}' measures were recorded, expected 1`);
        const unexpected = s.overlayKinds.filter((k) => k !== 'success');
        if (unexpected.length) notes.push(`scanner sample ${i + 1}: other overlays showed while the camera ran: ${unexpected.join(', ')}`);
        log(`scanner sample ${i + 1}/${samples}: frame-to-feedback ${fmt(s.frameToFeedback)} ms, start-to-success ${fmt(s.startToSuccess)} ms, ` +
          `${s.longTasks.length} long task(s)`);
      } catch (e) {
        if (isAborted()) throw e; // the browser was closed under us: not a scanner failure
        error = `sample ${i + 1}: ${String(e?.message ?? e).split('\n')[0]}`;
        notes.push(`scanner: ${error}`);
        break; // a camera that did not read once will not read the next time either; do not burn the time limit
      }
      longestCycle = Math.max(longestCycle, Date.now() - cycleStart);
      if (i < samples - 1) await sleep(BETWEEN_SAMPLES_MS);
      if (isAborted()) throw new Error('bench aborted');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    if (api.unexpected.length) notes.push(`scanner: API calls the simulator does not answer (404): ${[...new Set(api.unexpected)].join(', ')}`);
    for (const m of messages) notes.push(`scanner page console: ${m}`);
    return summarise(taken, { samples, error, longtaskSupported, browserVersion: browser.version() });
  } finally {
    await context.close().catch(() => {});
  }
}

const fmt = (v) => (typeof v === 'number' ? `${Math.round(v)}` : '—');
