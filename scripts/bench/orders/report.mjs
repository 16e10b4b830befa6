// What the new-order bench prints: the JavaScript tables, the keystroke figures against the target, the long tasks
// and frames while typing, and the notes. Returns whether enough keys were measured.
import { loadavg } from 'node:os';
import { stats } from './typing.mjs';

const kb = (b) => (b / 1000).toFixed(2);
const ms = (v) => (typeof v === 'number' ? `${Math.round(v)}` : '—');

function printFiles(title, part, limit = 12) {
  console.log(`\n${title}: ${kb(part.gzip)} kB gzip (${kb(part.raw)} kB raw), ${part.files.length} file(s); largest:`);
  for (const f of [...part.files].sort((a, b) => (b.gzip ?? 0) - (a.gzip ?? 0)).slice(0, limit)) {
    console.log(`  ${f.name.padEnd(34)} ${(f.gzip === null ? '?' : kb(f.gzip)).padStart(7)} kB gzip  ${f.makeup.join(', ')}`);
  }
}

/** Prints the report of `results` (filled by the bench) and adds its summary figures to them. */
export function report(results, { distRel, chromiumPath, cpuRate, gapMs, TARGET_MS }) {
  const { cold, incremental: inc, typing: ty } = results;
  const et = stats(ty.keys.map((k) => k.eventTiming), 16);
  const raf = stats(ty.keys.map((k) => k.rafProbe));
  const etUsable = ty.eventTimingSupported && ty.eventEntries > 0;
  const primary = etUsable ? et : raf;
  Object.assign(results, { method: etUsable ? 'event-timing' : 'raf-probe', keystroke: { eventTiming: et, rafProbe: raf, primary } });
  results.loadAvg1m.push(loadavg()[0]);
  console.log(`\n==== New-order bench, live build (${distRel}), Chromium at ${chromiumPath} ====`);
  console.log(`Machine: ${results.cpus} CPU(s), 1-min load average ${results.loadAvg1m.map((l) => l.toFixed(1)).join(' at start, ')} at the end (timings move with it)`);
  printFiles('1a. JavaScript of a cold load of /new-order, logged in (cache off, until the recipient form shows and the network is idle)', cold.js);
  printFiles("1b. JavaScript opening /new-order adds after home (click on 'Create post' in the menu)", inc.js);
  console.log(`    (for scale: login + home loaded ${kb(inc.home.gzip)} kB gzip in ${inc.home.files.length} files)`);
  const under16 = ty.keys.filter((k) => k.eventTiming === null).length;
  console.log(`\n2. Keystrokes in the recipient form at CPU ${cpuRate}x: ${ty.keys.length} keys (name ${ty.keys.filter((k) => k.field === 'name').length}, street address ${ty.keys.filter((k) => k.field === 'address').length}), keydown to next paint, ms`);
  console.log(`  ${'method'.padEnd(44)}${'median'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}  target`);
  const row = (label, s, verdict) => console.log(`  ${label.padEnd(44)}${ms(s?.median).padStart(8)}${ms(s?.p95).padStart(8)}${ms(s?.max).padStart(8)}  ${verdict}`);
  row(`Event Timing${etUsable ? ' (primary)' : ' (no entries)'}${under16 ? `, ${under16} key(s) <16 counted 16` : ''}`, et, etUsable ? `≤ ${TARGET_MS} ${et.max <= TARGET_MS ? 'OK' : 'MISSED'}` : '');
  row(`rAF + MessageChannel probe${etUsable ? ' (cross-check)' : ' (primary)'}`, raf, etUsable ? '' : `≤ ${TARGET_MS} ${raf?.max <= TARGET_MS ? 'OK' : 'MISSED'}`);
  for (const f of ['name', 'address']) row(`  ${f} only (Event Timing)`, stats(ty.keys.filter((k) => k.field === f).map((k) => k.eventTiming), 16), '');
  const worst = [...ty.keys].sort((a, b) => (b.eventTiming ?? b.rafProbe ?? 0) - (a.eventTiming ?? a.rafProbe ?? 0)).slice(0, 5);
  console.log(`  slowest keys: ${worst.map((k) => `${k.field} #${ty.keys.filter((x) => x.field === k.field).indexOf(k) + 1} '${k.key}' ${ms(k.eventTiming ?? k.rafProbe)} (at ${ms(k.down)})`).join(', ')}`);
  console.log(`  before typing: ${ty.steps.join('; ')}; price requested while typing the address: ${ty.priced ? 'yes' : 'no'}; ${gapMs} ms pause after each key's frame`);
  const task = (t) => (t ? `${ms(t.duration)} ms at ${ms(t.start)}` : 'none over 50 ms');
  console.log('\n3. Longest main-thread task (longtask entries, > 50 ms)');
  console.log(`  load of /new-order, CPU 1x     ${task(cold.longestTask).padEnd(22)} (${cold.longTasks} long tasks; form visible at ${ms(cold.formVisibleMs)} ms)`);
  console.log(`  load of /new-order, CPU ${cpuRate}x     ${task(ty.load.longestTask).padEnd(22)} (${ty.load.count} long tasks; form visible at ${ms(ty.formVisibleMs)} ms)`);
  console.log(`  typing name and address, ${cpuRate}x  ${task(ty.typing.longestTask).padEnd(22)} (${ty.typing.count} long tasks)`);
  for (const l of ty.typing.longestFrames) {
    console.log(`  long animation frame while typing at ${ms(l.start)}: ${ms(l.duration)} ms (blocking ${ms(l.blocking)}, rendering ${ms(l.render)} of which style and layout ${ms(l.styleLayout)}): ${l.scripts.map((s) => `${s.src}${s.fn ? ` ${s.fn}()` : ''} [${s.invoker}] ${ms(s.duration)} ms`).join('; ')}`);
  }
  const layered = ty.typing.rules.filter((r) => r.layered);
  console.log(`  style rules inserted while typing: ${ty.typing.rules.length}, of which in @layer (each restyles the whole page): ${layered.length}` +
    (layered.length ? ` — first at ${ms(layered[0].at)}: ${layered[0].text}` : ''));
  if (ty.unexpected.length) results.notes.push(`API calls the fake does not answer (404): ${[...new Set(ty.unexpected)].join(', ')}`);
  results.notes = [...new Set(results.notes)];
  if (results.notes.length) console.log(`\nNotes:\n${results.notes.map((n) => `  - ${n}`).join('\n')}`);
  console.log('');
  const verdict = primary && primary.max <= TARGET_MS;
  console.log(verdict ? `Target met: slowest keystroke ${ms(primary.max)} ms at ${cpuRate}x, target ${TARGET_MS} ms`
    : `TARGET MISSED: slowest keystroke ${ms(primary?.max)} ms at ${cpuRate}x (median ${ms(primary?.median)}, p95 ${ms(primary?.p95)}; ${results.method}), target ${TARGET_MS} ms`);
  return Boolean(primary) && primary.n >= ty.keys.length / 2;
}

