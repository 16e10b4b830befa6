// Reads a camera's VideoFrame as its luma (Y) plane with VideoFrame.copyTo: a copy of the frame's own bytes, where
// drawing the frame on a canvas and reading it back converts every pixel to RGBA first. In Chromium at 4x CPU the
// copy takes about 1 ms a 640x480 frame; the canvas read-back 5 ms, and 20 to 60 ms on the first frames after the
// camera starts, which the first read of every camera start waited for.

/** 8-bit YUV layouts whose first plane is the full-resolution luma. */
const LUMA_FIRST = new Set(['I420', 'I420A', 'I422', 'I422A', 'I444', 'I444A', 'NV12']);

export interface LumaFrame {
  luma: Uint8Array;
  width: number;
  height: number;
}

/** The part of VideoFrame this needs (tests pass a stand-in). */
export type LumaSource = Pick<VideoFrame, 'format' | 'visibleRect' | 'codedWidth' | 'codedHeight' | 'allocationSize' | 'copyTo'>;

/** True when `frame` can be read by `readLuma` (an 8-bit YUV layout). */
export function hasLumaPlane(frame: LumaSource): boolean {
  return frame.format !== null && LUMA_FIRST.has(frame.format);
}

/** The frame's visible luma plane, `width` bytes a row. Rejects when the frame's bytes cannot be copied. */
export async function readLuma(frame: LumaSource): Promise<LumaFrame> {
  const width = frame.visibleRect?.width ?? frame.codedWidth;
  const height = frame.visibleRect?.height ?? frame.codedHeight;
  const bytes = new Uint8Array(frame.allocationSize());
  const planes = await frame.copyTo(bytes);
  const y = planes[0];
  if (!y || y.stride < width || y.offset + y.stride * (height - 1) + width > bytes.length) throw new Error('VideoFrame.copyTo gave no usable luma plane');
  if (y.offset === 0 && y.stride === width) return { luma: bytes.subarray(0, width * height), width, height };
  const luma = new Uint8Array(width * height);
  for (let row = 0; row < height; row += 1) luma.set(bytes.subarray(y.offset + row * y.stride, y.offset + row * y.stride + width), row * width);
  return { luma, width, height };
}
