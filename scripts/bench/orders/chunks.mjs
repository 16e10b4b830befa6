// What a built chunk is made of, for the new-order bench report: reads the chunk's hidden source map (the bench
// builds with --sourcemap hidden, which leaves the .js bytes unchanged) and adds up the minified characters each
// source's mappings cover, grouped by npm package (node_modules/<pkg>) or by src/ folder. No dependency: a small
// base64 VLQ decoder. Code without a map (e.g. the precompiled config validators) counts as '(generated, no map)'.
// Returns null when the chunk has no map (a --no-build run over an older build).
import { existsSync, readFileSync } from 'node:fs';

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) { shift += 5; continue; }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

/** node_modules/@scope/pkg or node_modules/pkg, else the first two folders under src/, else the source as is. */
export function groupOf(source) {
  const s = source.replace(/\\/g, '/');
  const i = s.lastIndexOf('node_modules/');
  if (i >= 0) {
    const parts = s.slice(i + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const j = s.indexOf('src/');
  if (j >= 0) return s.slice(j).split('/').slice(0, 3).join('/').replace(/\.(tsx?|m?js)$/, '');
  return s.replace(/^[./]+/, '').replace(/\0/g, '') || '(unknown)';
}

/** { total, groups: [{ name, chars, share }] } largest first, for the chunk file `jsFile`. */
export function chunkMakeup(jsFile) {
  const mapFile = `${jsFile}.map`;
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = readFileSync(jsFile, 'utf8').split('\n');
  const chars = new Map();
  const add = (name, n) => chars.set(name, (chars.get(name) ?? 0) + n);
  let src = 0;
  map.mappings.split(';').forEach((lineText, lineNo) => {
    const lineLength = lines[lineNo]?.length ?? 0;
    let col = 0;
    const segments = [];
    for (const seg of lineText ? lineText.split(',') : []) {
      const f = decodeSegment(seg);
      col += f[0];
      if (f.length >= 4) src += f[1];
      segments.push({ col, src: f.length >= 4 ? src : null });
    }
    if (segments.length === 0) { add('(generated, no map)', lineLength); return; }
    add('(generated, no map)', segments[0].col);
    segments.forEach((s, i) => {
      const end = i + 1 < segments.length ? segments[i + 1].col : lineLength;
      add(s.src === null ? '(generated, no map)' : groupOf(map.sources[s.src] ?? ''), Math.max(0, end - s.col));
    });
  });
  const total = [...chars.values()].reduce((a, b) => a + b, 0);
  const groups = [...chars].map(([name, n]) => ({ name, chars: n, share: total ? n / total : 0 })).sort((a, b) => b.chars - a.chars);
  return { total, groups };
}
