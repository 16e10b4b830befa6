// Test helpers: synthetic camera frames built from bwip-js renderings (PNG -> raw RGBA through sharp), plus a
// hand-written EAN-13 module encoder for symbols bwip-js refuses to draw (a wrong check digit).
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { seededRandom } from '../../../src/sim/random';

export interface Image {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;

async function fromSharp(pipeline: sharp.Sharp): Promise<Image> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

function toSharp(image: Image): sharp.Sharp {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

export interface SymbolOptions {
  /** Pixels per module. */
  scale?: number;
  /** Bar height in bwip-js units (mm at 72 dpi x scale). */
  height?: number;
}

/** Render a symbol with bwip-js on a white background (no human-readable text). */
export async function renderSymbol(bcid: string, text: string, { scale = 2, height = 15 }: SymbolOptions = {}): Promise<Image> {
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale,
    ...(bcid === 'qrcode' ? {} : { height }),
    includetext: false,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 4,
    paddingheight: 4,
  });
  return fromSharp(sharp(png));
}

/** A uniform frame (white by default). */
export function blankFrame(width = FRAME_WIDTH, height = FRAME_HEIGHT, level = 255): Image {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = level;
    data[i + 1] = level;
    data[i + 2] = level;
    data[i + 3] = 255;
  }
  return { data, width, height };
}

/** Copy `symbol` into `frame` (in place) with its centre at (cx, cy); defaults to the frame centre. */
export function paste(frame: Image, symbol: Image, cx = frame.width / 2, cy = frame.height / 2): Image {
  const left = Math.round(cx - symbol.width / 2);
  const top = Math.round(cy - symbol.height / 2);
  for (let y = 0; y < symbol.height; y += 1) {
    const fy = top + y;
    if (fy < 0 || fy >= frame.height) continue;
    for (let x = 0; x < symbol.width; x += 1) {
      const fx = left + x;
      if (fx < 0 || fx >= frame.width) continue;
      const s = (y * symbol.width + x) * 4;
      const d = (fy * frame.width + fx) * 4;
      for (let c = 0; c < 3; c += 1) frame.data[d + c] = symbol.data[s + c] as number;
      frame.data[d + 3] = 255;
    }
  }
  return frame;
}

/** A white 640x480 frame with the symbol centred on it. */
export function centred(symbol: Image, width = FRAME_WIDTH, height = FRAME_HEIGHT): Image {
  return paste(blankFrame(width, height), symbol);
}

export async function rotate(image: Image, degrees: number): Promise<Image> {
  return fromSharp(toSharp(image).rotate(degrees, { background: '#ffffff' }));
}

export async function resize(image: Image, factor: number): Promise<Image> {
  return fromSharp(toSharp(image).resize(Math.round(image.width * factor), Math.round(image.height * factor), { kernel: 'linear' }));
}

export async function blur(image: Image, sigma: number): Promise<Image> {
  return fromSharp(toSharp(image).blur(sigma));
}

/** Deterministic PRNG (the simulator's mulberry32) so noisy frames are the same on every run. */
export const prng = seededRandom;

/** A frame of uniform random grey noise (0..255). */
export function noiseFrame(seed: number, width = FRAME_WIDTH, height = FRAME_HEIGHT): Image {
  const random = prng(seed);
  const frame = blankFrame(width, height);
  for (let i = 0; i < frame.data.length; i += 4) {
    const v = Math.floor(random() * 256);
    frame.data[i] = v;
    frame.data[i + 1] = v;
    frame.data[i + 2] = v;
  }
  return frame;
}

/** Add zero-mean uniform noise of +-amplitude to every channel (in place). */
export function addNoise(image: Image, amplitude: number, seed: number): Image {
  const random = prng(seed);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = (random() * 2 - 1) * amplitude;
    for (let c = 0; c < 3; c += 1) image.data[i + c] = (image.data[i + c] as number) + n;
  }
  return image;
}

/** Multiply every pixel by gain(x, y) (in place): uneven lighting. */
export function light(image: Image, gain: (x: number, y: number) => number): Image {
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const g = gain(x, y);
      const i = (y * image.width + x) * 4;
      for (let c = 0; c < 3; c += 1) image.data[i + c] = (image.data[i + c] as number) * g;
    }
  }
  return image;
}

// ---- EAN-13 drawn by hand --------------------------------------------------------------------------------------

const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const invert = (bits: string): string => [...bits].map((b) => (b === '1' ? '0' : '1')).join('');
const R_CODES = L_CODES.map(invert);
const G_CODES = R_CODES.map((bits) => [...bits].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** EAN-13 modules (1 = bar) for any 13 digits, valid check digit or not. */
export function ean13Modules(digits: string): number[] {
  if (!/^\d{13}$/.test(digits)) throw new Error(`not 13 digits: ${digits}`);
  const d = [...digits].map(Number);
  const parity = PARITY[d[0] as number] as string;
  let bits = '101';
  for (let i = 1; i <= 6; i += 1) bits += (parity[i - 1] === 'L' ? L_CODES : G_CODES)[d[i] as number];
  bits += '01010';
  for (let i = 7; i <= 12; i += 1) bits += R_CODES[d[i] as number];
  bits += '101';
  return [...bits].map(Number);
}

/** Draw 1D modules as an image: `moduleWidth` px per module, `quiet` modules of white either side. */
export function drawModules(modules: readonly number[], { moduleWidth = 2, barHeight = 90, quiet = 12 } = {}): Image {
  const width = (modules.length + quiet * 2) * moduleWidth;
  const image = blankFrame(width, barHeight);
  for (let m = 0; m < modules.length; m += 1) {
    if (modules[m] !== 1) continue;
    for (let x = (m + quiet) * moduleWidth; x < (m + quiet + 1) * moduleWidth; x += 1) {
      for (let y = 0; y < barHeight; y += 1) {
        const i = (y * width + x) * 4;
        image.data[i] = 0;
        image.data[i + 1] = 0;
        image.data[i + 2] = 0;
      }
    }
  }
  return image;
}
