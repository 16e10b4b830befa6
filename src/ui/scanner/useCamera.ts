import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { DecoderClient, DecoderFrame } from './decoder/client';
import { cameraProblem, hasCameraApi, type CameraProblem } from './cameraErrors';

export type CameraState = 'off' | 'starting' | 'on';

export interface Detection {
  code: string;
  format: string;
  /** performance.now() time at which the frame that gave this read was captured (or presented, or grabbed). */
  grabbedAt: number;
}

export interface Torch {
  supported: boolean;
  on: boolean;
}

/** One object for "no torch", so setting it again does not re-render anything. */
const NO_TORCH: Torch = Object.freeze({ supported: false, on: false });

interface Options {
  facing: 'environment' | 'user';
  onDetected: (d: Detection) => void;
  onProblem: (p: CameraProblem, error: unknown) => void;
}


/**
 * The camera and its decoding loop: frames go to the decoder worker one at a time; every track is stopped when the
 * camera is turned off, the widget unmounts or the page is left.
 */
export function useCamera({ facing, onDetected, onProblem }: Options) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const decoderRef = useRef<DecoderClient | null>(null);
  const loopRef = useRef<{ stop: () => void } | null>(null);
  const callbacks = useRef({ onDetected, onProblem });
  callbacks.current = { onDetected, onProblem };
  const [state, setState] = useState<CameraState>('off');
  const [torch, setTorch] = useState<Torch>(NO_TORCH);
  const generation = useRef(0);

  // The decoder worker is started before the camera and kept across camera stops: a fresh worker loading its
  // decoders would delay the first read by hundreds of milliseconds.
  const prepare = useCallback(async (): Promise<DecoderClient> => {
    if (decoderRef.current) return decoderRef.current;
    const { createDecoderClient } = await import('./decoder/client');
    decoderRef.current ??= createDecoderClient();
    decoderRef.current.configure({ formats: ['code_128', 'code_39', 'ean_13'], qr: true, early: true });
    return decoderRef.current;
  }, []);

  const stop = useCallback(() => {
    generation.current += 1;
    loopRef.current?.stop();
    loopRef.current = null;
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    decoderRef.current?.reset();
    if (videoRef.current) videoRef.current.srcObject = null;
    // The camera is off now; showing it (re-rendering the camera view) waits for the tap's own task to end, so
    // the tap that stopped it stays short on a slow phone.
    startTransition(() => {
      setTorch(NO_TORCH);
      setState('off');
    });
  }, []);

  const start = useCallback(async () => {
    if (streamRef.current) return;
    const mine = ++generation.current;
    if (!hasCameraApi()) {
      callbacks.current.onProblem('unavailable', new Error('navigator.mediaDevices.getUserMedia is missing'));
      return;
    }
    // Likewise the spinner of 'starting': drawn just after the tap's task, not in it.
    startTransition(() => setState('starting'));
    try {
      const [stream] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: facing }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false }),
        prepare(),
      ]);
      if (mine !== generation.current) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      streamRef.current = stream;
      const track = stream.getVideoTracks()[0];
      // torch is not in the DOM typings yet; Chromium on Android reports it.
      const caps = track?.getCapabilities?.() as { torch?: boolean } | undefined;
      setTorch(caps?.torch ? { supported: true, on: false } : NO_TORCH);
      const video = videoRef.current;
      if (!video) throw new Error('video element missing');
      video.srcObject = stream;
      // The loop waits for the video's first frame itself: started now, it reads the first frame the camera delivers
      // (play() resolves only after that frame has been shown).
      loopRef.current = frameLoop(video, () => decoderRef.current, (d) => callbacks.current.onDetected(d));
      // The camera view is drawn now, while the first frame is still on its way: set after play() resolved, its
      // render, effects and layout fell on the first frames, and the first read's feedback waited behind them.
      setState('on');
      await video.play();
    } catch (error) {
      if (mine !== generation.current) return;
      stop();
      callbacks.current.onProblem(cameraProblem(error), error);
    }
  }, [facing, stop, prepare]);

  const toggleTorch = useCallback(async () => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on });
    } catch {
      setTorch(NO_TORCH);
    }
  }, [torch.on]);

  useEffect(() => () => {
    stop();
    decoderRef.current?.terminate();
    decoderRef.current = null;
  }, [stop]);
  useEffect(() => {
    // Leaving the tab for good (navigation away, closing) must free the camera too.
    const onHide = () => stop();
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [stop]);

  return { videoRef, state, start, stop, prepare, torch, toggleTorch };
}

