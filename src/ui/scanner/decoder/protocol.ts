// Messages between the page (client.ts) and the decoder worker (decoder.worker.ts), and the value types both sides share.
// Types only, apart from the LINEAR_FORMATS list.

/** Linear (1D) symbologies decoded from scan rows across the red line. */
export type LinearFormat = 'code_128' | 'code_39' | 'ean_13';

/** Every format a read can have. */
export type Format = LinearFormat | 'qr_code';

export const LINEAR_FORMATS: readonly LinearFormat[] = ['code_128', 'code_39', 'ean_13'];

/** An accepted (consistent) read: the only thing that may reach a flow. */
export interface AcceptedCode {
  code: string;
  format: Format;
}

// ---- page -> worker ---------------------------------------------------------------------------------------------

/** A camera frame as an ImageBitmap (transferred; the worker closes it). */
export interface BitmapFrameMessage {
  type: 'frame';
  id: number;
  bitmap: ImageBitmap;
}

/** A camera frame as raw RGBA pixels, 4 bytes per pixel, row-major (the buffer is transferred when it can be). */
export interface RawFrameMessage {
  type: 'frame';
  id: number;
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * A camera frame as a WebCodecs VideoFrame (transferred; the worker closes it). The page wraps the video's current
 * frame without copying its pixels, so grabbing a frame costs the page next to nothing; the worker reads it back.
 */
export interface VideoFrameMessage {
  type: 'frame';
  id: number;
  videoFrame: VideoFrame;
}

export type FrameMessage = BitmapFrameMessage | VideoFrameMessage | RawFrameMessage;

/**
 * Which codes to look for. `formats` lists the linear symbologies (an empty list turns linear decoding off); `qr`
 * turns QR decoding on or off. QR is a separate switch rather than an entry in `formats`, so `formats` is typed
 * `LinearFormat[]`.
 */
export interface ConfigMessage {
  type: 'config';
  formats: LinearFormat[];
  qr: boolean;
  /** Send an EarlyResultMessage when a frame's linear reads decide its code before its QR pass (default off). */
  early?: boolean;
}

/** Forget consistency state (pending agreement and the "already accepted, still in view" memory). */
export interface ResetMessage {
  type: 'reset';
}

export type PageToWorkerMessage = FrameMessage | ConfigMessage | ResetMessage;

// ---- worker -> page ---------------------------------------------------------------------------------------------

/** The answer to one frame message, with the same id. */
export interface ResultMessage {
  type: 'result';
  id: number;
  accepted: AcceptedCode | null;
  /** Time the worker spent on the frame (pixel read-back + decoding + consistency), in milliseconds. */
  ms: number;
  /** Set when the frame could not be processed (e.g. no OffscreenCanvas); `accepted` is then null. */
  error?: string;
}

/**
 * The code a frame accepts, sent before the frame's QR pass when its scan rows already decide it (config `early`).
 * The frame's ResultMessage, with the same code, still follows once the QR pass is done; until then the frame is in
 * flight.
 */
export interface EarlyResultMessage {
  type: 'early';
  id: number;
  accepted: AcceptedCode;
  /** Time the worker had spent on the frame so far, in milliseconds. */
  ms: number;
  /** Never set: a frame that fails has no early result. */
  error?: undefined;
}

export type WorkerToPageMessage = ResultMessage | EarlyResultMessage;
