// Sizes from the built files on disk, and the simulator check of a build directory.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, resolve, sep } from 'node:path';

/** Strings only the simulator's code carries (msw's worker script name and its console prefix). */
export const SIMULATOR_MARKERS = ['mockServiceWorker', '[MSW]'];

export function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(p));
    else if (entry.isFile()) out.push(p);
  }
  return out;
}

/** Raw and gzip (level 9) bytes of a served URL path's file in distDir; null when it is not there. */
export function sizeOnDisk(distDir, urlPath) {
  const file = resolve(distDir, '.' + decodeURIComponent(urlPath));
  if (!file.startsWith(resolve(distDir) + sep) || !existsSync(file)) return null;
  const bytes = readFileSync(file);
  return { file: relative(distDir, file).split(sep).join('/'), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** Every file of dir whose name or content carries a simulator marker. */
export function scanForSimulator(dir) {
  const hits = [];
  for (const file of walk(dir)) {
    const rel = relative(dir, file).split(sep).join('/');
    if (/mockServiceWorker/i.test(rel)) hits.push({ file: rel, marker: 'file name' });
    const content = readFileSync(file);
    for (const marker of SIMULATOR_MARKERS) if (content.includes(marker)) hits.push({ file: rel, marker });
  }
  return hits;
}

/**
 * The script files among a page's requests (trackNetwork's entries), once each in load order, with their raw and
 * gzip bytes in distDir; a file of another origin or missing from distDir counts as unknown (null).
 */
export function scriptFiles(entries, baseURL, distDir) {
  const seen = new Set();
  const files = [];
  for (const e of entries) {
    if (!e.script || seen.has(e.url)) continue;
    seen.add(e.url);
    const url = new URL(e.url);
    const sameOrigin = url.origin === baseURL;
    const size = sameOrigin ? sizeOnDisk(distDir, url.pathname) : null;
    files.push({ path: sameOrigin ? url.pathname : e.url, type: e.type, raw: size?.raw ?? null, gzip: size?.gzip ?? null, onDisk: Boolean(size) });
  }
  return { files, gzip: files.reduce((s, f) => s + (f.gzip ?? 0), 0), raw: files.reduce((s, f) => s + (f.raw ?? 0), 0) };
}
