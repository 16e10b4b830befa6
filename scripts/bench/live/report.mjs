// What the live-build bench prints: the JavaScript tables, the cold loads of /login, the simulator check, Lighthouse,
// the scanner, the notes and the verdict lines; and the one-line JSON summary.
import { median } from '../shared/run.mjs';

export const LIGHTHOUSE_TARGET = 90;
export const kb = (bytes) => (bytes / 1000).toFixed(2);
const ms = (v) => (v === null || v === undefined || Number.isNaN(v) ? '—' : `${Math.round(v)}`);

function printFiles(title, part) {
  console.log(`\n${title}: ${kb(part.gzip)} kB gzip (${kb(part.raw)} kB raw), ${part.files.length} file(s)`);
  const width = Math.max(20, ...part.files.map((f) => f.path.length));
  console.log(`  ${'file'.padEnd(width)}  ${'gzip kB'.padStart(9)}  ${'raw kB'.padStart(9)}  type`);
  for (const f of [...part.files].sort((a, b) => (b.gzip ?? 0) - (a.gzip ?? 0))) {
    console.log(`  ${f.path.padEnd(width)}  ${(f.gzip === null ? '?' : kb(f.gzip)).padStart(9)}  ${(f.raw === null ? '?' : kb(f.raw)).padStart(9)}  ${f.type}`);
  }
}

function printTiming(timing, runs) {
  const rows = [
    ['first-contentful-paint', 'fcp'],
    ['username input visible', 'inputVisible'],
    ['frame after input visible', 'inputFrame'],
    ['largest-contentful-paint', 'lcp'],
    ['DOMContentLoaded end', 'domContentLoaded'],
  ];
  console.log(`\nTime to first render of /login, ms since navigation start (median of ${runs} cold loads [min–max])`);
  const head = timing.map((t) => `CPU ${t.cpuRate}x`.padStart(20)).join('');
  console.log(`  ${''.padEnd(27)}${head}`);
  for (const [label, key] of rows) {
    const cells = timing.map((t) => `${ms(t.median[key])} [${t.range[key] ? t.range[key].map(ms).join('–') : '—'}]`.padStart(20)).join('');
    console.log(`  ${label.padEnd(27)}${cells}`);
  }
}

export function lighthouseMedian(t) {
  return { score: median(t.samples.map((x) => x.score)), lcp: median(t.samples.map((x) => x.lcp)), tbt: median(t.samples.map((x) => x.tbt)) };
}

function printLighthouse(targets, lighthouseRuns) {
  if (!targets?.length) return;
  console.log(`
f. Lighthouse performance (mobile, simulated throttling; ${lighthouseRuns} run(s) each, fresh profile)`);
  console.log(`  ${'page'.padEnd(18)}${'scores'.padEnd(16)}${'median'.padStart(7)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}`);
  for (const t of targets) {
    const scores = t.samples.map((x) => x.score).join(', ') || '—';
    console.log(`  ${t.name.padEnd(18)}${scores.padEnd(16)}${String(t.median.score ?? '—').padStart(7)}${ms(t.median.lcp).padStart(9)}${ms(t.median.tbt).padStart(9)}`);
    for (const e of t.errors) console.log(`    failed run: ${e}`);
    for (const w of new Set(t.samples.flatMap((x) => x.warnings))) console.log(`    warning: ${w}`);
    const wrongPage = t.samples.find((x) => x.finalUrl && new URL(x.finalUrl).pathname !== new URL(t.url).pathname);
    if (wrongPage) console.log(`    NOTE: ended on ${wrongPage.finalUrl}`);
  }
}

