// What every bench does around its measures: where the checkout is, whether to build, a log line with the time
// since the start, the figures of a list of timings, and the machine's load average (figures on a busy machine
// follow its load, so each bench prints it beside them).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The checkout's root. */
export const root = resolve(import.meta.dirname, '../../..');

/**
 * The folder (relative to the checkout) of the benches' builds, certificate and results: .bench, or BENCH_HOME (a
 * second run beside another's, which must not overwrite its builds or results).
 */
export const benchHome = process.env.BENCH_HOME || '.bench';

/** False when the command line says --no-build (measure the build already there). */
export const wantBuild = () => !process.argv.includes('--no-build');

/** `log(message)` printing `[name  12.3s] message`, the time since the logger was made. */
export function logger(name) {
  const t0 = Date.now();
  return (message) => console.log(`[${name} ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)}s] ${message}`);
}

/** The middle value (the mean of the two middle ones for an even count) of the finite numbers, or null. */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Count, median, 95th percentile and maximum of the values (ms), each a value of the list. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/** The 1-minute load average, or null where /proc is missing. */
export function loadAverage() {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/** kB (1000 bytes, as Vite reports them) with `digits` decimals. */
export const kb = (bytes, digits = 1) => (bytes / 1000).toFixed(digits);

/** Writes `data` as JSON to `<benchHome>/<file>` (the folder made if needed). */
export function writeResults(file, data) {
  const path = join(root, benchHome, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** Runs `main` (resolving an exit code or nothing for 0); a throw prints `name could not measure` and exits 2. */
export function runBench(name, main) {
  main().then((code) => process.exit(code ?? 0), (e) => {
    console.error(`bench ${name} could not measure: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  });
}
