// Page side of the decoder: posts camera frames to the worker, at most one at a time.
//
// A frame offered while the previous one is still being decoded is dropped (its promise resolves to null at once and
// an ImageBitmap is closed), so a slow phone decodes fewer frames instead of building a queue and lagging behind the
// camera. Callers can check `busy` before grabbing a frame to skip the cost of grabbing it as well.
import type { ConfigMessage, EarlyResultMessage, LinearFormat, PageToWorkerMessage, ResultMessage, WorkerToPageMessage } from './protocol';

/**
 * A frame: an ImageBitmap or a VideoFrame (transferred to the worker, which closes it) or raw RGBA pixels (buffer
 * transferred).
 */
export type DecoderFrame = ImageBitmap | VideoFrame | { data: Uint8ClampedArray; width: number; height: number };

/** The part of `Worker` the client uses (a real Worker satisfies it; tests pass a fake). */
export interface WorkerLike {
  postMessage(message: PageToWorkerMessage, transfer: Transferable[]): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface DecoderConfig {
  formats: LinearFormat[];
  qr: boolean;
  /**
   * Resolve a frame's `decode` as soon as the worker knows the frame's code from its scan rows, before the frame's
   * QR pass (the frame stays in flight, and `busy` true, until that pass is done). Default off.
   */
  early?: boolean;
}

export interface DecoderClientOptions {
  /**
   * Give up on a frame the worker has not answered after this many milliseconds (its promise resolves to null and
   * the next frame may be sent; a late answer is not passed on, but one that accepted a code resets the worker's
   * consistency state). Guards against a wedged or very slow worker. 0 disables it.
   */
  timeoutMs?: number;
  /** Worker failures: load errors (e.g. a module that cannot be evaluated), messageerror, or a frame error. */
  onError?: (error: unknown) => void;
}

export interface DecoderClient {
  /** Decode one frame. Resolves with the worker's result, or null if the frame was dropped or abandoned. */
  decode(frame: DecoderFrame): Promise<ResultMessage | null>;
  /** Change which codes are looked for (applies to the frames sent after it). */
  configure(config: DecoderConfig): void;
  /** Forget consistency state, e.g. when a flow starts a new scan step and the same code may be accepted again. */
  reset(): void;
  /** Stop the worker; pending and later decodes resolve to null. */
  terminate(): void;
  /** True while a frame is in flight (a decode now would be dropped). */
  readonly busy: boolean;
}

const DEFAULT_TIMEOUT_MS = 3000;

function defaultWorker(): WorkerLike {
  return new Worker(new URL('./decoder.worker.ts', import.meta.url), { type: 'module' });
}

function isRaw(frame: DecoderFrame): frame is { data: Uint8ClampedArray; width: number; height: number } {
  return 'data' in frame;
}

/** A WebCodecs VideoFrame (told apart by shape, so tests can pass a stand-in where VideoFrame does not exist). */
export function isVideoFrame(frame: DecoderFrame): frame is VideoFrame {
  return 'displayWidth' in frame && 'codedWidth' in frame;
}

function release(frame: DecoderFrame): void {
  if (!isRaw(frame)) frame.close();
}

function isMessage<T extends WorkerToPageMessage>(data: unknown, type: T['type']): data is T {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type
    && typeof (data as { id?: unknown }).id === 'number';
}

interface InFlight {
  id: number;
  resolve: (result: ResultMessage | null) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** An early result was passed on: the frame's promise is settled, the frame is still in the worker. */
  delivered: boolean;
}

export function createDecoderClient(
  createWorker: () => WorkerLike = defaultWorker,
  options: DecoderClientOptions = {},
): DecoderClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const worker = createWorker();
  let nextId = 1;
  let inFlight: InFlight | null = null;
  let terminated = false;
  /** Frames given up on (timed out) whose answer may still come. */
  const late = new Set<number>();

  const settle = (result: ResultMessage | null): void => {
    const current = inFlight;
    if (!current) return;
    inFlight = null;
    if (current.timer !== undefined) clearTimeout(current.timer);
    current.resolve(result);
  };

  worker.addEventListener('message', (event) => {
    const data = (event as MessageEvent<unknown>).data;
    if (isMessage<EarlyResultMessage>(data, 'early')) {
      if (!inFlight || data.id !== inFlight.id || inFlight.delivered) return;
      inFlight.delivered = true;
      inFlight.resolve({ type: 'result', id: data.id, accepted: data.accepted, ms: data.ms });
      return;
    }
    if (isMessage<ResultMessage>(data, 'result') && late.delete(data.id)) {
      // A frame given up on did accept a code, which the page never got: the worker now holds it as "already
      // accepted, still in view" and would not report it again while the label stays at the red line. Reset it.
      // (Resetting on every timeout instead would also re-arm a code the page did get, when a frame is merely slow:
      // a label held in view would then be read twice.)
      if (data.accepted && !terminated) worker.postMessage({ type: 'reset' }, []);
      return;
    }
    if (!isMessage<ResultMessage>(data, 'result') || !inFlight || data.id !== inFlight.id) return; // stale (timed out) or foreign
    if (data.error !== undefined) options.onError?.(new Error(data.error));
    settle(data); // after an early result: only ends the frame (its promise is already resolved)
  });
  worker.addEventListener('error', (event) => {
    options.onError?.((event as ErrorEvent).error ?? (event as ErrorEvent).message ?? event);
    settle(null);
  });
  worker.addEventListener('messageerror', (event) => {
    options.onError?.(event);
    settle(null);
  });

  return {
    get busy() {
      return inFlight !== null;
    },
    decode(frame) {
      if (terminated || inFlight) {
        release(frame);
        return Promise.resolve(null);
      }
      const id = nextId;
      nextId += 1;
      let message: PageToWorkerMessage;
      let transfer: Transferable[];
      if (isRaw(frame)) {
        const { data, width, height } = frame;
        // Transfer the pixels when the array owns its whole buffer; otherwise transfer a compact copy.
        const owned = data.byteOffset === 0 && data.buffer instanceof ArrayBuffer && data.byteLength === data.buffer.byteLength;
        const pixels = owned ? data : new Uint8ClampedArray(data);
        message = { type: 'frame', id, data: pixels, width, height };
        transfer = [pixels.buffer as ArrayBuffer];
      } else if (isVideoFrame(frame)) {
        message = { type: 'frame', id, videoFrame: frame };
        transfer = [frame];
      } else {
        message = { type: 'frame', id, bitmap: frame };
        transfer = [frame];
      }
      return new Promise<ResultMessage | null>((resolve) => {
        // A frame given up on may still mark its code as held in the worker: its answer, when it comes, says so
        // (see the message listener). Not after an early result: the page has the code the worker holds.
        const timer = timeoutMs > 0 ? setTimeout(() => {
          if (inFlight?.id !== id) return;
          if (!inFlight.delivered) late.add(id);
          settle(null);
        }, timeoutMs) : undefined;
        inFlight = { id, resolve, timer, delivered: false };
        try {
          worker.postMessage(message, transfer);
        } catch (error) {
          options.onError?.(error);
          release(frame);
          settle(null);
        }
      });
    },
    configure(config) {
      if (terminated) return;
      const message: ConfigMessage = { type: 'config', formats: [...config.formats], qr: config.qr, ...(config.early ? { early: true } : {}) };
      worker.postMessage(message, []);
    },
    reset() {
      if (!terminated) worker.postMessage({ type: 'reset' }, []);
    },
    terminate() {
      if (terminated) return;
      terminated = true;
      late.clear();
      worker.terminate();
      settle(null);
    },
  };
}