/** The scanner section of the report. */
function printScanner(sc) {
  const head = `\ne. Scanner on /settings/scanner, fake camera playing Code 128 ${sc.code ?? ''}, CPU ${sc.cpuRate ?? 4}x`;
  if (!sc.samplesTaken) {
    console.log(`${head}: NOT MEASURED (${sc.error ?? 'no sample'})`);
    return;
  }
  console.log(`${head} (${sc.samplesTaken} of ${sc.samplesWanted} samples)`);
  const f = sc.frameToFeedback;
  const lt = sc.longTasks;
  const st = sc.startToSuccess;
  const later = sc.samplesTaken > 1 ? `${ms(st.laterMedian)} [${ms(st.laterMin)}–${ms(st.laterMax)}]` : '—';
  const ff = sc.firstFrameToFeedback;
  const rows = [
    ['decodable frame to success overlay', `median ${ms(f.median)}, max ${ms(f.max)}`, `≤ ${sc.targets.frameToFeedbackMs} ms`, sc.targets.frameToFeedbackMet],
    ['  first camera frame to success overlay', ff ? `median ${ms(ff.median)}, max ${ms(ff.max)}` : '—', '', null],
    ['main-thread long tasks (>50 ms)', lt.supported ? `${lt.count}, longest ${lt.count ? ms(lt.longestMs) : '—'}` : 'unknown', 'none', sc.targets.longTasksMet],
    ['  of which once the camera view was on', lt.afterCameraOn ? `${lt.afterCameraOn.count}, longest ${lt.afterCameraOn.count ? ms(lt.afterCameraOn.longestMs) : '—'}` : 'unknown', '', null],
    ['longest gap between animation frames', ms(sc.longestFrameGap.ms), '', null],
    ["'Tap to start' to success, 1st sample", ms(st.first), '', null],
    ["'Tap to start' to success, later", later, '', null],
  ];
  console.log(`  ${''.padEnd(38)}${'ms'.padStart(22)}  ${'target'.padEnd(10)}`);
  for (const [label, value, target, met] of rows) {
    const verdict = met === true ? 'OK' : met === false ? 'MISSED' : '';
    console.log(`  ${label.padEnd(38)}${value.padStart(22)}  ${target.padEnd(10)}  ${verdict}`.trimEnd());
  }
  console.log('  frame to overlay: from the capture of the camera frame that gave the read (the widget\'s measure), and from');
  console.log(`  the first camera frame after the click (every frame of the clip shows the label), to the overlay's paint` +
    `${ff && ff.overlayPainted < sc.samplesTaken ? ` (Element Timing in ${ff.overlayPainted} of ${sc.samplesTaken} samples, else the frame after it rendered)` : ''}`);
  console.log("  long tasks and frame gaps: from the click on 'Tap to start the camera' to the click on 'Stop camera'");
  console.log('  per sample (ms after the start click; long tasks: duration@start [what the long animation frame spent it on]):');
  sc.samples.forEach((s, i) => {
    const tasks = s.longTasks.length ? s.longTasks.map((t) => `${ms(t.duration)}@${ms(t.at)}${t.why ? ` [${t.why}]` : ''}`).join(' ') : 'none';
    console.log(`    ${i + 1}. camera on ${ms(s.cameraOnAfterStart)}, first frame ${ms(s.startToFirstFrame)}, frame read ${ms(s.startToFrame)}, feedback +${ms(s.frameToFeedback)} ` +
      `(+${ms(s.firstFrameToFeedback)} from the first frame), success ${ms(s.startToSuccess)}, ` +
      `camera ran ${ms(s.cameraRanMs)}, longest frame gap ${ms(s.longestFrameGap)}@${ms(s.longestFrameGapAt)}, long tasks: ${tasks}`);
  });
}

/** TARGET MISSED lines for the scanner (informative: the exit code ignores them). */
function scannerTargetLines(sc) {
  if (!sc?.samplesTaken) return [];
  const out = [];
  const t = sc.targets;
  if (t.frameToFeedbackMet === false) {
    out.push(`TARGET MISSED: scanner frame-to-feedback max ${ms(sc.frameToFeedback.max)} ms (median ${ms(sc.frameToFeedback.median)}), target ${t.frameToFeedbackMs} ms`);
  } else if (t.frameToFeedbackMet) {
    out.push(`Target met: scanner frame-to-feedback max ${ms(sc.frameToFeedback.max)} ms, target ${t.frameToFeedbackMs} ms`);
  }
  if (t.longTasksMet === false) {
    out.push(`TARGET MISSED: ${sc.longTasks.count} main-thread task(s) over ${t.longTaskMs} ms while the camera ran, longest ${ms(sc.longTasks.longestMs)} ms`);
  } else if (t.longTasksMet) {
    out.push(`Target met: no main-thread task over ${t.longTaskMs} ms while the camera ran`);
  }
  return out;
}

