/* global window, document, requestAnimationFrame, MutationObserver -- this runs in the page */
// Runs in the scanner page (page.evaluate, after the CPU slow-down is set): records, in performance.now() time, the
// main-thread long tasks (buffered, so none is missed between install and the first sample) and the long animation
// frames that explain them (script, style and layout time), the start time of every animation frame (for the longest
// gap between two frames), the clicks on buttons (event timeStamp), when a scan overlay appears in the DOM and when it
// is painted (Element Timing, where the widget marks it), when the camera view turns on (its red line appears), and
// the capture time of the first camera frame after each click on 'Tap to start the camera' (every frame of the
// bench's clip shows the label, so that is the first decodable frame). The bench reads and trims it through
// window.__scanBench after each sample.
export function installScannerProbe() {
  if (window.__scanBench) return { longtaskSupported: window.__scanBench.longtaskSupported };
  const probe = { longTasks: [], loafs: [], paints: [], firstFrames: [], frames: [], clicks: [], overlays: [], cameraOn: [], longtaskSupported: false };
  window.__scanBench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ startTime: e.startTime, duration: e.duration, name: e.name });
    }).observe({ type: 'longtask', buffered: true });
    probe.longtaskSupported = PerformanceObserver.supportedEntryTypes?.includes('longtask') ?? true;
  } catch {
    // No Long Tasks API: the count stays unknown (reported as such, not as zero).
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        probe.loafs.push({
          startTime: e.startTime,
          duration: e.duration,
          styleAndLayout: e.renderStart && e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
          scripts: (e.scripts ?? []).map((x) => ({ invoker: x.invoker, type: x.invokerType, duration: x.duration, source: `${x.sourceFunctionName || ''}@${(x.sourceURL || '').split('/').pop()}` })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No Long Animation Frames API: long tasks stay unexplained.
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (String(e.identifier).startsWith('scanner-feedback')) probe.paints.push({ t: e.renderTime || e.loadTime, id: e.identifier });
      }
    }).observe({ type: 'element', buffered: true });
  } catch {
    // No Element Timing: the overlay's paint time stays unknown.
  }
  const frame = (t) => {
    probe.frames.push(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof window.Element ? e.target.closest('button') : null;
      if (!button) return;
      const label = (button.textContent ?? '').trim();
      probe.clicks.push({ t: e.timeStamp, label });
      const video = button.closest('[data-testid=scanner]')?.querySelector('video');
      if (label.includes('Tap to start the camera') && typeof video?.requestVideoFrameCallback === 'function') {
        const click = e.timeStamp;
        video.requestVideoFrameCallback((now, meta) => probe.firstFrames.push({ click, t: meta.captureTime ?? meta.presentationTime ?? now }));
      }
    },
    true,
  );
  const seen = new WeakSet();
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[data-testid=scan-result], [data-testid=red-line]')) {
      if (seen.has(el)) continue;
      seen.add(el);
      const t = performance.now();
      // The red line is drawn once the camera is on (stream playing, decoder worker created).
      if (el.getAttribute('data-testid') === 'red-line') probe.cameraOn.push(t);
      else probe.overlays.push({ t, kind: el.getAttribute('data-kind'), text: (el.textContent ?? '').trim() });
    }
  }).observe(document.body, { childList: true, subtree: true });
  return { longtaskSupported: probe.longtaskSupported };
}

/**
 * Runs in the page: what happened between `from` and `to` (performance.now() ms): long tasks and long animation frames
 * that overlap the window, the longest gap between two animation frames that overlaps it, and the number of frames in
 * it. Drops frame timestamps before `to` except the last one (the next window's first gap starts there).
 */
export function collectWindow({ from, to }) {
  const probe = window.__scanBench;
  const longTasks = probe.longTasks.filter((e) => e.startTime < to && e.startTime + e.duration > from);
  const loafs = probe.loafs.filter((e) => e.startTime < to && e.startTime + e.duration > from);
  let longestGap = null;
  let longestGapAt = null;
  let frames = 0;
  for (let i = 1; i < probe.frames.length; i++) {
    const a = probe.frames[i - 1];
    const b = probe.frames[i];
    if (b >= from && b <= to) frames++;
    if (b <= from || a >= to) continue;
    if (longestGap === null || b - a > longestGap) {
      longestGap = b - a;
      longestGapAt = a;
    }
  }
  const keepFrom = probe.frames.findLastIndex((t) => t < to);
  if (keepFrom > 0) probe.frames.splice(0, keepFrom);
  return { longTasks, loafs, longestGap, longestGapAt, frames };
}
