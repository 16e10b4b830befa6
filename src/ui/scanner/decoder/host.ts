// The worker side of the protocol, written against a minimal scope interface so it can be exercised in Node tests.
// decoder.worker.ts binds it to the real worker global scope.
import { createFrameProcessor, type FrameProcessor } from './processor';
import { hasLumaPlane, readLuma, type LumaFrame } from './luma';
import { LINEAR_FORMATS, type AcceptedCode, type FrameMessage, type LinearFormat, type PageToWorkerMessage, type ResultMessage, type WorkerToPageMessage } from './protocol';

export interface WorkerScopeLike {
  postMessage(message: WorkerToPageMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type BitmapReader = (bitmap: ImageBitmap | VideoFrame) => Pixels;

function sizeOf(image: ImageBitmap | VideoFrame): { width: number; height: number } {
  return 'displayWidth' in image ? { width: image.displayWidth, height: image.displayHeight } : { width: image.width, height: image.height };
}

/** Reads an ImageBitmap or a VideoFrame back as RGBA through one reused OffscreenCanvas. */
export function createBitmapReader(): BitmapReader {
  let canvas: OffscreenCanvas | null = null;
  let ctx: OffscreenCanvasRenderingContext2D | null = null;
  return (bitmap) => {
    const { width, height } = sizeOf(bitmap);
    if (typeof OffscreenCanvas === 'undefined') {
      throw new Error('OffscreenCanvas is not available in this worker; send raw RGBA frames instead');
    }
    if (!canvas || !ctx) {
      canvas = new OffscreenCanvas(width, height);
      ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('OffscreenCanvas 2d context is not available');
    } else if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width; // resizing also clears it
      canvas.height = height;
    }
    ctx.drawImage(bitmap, 0, 0, width, height);
    return { data: ctx.getImageData(0, 0, width, height).data, width, height };
  };
}

export interface ServeOptions {
  processor?: FrameProcessor;
  readBitmap?: BitmapReader;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function isMessage(data: unknown): data is PageToWorkerMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

/** Answer every frame message with one result message (never throws out of the handler). */
export function serveDecoder(scope: WorkerScopeLike, options: ServeOptions = {}): FrameProcessor {
  const processor = options.processor ?? createFrameProcessor();
  const readBitmap = options.readBitmap ?? createBitmapReader();
  let early = false;
  /** Bumped by every reset: a frame whose luma copy was under way across a reset is dropped, not decoded. */
  let generation = 0;

  const decode = (message: FrameMessage, started: number, read: () => Pixels | LumaFrame): void => {
    let result: ResultMessage;
    try {
      const pixels = read();
      const { id } = message;
      const onEarly = early ? (accepted: AcceptedCode) => scope.postMessage({ type: 'early', id, accepted, ms: now() - started }) : undefined;
      const outcome = 'luma' in pixels
        ? processor.processLuma(pixels.luma, pixels.width, pixels.height, { onEarly })
        : processor.process(pixels.data, pixels.width, pixels.height, { onEarly });
      result = { type: 'result', id, accepted: outcome.accepted, ms: now() - started };
    } catch (error) {
      result = {
        type: 'result',
        id: message.id,
        accepted: null,
        ms: now() - started,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    scope.postMessage(result);
  };

  /**
   * A camera frame in YUV: its luma plane is copied out (async), then decoded; where the copy fails, the canvas
   * read-back. A reset while the copy was under way drops the frame (its code must not be held after the reset).
   */
  const decodeVideoFrame = (message: FrameMessage & { videoFrame: VideoFrame }, started: number): void => {
    const frame = message.videoFrame;
    const mine = generation;
    void readLuma(frame)
      .then((luma): (() => Pixels | LumaFrame) => () => luma, () => () => readBitmap(frame))
      .then((read) => {
        if (mine !== generation) {
          frame.close();
          scope.postMessage({ type: 'result', id: message.id, accepted: null, ms: now() - started });
          return;
        }
        decode(message, started, () => {
          try {
            return read();
          } finally {
            frame.close();
          }
        });
      });
  };

  scope.addEventListener('message', (event) => {
    const message = event.data;
    if (!isMessage(message)) return;
    switch (message.type) {
      case 'config': {
        // Unknown format names are dropped rather than reaching the reader factory.
        const formats = Array.isArray(message.formats)
          ? LINEAR_FORMATS.filter((format: LinearFormat) => (message.formats as unknown[]).includes(format))
          : [];
        processor.configure({ formats, qr: message.qr === true });
        early = message.early === true;
        return;
      }
      case 'reset':
        generation += 1;
        processor.reset();
        return;
      case 'frame': {
        const started = now();
        if ('videoFrame' in message && hasLumaPlane(message.videoFrame)) {
          decodeVideoFrame(message, started);
          return;
        }
        decode(message, started, () => {
          if ('data' in message) return { data: message.data, width: message.width, height: message.height };
          const image = 'bitmap' in message ? message.bitmap : message.videoFrame;
          try {
            return readBitmap(image);
          } finally {
            image.close();
          }
        });
        return;
      }
      default:
        return;
    }
  });
  return processor;
}
