// Runs the decoders on a made-up frame when the worker starts, so that the first camera frame does not also pay for
// compiling them (the first frames of a fresh worker take several times as long as the later ones). Small frames
// and one step per task: a camera frame that arrives meanwhile is decoded after the current step, not after all of
// them, and once frames arrive the rest is skipped (the frames warm the decoders themselves). Uses its own
// processor: the worker's state is untouched.
import { createBitmapReader } from './host';
import { readLuma } from './luma';
import { createFrameProcessor } from './processor';

/** Bars of assorted widths across a white frame: every linear reader and the QR locator get something to chew on. */
function madeUpFrame(width: number, height: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  const widths = [2, 3, 2, 5, 4, 2, 6, 3, 2, 2, 4, 7];
  const left = Math.floor(width * 0.15);
  const right = Math.floor(width * 0.85);
  let x = left;
  let dark = true;
  for (let i = 0; x < right; i += 1) {
    const w = widths[i % widths.length] as number;
    if (dark) {
      for (let y = Math.floor(height * 0.3); y < Math.floor(height * 0.7); y += 1) {
        for (let k = x; k < Math.min(right, x + w); k += 1) rgba.fill(0, (y * width + k) * 4, (y * width + k) * 4 + 3);
      }
    }
    x += w;
    dark = !dark;
  }
  return rgba;
}

/**
 * The warm-up as steps, each short: linear and QR (half, then full resolution) on a luma plane and the luma copy of a
 * YUV VideoFrame (where WebCodecs exists), then the same passes on RGBA and the canvas read-back, the path of frames
 * without a luma plane.
 */
export function warmUpSteps(width = 320, height = 240): Array<() => void> {
  const processor = createFrameProcessor({ qrEvery: 1 });
  const rgba = madeUpFrame(width, height);
  const luma = new Uint8Array(width * height);
  for (let i = 0; i < luma.length; i += 1) luma[i] = rgba[i * 4] as number;
  // Camera frames first (their luma plane), then the RGBA path of frames without one.
  const steps: Array<() => void> = [
    () => processor.processLuma(luma, width, height), // QR at half resolution
    () => processor.processLuma(luma, width, height), // QR at full resolution
  ];
  if (typeof VideoFrame === 'function') {
    steps.push(() => {
      const yuv = new Uint8Array(width * height + 2 * Math.ceil(width / 2) * Math.ceil(height / 2)).fill(128);
      const frame = new VideoFrame(yuv, { format: 'I420', codedWidth: width, codedHeight: height, timestamp: 0 });
      void readLuma(frame).catch(() => undefined).finally(() => frame.close());
    });
  }
  steps.push(() => processor.process(rgba, width, height), () => processor.process(rgba, width, height));
  if (typeof OffscreenCanvas === 'function') {
    steps.push(() => {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d');
      const bitmap = canvas.transferToImageBitmap();
      createBitmapReader()(bitmap);
      bitmap.close();
    });
  }
  return steps;
}

/** Runs every step at once; returns the milliseconds it took. */
export function warmUp(): number {
  const started = performance.now();
  for (const step of warmUpSteps()) step();
  return performance.now() - started;
}

/** Runs the steps one per task until they are done or `stop()` says a real frame has come. */
export function warmUpInSteps(stop: () => boolean, steps = warmUpSteps()): void {
  const next = () => {
    const step = steps.shift();
    if (!step || stop()) return;
    try {
      step();
    } catch {
      return; // only a warm-up: the first frame will just be slower
    }
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
