// Runs the decoders once on a made-up frame when the worker starts, so that the first camera frame does not also pay
// for compiling them (the first frames of a fresh worker take several times as long as the later ones) nor for
// setting up the canvas the worker reads frames through. Uses its own processor: the worker's state is untouched.
import { createBitmapReader } from './host';
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

/** Decodes a made-up 640x480 frame at full and at half QR resolution; returns the milliseconds it took. */
export function warmUp(width = 640, height = 480): number {
  const started = performance.now();
  const processor = createFrameProcessor({ qrEvery: 1 });
  const rgba = madeUpFrame(width, height);
  processor.process(rgba, width, height); // QR at half resolution
  processor.process(rgba, width, height); // QR at full resolution
  if (typeof OffscreenCanvas === 'function') {
    const read = createBitmapReader();
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d');
    const bitmap = canvas.transferToImageBitmap();
    read(bitmap);
    bitmap.close();
    if (typeof VideoFrame === 'function') {
      // Cameras deliver YUV frames: converting one to RGBA has its own first-time cost.
      const yuv = new Uint8Array(width * height + 2 * Math.ceil(width / 2) * Math.ceil(height / 2)).fill(128);
      const frame = new VideoFrame(yuv, { format: 'I420', codedWidth: width, codedHeight: height, timestamp: 0 });
      read(frame);
      frame.close();
    }
  }
  return performance.now() - started;
}