/** The report of a finished run (`results` as main() filled them). */
export function printReport(results, { js, timing, runs, lighthouseRuns, simulatorHits, simulatorFound, overBudget, budgetKb }) {
  const { scanner, notes } = results;
  console.log('\n==== Live build bench (dist/) ====');
  printFiles('a. JavaScript of the login screen (/login until form visible + network idle)', js.login);
  if (js.home) printFiles(`b. JavaScript home adds after login (submit until "${js.headingText}" visible + network idle)`, js.home);
  else console.log(`\nb. JavaScript home adds after login: NOT MEASURED (${js.homeError})`);
  printTiming(timing, runs);
  console.log(`\nd. Simulator in the live build: ${simulatorFound ? 'FOUND' : 'none'} (scanned dist/ for ${results.simulator.markers.join(', ')}; runtime requests/console checked)`);
  for (const h of simulatorHits) console.log(`  ${h.file}: ${h.marker}`);
  for (const r of js.runtimeSimulator) console.log(`  at run time: ${r}`);
  printLighthouse(results.lighthouse, lighthouseRuns);
  printScanner(scanner);
  if (notes.length) {
    console.log('\nNotes:');
    for (const n of notes) console.log(`  - ${n}`);
  }
  console.log('');
  if (overBudget) console.log(`BUDGET EXCEEDED: login-screen JS is ${kb(js.login.gzip)} kB gzip, budget ${budgetKb} kB`);
  else console.log(`Budget OK: login-screen JS is ${kb(js.login.gzip)} kB gzip, budget ${budgetKb} kB`);
  if (simulatorFound) console.log('SIMULATOR FOUND in the live build');
  for (const line of scannerTargetLines(scanner)) console.log(line);
  for (const t of results.lighthouse) {
    if (t.name !== 'static floor' && t.median.score !== null && t.median.score < LIGHTHOUSE_TARGET) {
      console.log(`TARGET MISSED: Lighthouse performance of ${t.name} is ${t.median.score} (median), target ${LIGHTHOUSE_TARGET}`);
    }
  }
}

/** The one-line JSON summary (what `npm run bench` ends with). */
export function summary(results, budgetKb) {
  const t1 = results.timing?.find((t) => t.cpuRate === 1)?.median ?? {};
  const t4 = results.timing?.find((t) => t.cpuRate === 4)?.median ?? {};
  const r = (v) => (typeof v === 'number' ? Math.round(v) : null);
  const sc = results.scanner?.samplesTaken ? results.scanner : null;
  return {
    bench: 'live-build',
    commit: results.git?.commit ?? null,
    loginJsGzipKb: results.loginScreenJs ? Number(kb(results.loginScreenJs.gzip)) : null,
    loginJsFiles: results.loginScreenJs?.files.length ?? null,
    homeJsGzipKb: results.homeJs?.files ? Number(kb(results.homeJs.gzip)) : null,
    homeJsFiles: results.homeJs?.files?.length ?? null,
    fcpMs: r(t1.fcp),
    loginFormMs: r(t1.inputVisible),
    lcpMs: r(t1.lcp),
    fcpMs4x: r(t4.fcp),
    loginFormMs4x: r(t4.inputVisible),
    lcpMs4x: r(t4.lcp),
    ...Object.fromEntries((results.lighthouse ?? []).flatMap((t) => {
      const key = { 'login': 'lhLogin', 'home after login': 'lhHome', 'static floor': 'lhStatic' }[t.name] ?? t.name;
      return [[`${key}Score`, t.median.score], [`${key}LcpMs`, r(t.median.lcp)], [`${key}TbtMs`, r(t.median.tbt)]];
    })),
    scanSamples: results.scanner?.samplesTaken ?? null,
    scanFrameToFeedbackMs: r(sc?.frameToFeedback?.median),
    scanFrameToFeedbackMaxMs: r(sc?.frameToFeedback?.max),
    scanFirstFrameToFeedbackMs: r(sc?.firstFrameToFeedback?.median),
    scanFirstFrameToFeedbackMaxMs: r(sc?.firstFrameToFeedback?.max),
    scanLongTasks: sc?.longTasks?.count ?? null,
    scanLongestTaskMs: r(sc?.longTasks?.longestMs),
    scanLongestFrameGapMs: r(sc?.longestFrameGap?.ms),
    scanStartToSuccessFirstMs: r(sc?.startToSuccess?.first),
    scanStartToSuccessLaterMs: r(sc?.startToSuccess?.laterMedian),
    scanTargetsMet: sc?.targets ? (sc.targets.frameToFeedbackMet === true && sc.targets.longTasksMet === true) : null,
    budgetKb,
    budgetExceeded: results.budget?.exceeded ?? null,
    simulatorFound: results.simulator?.found ?? null,
    pass: results.pass ?? false,
    incomplete: results.incomplete ?? null,
    error: results.error,
  };
}
