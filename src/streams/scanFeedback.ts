import { tap, type Observable } from 'rxjs';

/** What a scan led to, as far as the operator's feedback is concerned. */
export type ScanOutcome = 'accepted' | 'duplicate' | 'error';

/** A vibration in the form `navigator.vibrate` takes: one duration or on/off durations in ms. */
export type VibrationPattern = number | number[];

/**
 * Vibration per outcome. The spec fixes a 200 ms vibration for success and error feedback; the error pattern repeats
 * the 200 ms pulse after a pause, and a duplicate gets two short pulses, so the three can be told apart without
 * looking at the screen.
 */
export const FEEDBACK_PATTERNS: Readonly<Record<ScanOutcome, number | readonly number[]>> = Object.freeze({
  accepted: 200,
  duplicate: Object.freeze([100, 60, 100]),
  error: Object.freeze([200, 100, 200]),
});

export interface FeedbackEffects {
  vibrate: (pattern: VibrationPattern) => void;
  play: (kind: ScanOutcome) => void;
}

function attempt(effect: () => void): void {
  try {
    effect();
  } catch {
    // Feedback is a courtesy: a device without vibration or sound must not stop the scanning.
  }
}

/**
 * Gives the operator a vibration and a sound for each scan outcome (spec: scan feedback plays a sound and a 200 ms
 * vibration) and passes the outcome on. The effects run once per outcome per subscriber, so subscribe once; an effect
 * that throws is ignored. Nothing happens until subscribed; unsubscribing unsubscribes `outcomes$`.
 */
export function scanFeedback(outcomes$: Observable<ScanOutcome>, { vibrate, play }: FeedbackEffects): Observable<ScanOutcome> {
  return outcomes$.pipe(
    tap((kind) => {
      const pattern = FEEDBACK_PATTERNS[kind];
      attempt(() => vibrate(typeof pattern === 'number' ? pattern : [...pattern]));
      attempt(() => play(kind));
    }),
  );
}

/** `FeedbackEffects.vibrate` for the browser: `navigator.vibrate` when the device has it, otherwise nothing. */
export function deviceVibrate(pattern: VibrationPattern): void {
  const nav: { vibrate?: (p: VibrationPattern) => boolean } | undefined = globalThis.navigator;
  if (typeof nav?.vibrate === 'function') nav.vibrate(pattern);
}

/** One beep: pitch in Hz, start offset and length in ms. */
export interface Tone {
  readonly frequency: number;
  readonly offsetMs: number;
  readonly durationMs: number;
}

/**
 * The sound per outcome: accepted one high short beep, duplicate two medium beeps (timed like its vibration), error
 * one long low beep.
 */
export const FEEDBACK_TONES: Readonly<Record<ScanOutcome, readonly Tone[]>> = Object.freeze({
  accepted: Object.freeze([{ frequency: 880, offsetMs: 0, durationMs: 120 }]),
  duplicate: Object.freeze([
    { frequency: 660, offsetMs: 0, durationMs: 100 },
    { frequency: 660, offsetMs: 160, durationMs: 100 },
  ]),
  error: Object.freeze([{ frequency: 220, offsetMs: 0, durationMs: 300 }]),
});

/** The part of an `AudioParam` the beeper uses. */
export interface BeeperParam {
  setValueAtTime(value: number, startTime: number): unknown;
  linearRampToValueAtTime(value: number, endTime: number): unknown;
}

/** The part of an `AudioNode` the beeper uses. */
export interface BeeperNode {
  connect(destination: BeeperNode): unknown;
}

/** The part of a Web Audio `AudioContext` the beeper uses; a real `AudioContext` fits. */
export interface BeeperAudioContext {
  readonly currentTime: number;
  readonly state?: string;
  readonly destination: BeeperNode;
  resume?(): Promise<void>;
  close?(): Promise<void>;
  createOscillator(): BeeperNode & {
    type: OscillatorType;
    readonly frequency: BeeperParam;
    start(when?: number): void;
    stop(when?: number): void;
  };
  createGain(): BeeperNode & { readonly gain: BeeperParam };
}

/** Plays the outcome sounds; `dispose` closes the audio context if one was made. */
export interface Beeper {
  play: (kind: ScanOutcome) => void;
  /** Makes the audio context now (call it in a tap, where browsers allow audio), so the first beep costs nothing. */
  prime: () => void;
  dispose: () => void;
}

const VOLUME = 0.2;
const RAMP_S = 0.005;

function ignoreRejection(p: Promise<void> | undefined): void {
  p?.catch(() => undefined);
}

/**
 * Makes the outcome sounds with Web Audio, so no sound files need to be fetched. The audio context is made on the
 * first `play` (browsers only allow sound after a user gesture, and most pages never scan); if it cannot be made the
 * beeper stays silent for good. Any audio error is swallowed: the sound is a courtesy, never a failure of the scan.
 */
export function createBeeper(audioContextFactory: () => BeeperAudioContext | undefined): Beeper {
  let ctx: BeeperAudioContext | undefined;
  let unavailable = false;

  const context = (): BeeperAudioContext | undefined => {
    if (ctx || unavailable) return ctx;
    try {
      ctx = audioContextFactory();
    } catch {
      ctx = undefined;
    }
    if (!ctx) unavailable = true;
    return ctx;
  };

  const play = (kind: ScanOutcome): void => {
    const audio = context();
    if (!audio) return;
    try {
      if (audio.state === 'suspended') ignoreRejection(audio.resume?.());
      const now = audio.currentTime;
      for (const tone of FEEDBACK_TONES[kind]) {
        const start = now + tone.offsetMs / 1000;
        const end = start + tone.durationMs / 1000;
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = 'sine';
        osc.frequency.setValueAtTime(tone.frequency, start);
        // A short fade in and out avoids clicks at the edges of the beep.
        gain.gain.setValueAtTime(0, start);
        gain.gain.linearRampToValueAtTime(VOLUME, start + RAMP_S);
        gain.gain.setValueAtTime(VOLUME, end - RAMP_S);
        gain.gain.linearRampToValueAtTime(0, end);
        osc.connect(gain);
        gain.connect(audio.destination);
        osc.start(start);
        osc.stop(end);
      }
    } catch {
      // Audio unavailable or refused: stay silent.
    }
  };

  const dispose = (): void => {
    const audio = ctx;
    ctx = undefined;
    unavailable = true;
    try {
      ignoreRejection(audio?.close?.());
    } catch {
      // Already closed.
    }
  };

  const prime = (): void => {
    const audio = context();
    if (audio?.state === 'suspended') ignoreRejection(audio.resume?.());
  };

  return { play, prime, dispose };
}
