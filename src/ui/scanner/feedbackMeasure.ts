// The benchmark's measure of the scanner: from the capture of the camera frame that gave an accepted read to the
// paint of the success overlay (performance.measure 'scanner:frame-to-feedback', read by scripts/bench/scanner.mjs).

export const FEEDBACK_MEASURE = 'scanner:frame-to-feedback';

/** Element-timing name of an overlay's message, so the benchmark can tell when it was painted. */
export function feedbackId(id: number): string {
  return `scanner-feedback-${id}`;
}

/** Element Timing entries (not in TypeScript's DOM library yet). */
interface ElementTiming extends PerformanceEntry {
  readonly identifier: string;
  readonly renderTime: number;
}

const GIVE_UP_MS = 1000;

function supportsElementTiming(): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
}

/**
 * Records the measure from `start` (performance.now() time) to the paint of the element whose `elementtiming`
 * attribute is `identifier`, as Element Timing reports it. Where Element Timing is missing (or reports nothing
 * within a second) the end is the next animation frame after the call, i.e. the frame that draws the overlay.
 */
export function measureFeedback(start: number, identifier: string): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function' || typeof requestAnimationFrame !== 'function') return;
  let done = false;
  let nextFrame: number | null = null;
  let observer: PerformanceObserver | null = null;
  const timer = setTimeout(() => finish(nextFrame ?? performance.now()), GIVE_UP_MS);
  const finish = (end: number) => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    try {
      performance.measure(FEEDBACK_MEASURE, { start, end: Math.max(start, end) });
    } catch {
      // A measure is only for the benchmark: never let it disturb a scan.
    }
  };
  if (supportsElementTiming()) {
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as ElementTiming[]) {
          if (entry.identifier === identifier && entry.renderTime > 0) finish(entry.renderTime);
        }
      });
      observer.observe({ type: 'element', buffered: true });
    } catch {
      observer = null;
    }
  }
  requestAnimationFrame(() => {
    nextFrame = performance.now();
    if (!observer) finish(nextFrame);
  });
}
