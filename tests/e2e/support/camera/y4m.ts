// Fake-camera clips for Chromium (--use-file-for-fake-video-capture), made with Node only (no ffmpeg on CI): a
// bwip-js rendering, decoded by png.ts, centred on a white frame, converted to YUV 4:2:0 (BT.601) and written as a
// Y4M file of identical frames into tests/e2e/.clips/ (gitignored). Clips are cached by name and written atomically
// (temp file + rename), so parallel workers can ask for the same clip.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js/node';
import { decodePng, type RgbaImage } from './png';

export const CLIP_DIR = fileURLToPath(new URL('../../.clips/', import.meta.url));

export interface ClipOptions {
  width?: number;
  height?: number;
  frames?: number;
  fps?: number;
}

const DEFAULTS = { width: 640, height: 480, frames: 30, fps: 15 };

/** Alpha-composite `symbol` centred on a white RGB frame (3 bytes per pixel). */
export function compositeOnWhite(symbol: RgbaImage, width: number, height: number): Uint8Array {
  if (symbol.width > width || symbol.height > height) {
    throw new Error(`compositeOnWhite: symbol ${symbol.width}x${symbol.height} does not fit in ${width}x${height}`);
  }
  const rgb = new Uint8Array(width * height * 3).fill(255);
  const left = Math.floor((width - symbol.width) / 2);
  const top = Math.floor((height - symbol.height) / 2);
  for (let y = 0; y < symbol.height; y += 1) {
    for (let x = 0; x < symbol.width; x += 1) {
      const s = (y * symbol.width + x) * 4;
      const d = ((top + y) * width + left + x) * 3;
      const alpha = (symbol.data[s + 3] as number) / 255;
      for (let k = 0; k < 3; k += 1) rgb[d + k] = Math.round((symbol.data[s + k] as number) * alpha + 255 * (1 - alpha));
    }
  }
  return rgb;
}

/** RGB to planar YUV 4:2:0, BT.601 studio range (Y 16-235, U/V 16-240), chroma averaged over each 2x2 block. */
export function rgbToI420(rgb: Uint8Array, width: number, height: number): { y: Uint8Array; u: Uint8Array; v: Uint8Array } {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('rgbToI420: width and height must be even');
  const y = new Uint8Array(width * height);
  const u = new Uint8Array((width / 2) * (height / 2));
  const v = new Uint8Array((width / 2) * (height / 2));
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  for (let i = 0; i < width * height; i += 1) {
    const r = rgb[i * 3] as number;
    const g = rgb[i * 3 + 1] as number;
    const b = rgb[i * 3 + 2] as number;
    y[i] = clamp(16 + 0.2568 * r + 0.5041 * g + 0.0979 * b);
  }
  for (let cy = 0; cy < height / 2; cy += 1) {
    for (let cx = 0; cx < width / 2; cx += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const p = ((cy * 2 + dy) * width + cx * 2 + dx) * 3;
        r += rgb[p] as number;
        g += rgb[p + 1] as number;
        b += rgb[p + 2] as number;
      }
      r /= 4; g /= 4; b /= 4;
      const c = cy * (width / 2) + cx;
      u[c] = clamp(128 - 0.1482 * r - 0.291 * g + 0.4392 * b);
      v[c] = clamp(128 + 0.4392 * r - 0.3678 * g - 0.0714 * b);
    }
  }
  return { y, u, v };
}

/** A Y4M file: header, then `frames` times FRAME + Y + U + V of the same picture. */
export function y4m(rgb: Uint8Array, { width, height, frames, fps }: Required<ClipOptions>): Buffer {
  const { y, u, v } = rgbToI420(rgb, width, height);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'latin1');
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** Write `bytes` to `path` unless it already exists; atomic for concurrent writers. */
function writeOnce(path: string, bytes: () => Buffer): string {
  if (existsSync(path)) return path;
  mkdirSync(CLIP_DIR, { recursive: true });
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, bytes());
  renameSync(tmp, path);
  return path;
}

export interface SymbolClip extends ClipOptions {
  /** bwip-js symbology id, e.g. 'code128', 'qrcode'. */
  bcid: string;
  text: string;
  /** Pixels per module. */
  scale?: number;
  /** Bar height (linear codes), bwip-js units. */
  barHeight?: number;
  /** White padding added by bwip-js around the symbol, in pixels at scale 1. */
  padding?: number;
}

/** Renders the symbol with bwip-js and writes the clip (cached); resolves with the clip's absolute path. */
export async function symbolClip(spec: SymbolClip): Promise<string> {
  const opts = { ...DEFAULTS, ...spec };
  const scale = spec.scale ?? 3;
  const barHeight = spec.barHeight ?? 15;
  const padding = spec.padding ?? 0;
  const safe = spec.text.replace(/[^A-Za-z0-9-]/g, '_');
  const shape = spec.bcid === 'qrcode' ? `s${scale}` : `s${scale}-h${barHeight}`;
  const path = join(CLIP_DIR, `${spec.bcid}-${safe}-${shape}-p${padding}-${opts.width}x${opts.height}x${opts.frames}.y4m`);
  if (existsSync(path)) return path;
  const png = await bwipjs.toBuffer({
    bcid: spec.bcid,
    text: spec.text,
    scale,
    ...(spec.bcid === 'qrcode' ? {} : { height: barHeight }),
    includetext: false,
    backgroundcolor: 'FFFFFF',
    ...(padding > 0 ? { paddingwidth: padding, paddingheight: padding } : {}),
  });
  const symbol = decodePng(png);
  const rgb = compositeOnWhite(symbol, opts.width, opts.height);
  return writeOnce(path, () => y4m(rgb, opts));
}
