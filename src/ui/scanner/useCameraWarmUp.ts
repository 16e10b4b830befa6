import { useEffect } from 'react';
import type { Beeper } from '../../streams/scanFeedback';
import { hasCameraApi } from './cameraErrors';
import { whenIdle } from '../whenIdle';

/**
 * Gets the camera's helpers ready before the tap that starts it.
 *
 * The decoder worker starts, and warms its decoders, before the camera is asked for: at once in camera mode, and
 * when the page is idle in typing mode, where an operator switching to the camera taps 'Tap to start' straight
 * after (a warm-up still running then held the first read back by 100 ms and more at 4x CPU).
 *
 * Making the first audio context of a page takes the main thread 30 ms on a desktop and over 100 ms on a slow
 * phone. Once the page has had a user gesture (so the context may start), it is made as soon as camera mode is on,
 * in a task of its own, rather than in the tap that starts the camera; without a gesture the tap still makes it.
 */
export function useCameraWarmUp(mode: 'camera' | 'manual', prepare: () => Promise<unknown>, beeper: Beeper): void {
  useEffect(() => {
    if (mode === 'camera') {
      void prepare().catch(() => undefined);
      return;
    }
    if (hasCameraApi()) return whenIdle(() => void prepare().catch(() => undefined));
  }, [mode, prepare]);

  useEffect(() => {
    if (mode !== 'camera') return;
    const activation = (navigator as { userActivation?: { hasBeenActive?: boolean } }).userActivation;
    if (!activation?.hasBeenActive) return;
    const timer = window.setTimeout(() => beeper.prime(), 0);
    return () => window.clearTimeout(timer);
  }, [mode, beeper]);
}
