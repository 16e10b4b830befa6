// @vitest-environment node
// Camera frames read as their luma plane (VideoFrame.copyTo) instead of through a canvas: the plane's layout, the
// decoders on luma, the worker's path for YUV VideoFrames (early result, frame closed, a reset during the copy, the
// canvas fallback), and the warm-up that yields to the first frame.
import './nodeEnv';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveDecoder } from '../../../src/ui/scanner/decoder/host';
import { hasLumaPlane, readLuma, type LumaSource } from '../../../src/ui/scanner/decoder/luma';
import { createFrameProcessor } from '../../../src/ui/scanner/decoder/processor';
import { warmUpInSteps } from '../../../src/ui/scanner/decoder/warmUp';
import { fakeScope } from './fakeScope';
import { blankFrame, centred, renderSymbol, type Image } from './frames';

const CODE = 'NVSGDEMO00012345';
let code128: Image;
let qr: Image;

beforeAll(async () => {
  code128 = centred(await renderSymbol('code128', CODE));
  qr = centred(await renderSymbol('qrcode', 'SGQR-7788-01', { scale: 4 }));
});

/** BT.601 luma of an RGBA image, as a camera's Y plane carries it. */
function lumaOf(image: Image): Uint8Array {
  const y = new Uint8Array(image.width * image.height);
  for (let i = 0; i < y.length; i += 1) {
    const r = image.data[i * 4] as number;
    const g = image.data[i * 4 + 1] as number;
    const b = image.data[i * 4 + 2] as number;
    y[i] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  return y;
}

/**
 * A stand-in for a camera's I420 VideoFrame whose copyTo lays the Y plane out at `offset` with rows of `stride`
 * bytes (padding filled with 0, the chroma planes with 128), as a decoder with aligned rows does.
 */
function fakeFrame(image: Image, { format = 'I420', offset = 0, stride = image.width, copy }: { format?: string; offset?: number; stride?: number; copy?: () => Promise<void> } = {}) {
  const { width, height } = image;
  const luma = lumaOf(image);
  const chroma = 2 * Math.ceil(width / 2) * Math.ceil(height / 2);
  const size = offset + stride * height + chroma;
  const frame = {
    format, codedWidth: width, codedHeight: height, visibleRect: { x: 0, y: 0, width, height },
    allocationSize: () => size,
    copyTo: vi.fn(async (dest: Uint8Array) => {
      await copy?.();
      dest.fill(128);
      for (let row = 0; row < height; row += 1) {
        dest.fill(0, offset + row * stride, offset + (row + 1) * stride);
        dest.set(luma.subarray(row * width, (row + 1) * width), offset + row * stride);
      }
      return [{ offset, stride }, { offset: offset + stride * height, stride: stride >> 1 }, { offset: offset + stride * height + chroma / 2, stride: stride >> 1 }];
    }),
    close: vi.fn(),
  };
  return frame as unknown as LumaSource & VideoFrame & { close: ReturnType<typeof vi.fn>; copyTo: ReturnType<typeof vi.fn> };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('readLuma', () => {
  it('takes the Y plane of the 8-bit YUV layouts only', () => {
    for (const format of ['I420', 'I420A', 'I422', 'I444', 'NV12']) expect(hasLumaPlane(fakeFrame(blankFrame(4, 4), { format }))).toBe(true);
    for (const format of ['RGBA', 'BGRA', 'RGBX', 'I420P10']) expect(hasLumaPlane(fakeFrame(blankFrame(4, 4), { format }))).toBe(false);
  });

  it('returns the visible luma rows without their padding', async () => {
    const image = blankFrame(6, 3, 200);
    const { luma, width, height } = await readLuma(fakeFrame(image, { offset: 16, stride: 8 }));
    expect([width, height, luma.length]).toEqual([6, 3, 18]);
    expect([...luma]).toEqual(Array(18).fill(lumaOf(image)[0]));
  });
});

describe('frame processor on a luma plane', () => {
  it('decodes a Code 128 label and a QR code, as from RGBA', () => {
    const linear = createFrameProcessor({ qr: false });
    expect(linear.processLuma(lumaOf(code128), code128.width, code128.height).accepted).toEqual({ code: CODE, format: 'code_128' });
    const both = createFrameProcessor({ qrEvery: 1, qrResolution: 'full' });
    expect(both.processLuma(lumaOf(qr), qr.width, qr.height).accepted).toEqual({ code: 'SGQR-7788-01', format: 'qr_code' });
    const half = createFrameProcessor({ qrEvery: 1, qrResolution: 'half' });
    expect(half.processLuma(lumaOf(qr), qr.width, qr.height).accepted).toEqual({ code: 'SGQR-7788-01', format: 'qr_code' });
  });

  it('refuses a plane shorter than the frame', () => {
    expect(() => createFrameProcessor().processLuma(new Uint8Array(10), 640, 480)).toThrow(RangeError);
  });
});

describe('decoder worker: a YUV VideoFrame', () => {
  it('is read by its luma plane, not the canvas, closed, and answered early then in full', async () => {
    const { scope, posted, send } = fakeScope();
    const readBitmap = vi.fn();
    serveDecoder(scope, { readBitmap });
    send({ type: 'config', formats: ['code_128'], qr: true, early: true });
    const frame = fakeFrame(code128);
    send({ type: 'frame', id: 1, videoFrame: frame });
    expect(posted).toEqual([]); // the copy is under way
    await settle();
    expect(frame.copyTo).toHaveBeenCalledOnce();
    expect(readBitmap).not.toHaveBeenCalled();
    expect(frame.close).toHaveBeenCalledOnce();
    expect(posted.map((m) => [m.type, m.id, m.accepted?.code ?? null])).toEqual([['early', 1, CODE], ['result', 1, CODE]]);
  });

  it('drops a frame whose copy was under way when the scanner was reset (the code is not held)', async () => {
    const { scope, posted, send } = fakeScope();
    serveDecoder(scope);
    send({ type: 'config', formats: ['code_128'], qr: false });
    let release!: () => void;
    const frame = fakeFrame(code128, { copy: () => new Promise<void>((r) => { release = r; }) });
    send({ type: 'frame', id: 1, videoFrame: frame });
    send({ type: 'reset' });
    release();
    await settle();
    expect(posted).toMatchObject([{ type: 'result', id: 1, accepted: null }]);
    expect(frame.close).toHaveBeenCalledOnce();
    // Not held: the next frame with the same label is accepted.
    send({ type: 'frame', id: 2, videoFrame: fakeFrame(code128) });
    await settle();
    expect(posted[1]).toMatchObject({ type: 'result', id: 2, accepted: { code: CODE } });
  });

  it('falls back to the canvas read-back when the copy fails', async () => {
    const { scope, posted, send } = fakeScope();
    const readBitmap = vi.fn(() => ({ data: code128.data, width: code128.width, height: code128.height }));
    serveDecoder(scope, { readBitmap });
    send({ type: 'config', formats: ['code_128'], qr: false });
    const frame = fakeFrame(code128, { copy: () => Promise.reject(new Error('not mappable')) });
    send({ type: 'frame', id: 3, videoFrame: frame });
    await settle();
    expect(readBitmap).toHaveBeenCalledWith(frame);
    expect(frame.close).toHaveBeenCalledOnce();
    expect(posted[0]).toMatchObject({ type: 'result', id: 3, accepted: { code: CODE } });
  });
});

describe('warmUpInSteps', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one step per task and stops once a frame has come', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    let frameCame = false;
    warmUpInSteps(() => frameCame, [0, 1, 2, 3].map((i) => () => { ran.push(i); }));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1]);
    frameCame = true;
    vi.runAllTimers();
    expect(ran).toEqual([0, 1]);
  });
});
