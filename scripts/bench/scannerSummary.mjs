// The scanner bench's figures from its samples: frame to feedback, long tasks (all, and once the camera view was on),
// the longest gap between animation frames, 'Tap to start' to success, and whether the targets were met.
import { median } from './shared/run.mjs';

export const SCAN_CODE = 'NVSGDEMO00012345';
/** Same label as tests/e2e/scanner/code128.spec.ts (so the clip in tests/e2e/.clips/ is shared). */
export const CLIP_SPEC = Object.freeze({ bcid: 'code128', text: SCAN_CODE, scale: 3, barHeight: 15 });
export const SCANNER_TARGETS = Object.freeze({ frameToFeedbackMs: 100, longTaskMs: 50 });
export const SCANNER_CPU_RATE = 4;

const max = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x));
  return v.length ? Math.max(...v) : null;
};
const min = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x));
  return v.length ? Math.min(...v) : null;
};

/** The summary of the samples `taken` (see scanner.mjs's sample()) with the run's facts. */
export function summarise(taken, { samples, error, longtaskSupported, browserVersion }) {
  const ftf = taken.map((s) => s.frameToFeedback);
  const first = taken.map((s) => s.firstFrameToFeedback);
  const allTasks = taken.flatMap((s, i) => s.longTasks.map((t) => ({ ...t, sample: i + 1 })));
  // Split at the moment the camera view turned on: before it, the stream and the decoder worker are starting.
  const whileOn = allTasks.filter((t) => {
    const on = taken[t.sample - 1].cameraOnAfterStart;
    return on !== null && t.at + t.duration > on;
  });
  const longestOf = (tasks) => tasks.reduce((a, t) => (a === null || t.duration > a.duration ? t : a), null);
  const longest = longestOf(allTasks);
  const gaps = taken.map((s) => s.longestFrameGap);
  const gapSample = gaps.indexOf(max(gaps));
  const later = taken.slice(1).map((s) => s.startToSuccess);
  const frameToFeedback = { median: median(ftf), max: max(ftf), min: min(ftf) };
  const firstFrameToFeedback = { median: median(first), max: max(first), min: min(first), overlayPainted: taken.filter((s) => s.overlayPainted).length };
  const measured = taken.length > 0;
  const longTasks = {
    supported: longtaskSupported,
    count: measured && longtaskSupported ? allTasks.length : null,
    longestMs: longest?.duration ?? null,
    longestAt: longest ? { sample: longest.sample, msAfterStartClick: longest.at } : null,
    perSample: taken.map((s) => s.longTasks.length),
    // The same, counting only the tasks that ended after the camera view was on (start-up excluded).
    afterCameraOn: measured && longtaskSupported ? { count: whileOn.length, longestMs: longestOf(whileOn)?.duration ?? null } : null,
  };
  const ftfOk = measured && frameToFeedback.max !== null && frameToFeedback.max <= SCANNER_TARGETS.frameToFeedbackMs;
  const tasksOk = measured && longtaskSupported && allTasks.every((t) => t.duration <= SCANNER_TARGETS.longTaskMs);
  return {
    cpuRate: SCANNER_CPU_RATE,
    code: SCAN_CODE,
    clip: { ...CLIP_SPEC },
    browser: browserVersion,
    samplesWanted: samples,
    samplesTaken: taken.length,
    error,
    frameToFeedback,
    firstFrameToFeedback,
    longTasks,
    longestFrameGap: { ms: max(gaps), sample: gapSample >= 0 ? gapSample + 1 : null, msAfterStartClick: gapSample >= 0 ? taken[gapSample].longestFrameGapAt : null },
    startToSuccess: {
      first: taken[0]?.startToSuccess ?? null,
      laterMedian: median(later),
      laterMin: min(later),
      laterMax: max(later),
    },
    targets: {
      frameToFeedbackMs: SCANNER_TARGETS.frameToFeedbackMs,
      longTaskMs: SCANNER_TARGETS.longTaskMs,
      frameToFeedbackMet: measured ? ftfOk : null,
      longTasksMet: measured && longtaskSupported ? tasksOk : null,
    },
    samples: taken,
  };
}
