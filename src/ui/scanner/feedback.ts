// The operator's sound and vibration for a read. One beeper for the whole page, made on first use and kept: an audio
// context per scanner widget cost 30 ms (desktop) to over 100 ms (slow phone) every time a scanner page opened, and
// closing it when the widget unmounted cut off the beep of a read that leaves the page (a stamp id opens the
// new-order page).
import { of } from 'rxjs';
import { createBeeper, deviceVibrate, scanFeedback, type Beeper, type ScanOutcome } from '../../streams/scanFeedback';

function makeAudioContext(): AudioContext | undefined {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return undefined;
  const ctx = new Ctx();
  // The first oscillator of a context is several times as slow to make as the next ones: make (and drop) one now,
  // when the context is primed, so the first beep is not late.
  try {
    ctx.createOscillator();
    ctx.createGain();
  } catch {
    // Only a warm-up.
  }
  return ctx;
}

let shared: Beeper | undefined;

/** The page's beeper (the audio context itself is made on the first `prime` or `play`). */
export function pageBeeper(): Beeper {
  shared ??= createBeeper(makeAudioContext);
  return shared;
}

/**
 * Gives the feedback of one outcome (vibration and sound, through the `scanFeedback` stream). It belongs to no widget,
 * so it still comes when the read has already taken the operator to another page.
 */
export function giveFeedback(kind: ScanOutcome): void {
  scanFeedback(of(kind), { vibrate: deviceVibrate, play: (k) => pageBeeper().play(k) }).subscribe();
}
