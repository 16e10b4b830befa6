import { useCallback, useEffect, useRef, useState } from 'react';
import type { DecoderClient } from './decoder/client';
import { cameraProblem, hasCameraApi, type CameraProblem } from './cameraErrors';

export type CameraState = 'off' | 'starting' | 'on';

export interface Detection {
  code: string;
  format: string;
  /** performance.now() when the frame that gave this read was grabbed. */
  grabbedAt: number;
}

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
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({ supported: false, on: false });
  const generation = useRef(0);

  // The decoder worker is started before the camera and kept across camera stops: a fresh worker loading its
  // decoders would delay the first read by hundreds of milliseconds.
  const prepare = useCallback(async (): Promise<DecoderClient> => {
    if (decoderRef.current) return decoderRef.current;
    const { createDecoderClient } = await import('./decoder/client');
    decoderRef.current ??= createDecoderClient();
    decoderRef.current.configure({ formats: ['code_128', 'code_39', 'ean_13'], qr: true });
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
    setTorch({ supported: false, on: false });
    setState('off');
  }, []);

  const start = useCallback(async () => {
    if (streamRef.current) return;
    const mine = ++generation.current;
    if (!hasCameraApi()) {
      callbacks.current.onProblem('unavailable', new Error('navigator.mediaDevices.getUserMedia is missing'));
      return;
    }
    setState('starting');
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
      setTorch({ supported: Boolean(caps?.torch), on: false });
      const video = videoRef.current;
      if (!video) throw new Error('video element missing');
      video.srcObject = stream;
      await video.play();
      loopRef.current = frameLoop(video, () => decoderRef.current, (d) => callbacks.current.onDetected(d));
      setState('on');
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
      setTorch({ supported: false, on: false });
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

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/** Grabs a frame whenever the decoder is free; a busy decoder means the frame is skipped, not queued. */
function frameLoop(video: VideoWithFrames, decoder: () => DecoderClient | null, onDetected: (d: Detection) => void) {
  let stopped = false;
  let handle = 0;
  const schedule = () => {
    if (stopped) return;
    if (video.requestVideoFrameCallback) handle = video.requestVideoFrameCallback(tick);
    else handle = window.setTimeout(tick, 66);
  };
  const tick = () => {
    const d = decoder();
    if (stopped || !d) return;
    if (d.busy || video.readyState < 2) return schedule();
    const grabbedAt = performance.now();
    createImageBitmap(video)
      .then((bitmap) => d.decode(bitmap))
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