/** What requestVideoFrameCallback tells about the frame it reports (times in performance.now() time). */
interface FrameMetadata {
  /** When the camera captured the frame (local cameras and WebRTC). */
  captureTime?: number;
  /** When the frame was handed to the compositor. */
  presentationTime?: number;
}

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: (now: number, metadata: FrameMetadata) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/**
 * When the frame on screen was captured: the camera's own timestamp where the browser reports one, otherwise when it
 * was presented, otherwise now. The feedback measure starts here, not when the page got round to grabbing the frame.
 */
function frameTime(metadata: FrameMetadata | undefined): number {
  const now = performance.now();
  for (const t of [metadata?.captureTime, metadata?.presentationTime]) {
    if (typeof t === 'number' && Number.isFinite(t) && t > 0 && t <= now) return t;
  }
  return now;
}

/**
 * Grabs the video's current frame. A VideoFrame wraps the frame without copying its pixels (well under a
 * millisecond, where createImageBitmap of the same frame costs the page 10 ms or more on a slow phone); the worker
 * reads the pixels back off the main thread. Browsers without VideoFrame, or whose worker cannot read one, get an
 * ImageBitmap.
 */
function createGrabber() {
  let videoFrames = typeof VideoFrame === 'function';
  return {
    grab(video: HTMLVideoElement): Promise<{ frame: DecoderFrame; videoFrame: boolean }> {
      if (videoFrames) {
        try {
          return Promise.resolve({ frame: new VideoFrame(video), videoFrame: true });
        } catch {
          videoFrames = false;
        }
      }
      return createImageBitmap(video).then((frame) => ({ frame, videoFrame: false }));
    },
    /** The worker could not read a frame: if it was a VideoFrame, use ImageBitmaps from now on. */
    failed(videoFrame: boolean) {
      if (videoFrame) videoFrames = false;
    },
  };
}

/** Grabs a frame whenever the decoder is free; a busy decoder means the frame is skipped, not queued. */
function frameLoop(video: VideoWithFrames, decoder: () => DecoderClient | null, onDetected: (d: Detection) => void) {
  let stopped = false;
  let handle = 0;
  const grabber = createGrabber();
  const schedule = () => {
    if (stopped) return;
    if (video.requestVideoFrameCallback) handle = video.requestVideoFrameCallback(tick);
    else handle = window.setTimeout(tick, 66);
  };
  const tick = (_now?: number, metadata?: FrameMetadata) => {
    const d = decoder();
    if (stopped || !d) return;
    if (d.busy || video.readyState < 2) return schedule();
    const grabbedAt = frameTime(metadata);
    grabber.grab(video)
      .then(async ({ frame, videoFrame }) => {
        const result = await d.decode(frame);
        if (result?.error !== undefined) grabber.failed(videoFrame);
        return result;
      })
      .then((result) => {
        if (!stopped && result?.accepted) onDetected({ code: result.accepted.code, format: result.accepted.format, grabbedAt });
      })
      .catch(() => undefined)
      .finally(schedule);
  };
  schedule();
  return {
    stop() {
      stopped = true;
      if (video.cancelVideoFrameCallback) video.cancelVideoFrameCallback(handle);
      else window.clearTimeout(handle);
    },
  };
}
