import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import {
  createBeeper, deviceVibrate, FEEDBACK_PATTERNS, scanFeedback, type BeeperAudioContext, type ScanOutcome, type VibrationPattern,
} from '../../../src/streams/scanFeedback';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const OUTCOMES: Record<string, ScanOutcome> = { a: 'accepted', d: 'duplicate', e: 'error' };

// Compile-time check: a real Web Audio context can be handed to createBeeper.
function _realContextFits(c: AudioContext): BeeperAudioContext {
  return c;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scanFeedback', () => {
  it('vibrates and plays for each outcome at the time it arrives, and passes the outcome on', () => {
    const scheduler = newScheduler();
    const vibrations: [number, VibrationPattern][] = [];
    const sounds: [number, ScanOutcome][] = [];
    scheduler.run(({ hot, expectObservable }) => {
      const outcomes$ = hot<ScanOutcome>('-a-d-e-a|', OUTCOMES);
      const fx = {
        vibrate: (p: VibrationPattern) => vibrations.push([scheduler.now(), p]),
        play: (k: ScanOutcome) => sounds.push([scheduler.now(), k]),
      };
      expectObservable(scanFeedback(outcomes$, fx)).toBe('-a-d-e-a|', OUTCOMES);
    });
    expect(vibrations).toEqual([[1, 200], [3, [100, 60, 100]], [5, [200, 100, 200]], [7, 200]]);
    expect(sounds).toEqual([[1, 'accepted'], [3, 'duplicate'], [5, 'error'], [7, 'accepted']]);
  });

  it('fixes the spec’s 200 ms vibration for accepted and error', () => {
    expect(FEEDBACK_PATTERNS).toEqual({ accepted: 200, duplicate: [100, 60, 100], error: [200, 100, 200] });
  });

  it('hands the vibrator a copy of the pattern', () => {
    const received: VibrationPattern[] = [];
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(scanFeedback(cold<ScanOutcome>('d|', OUTCOMES), { vibrate: (p) => received.push(p), play: () => {} })).toBe('d|', OUTCOMES);
    });
    expect(received).toEqual([[100, 60, 100]]);
    expect(received[0]).not.toBe(FEEDBACK_PATTERNS.duplicate);
  });

  it('keeps going when an effect throws (no vibration or sound on the device)', () => {
    const play = vi.fn();
    const vibrate = vi.fn();
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const noVibrator = { vibrate: () => { throw new Error('no vibrator'); }, play };
      expectObservable(scanFeedback(hot<ScanOutcome>('-a-e', OUTCOMES), noVibrator)).toBe('-a-e', OUTCOMES);
      const noSound = { vibrate, play: () => { throw new Error('no audio'); } };
      expectObservable(scanFeedback(hot<ScanOutcome>('-d-a', OUTCOMES), noSound)).toBe('-d-a', OUTCOMES);
    });
    expect(play.mock.calls).toEqual([['accepted'], ['error']]);
    expect(vibrate.mock.calls).toEqual([[[100, 60, 100]], [200]]);
  });

  it('does nothing before subscription and nothing after unsubscribe', () => {
    const vibrate = vi.fn();
    const play = vi.fn();
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const outcomes$ = hot<ScanOutcome>('-a---d', OUTCOMES);
      const feedback$ = scanFeedback(outcomes$, { vibrate, play });
      expect(vibrate).not.toHaveBeenCalled();
      expectObservable(feedback$, '^--!').toBe('-a--', OUTCOMES);
      expectSubscriptions(outcomes$.subscriptions).toBe('^--!');
    });
    expect(vibrate.mock.calls).toEqual([[200]]);
    expect(play.mock.calls).toEqual([['accepted']]);
  });
});

describe('deviceVibrate', () => {
  it('calls navigator.vibrate when there is one', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { vibrate });
    deviceVibrate([200, 100, 200]);
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
  });

  it('does nothing without navigator.vibrate', () => {
    vi.stubGlobal('navigator', {});
    expect(() => deviceVibrate(200)).not.toThrow();
    vi.stubGlobal('navigator', undefined);
    expect(() => deviceVibrate(200)).not.toThrow();
  });
});

interface FakeParamCall { method: 'set' | 'ramp'; value: number; time: number }

function fakeParam() {
  const calls: FakeParamCall[] = [];
  return {
    calls,
    setValueAtTime: (value: number, time: number) => calls.push({ method: 'set', value, time }),
    linearRampToValueAtTime: (value: number, time: number) => calls.push({ method: 'ramp', value, time }),
  };
}

function fakeAudioContext(currentTime = 2, state = 'running') {
  const destination = { connect: () => undefined };
  const oscillators: {
    type: OscillatorType; frequency: ReturnType<typeof fakeParam>; connectedTo: unknown[]; startAt?: number; stopAt?: number;
    connect(d: unknown): void; start(t?: number): void; stop(t?: number): void;
  }[] = [];
  const gains: { gain: ReturnType<typeof fakeParam>; connectedTo: unknown[]; connect(d: unknown): void }[] = [];
  const ctx = {
    currentTime,
    state,
    destination,
    resume: vi.fn(() => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
    createOscillator() {
      const osc = {
        type: 'square' as OscillatorType,
        frequency: fakeParam(),
        connectedTo: [] as unknown[],
        startAt: undefined as number | undefined,
        stopAt: undefined as number | undefined,
        connect(d: unknown) { this.connectedTo.push(d); },
        start(t?: number) { this.startAt = t; },
        stop(t?: number) { this.stopAt = t; },
      };
      oscillators.push(osc);
      return osc;
    },
    createGain() {
      const g = { gain: fakeParam(), connectedTo: [] as unknown[], connect(d: unknown) { this.connectedTo.push(d); } };
      gains.push(g);
      return g;
    },
  } satisfies BeeperAudioContext;
  return { ctx, oscillators, gains, destination };
}

/** Frequency, start (s from now) and length (ms) of each scheduled beep. */
function scheduled(fake: ReturnType<typeof fakeAudioContext>) {
  return fake.oscillators.map((o) => ({
    hz: o.frequency.calls[0]?.value,
    type: o.type,
    startS: Math.round(((o.startAt ?? NaN) - fake.ctx.currentTime) * 1000) / 1000,
    ms: Math.round(((o.stopAt ?? NaN) - (o.startAt ?? NaN)) * 1000),
  }));
}

describe('createBeeper', () => {
  it('accepted: one high 880 Hz beep of 120 ms, starting now', () => {
    const fake = fakeAudioContext();
    createBeeper(() => fake.ctx).play('accepted');
    expect(scheduled(fake)).toEqual([{ hz: 880, type: 'sine', startS: 0, ms: 120 }]);
    expect(fake.oscillators[0]?.frequency.calls).toEqual([{ method: 'set', value: 880, time: 2 }]);
  });

  it('duplicate: two medium 660 Hz beeps', () => {
    const fake = fakeAudioContext();
    createBeeper(() => fake.ctx).play('duplicate');
    expect(scheduled(fake)).toEqual([
      { hz: 660, type: 'sine', startS: 0, ms: 100 },
      { hz: 660, type: 'sine', startS: 0.16, ms: 100 },
    ]);
  });

  it('error: one low 220 Hz beep of 300 ms', () => {
    const fake = fakeAudioContext();
    createBeeper(() => fake.ctx).play('error');
    expect(scheduled(fake)).toEqual([{ hz: 220, type: 'sine', startS: 0, ms: 300 }]);
  });

  it('routes each oscillator through its own gain envelope to the speakers, silent at both ends', () => {
    const fake = fakeAudioContext(0);
    createBeeper(() => fake.ctx).play('accepted');
    const [osc] = fake.oscillators;
    const [gain] = fake.gains;
    expect(osc?.connectedTo).toEqual([gain]);
    expect(gain?.connectedTo).toEqual([fake.destination]);
    const env = gain?.gain.calls ?? [];
    expect(env[0]).toEqual({ method: 'set', value: 0, time: 0 });
    expect(env.at(-1)).toEqual({ method: 'ramp', value: 0, time: 0.12 });
    expect(Math.max(...env.map((c) => c.value))).toBeGreaterThan(0);
    expect(env.every((c) => c.time >= 0 && c.time <= 0.12)).toBe(true);
  });

  it('creates the audio context lazily, once', () => {
    const fake = fakeAudioContext();
    const factory = vi.fn(() => fake.ctx);
    const beeper = createBeeper(factory);
    expect(factory).not.toHaveBeenCalled();
    beeper.play('accepted');
    beeper.play('error');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(fake.oscillators.map((o) => o.frequency.calls[0]?.value)).toEqual([880, 220]);
  });

  it('resumes a suspended context and ignores a refused resume', async () => {
    const fake = fakeAudioContext(0, 'suspended');
    fake.ctx.resume.mockImplementation(() => Promise.reject(new Error('not allowed')));
    createBeeper(() => fake.ctx).play('accepted');
    expect(fake.ctx.resume).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(fake.oscillators).toHaveLength(1);
  });

  it('stays silent, without throwing or retrying, when audio is unavailable', () => {
    const throwing = vi.fn((): BeeperAudioContext => { throw new Error('no AudioContext'); });
    const beeper = createBeeper(throwing);
    expect(() => { beeper.play('accepted'); beeper.play('error'); }).not.toThrow();
    expect(throwing).toHaveBeenCalledTimes(1);

    const missing = vi.fn(() => undefined);
    const silent = createBeeper(missing);
    expect(() => silent.play('duplicate')).not.toThrow();
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('swallows errors while scheduling a tone', () => {
    const fake = fakeAudioContext();
    const ctx = { ...fake.ctx, createOscillator: () => { throw new Error('closed'); } };
    expect(() => createBeeper(() => ctx).play('error')).not.toThrow();
  });

  it('dispose closes the context and silences the beeper; before any play it makes none', () => {
    const fake = fakeAudioContext();
    const beeper = createBeeper(() => fake.ctx);
    beeper.play('accepted');
    beeper.dispose();
    beeper.play('accepted');
    expect(fake.ctx.close).toHaveBeenCalledTimes(1);
    expect(fake.oscillators).toHaveLength(1);

    const factory = vi.fn(() => fake.ctx);
    createBeeper(factory).dispose();
    expect(factory).not.toHaveBeenCalled();
  });

  it('plugs into scanFeedback as its play effect', () => {
    const fake = fakeAudioContext();
    const beeper = createBeeper(() => fake.ctx);
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(scanFeedback(cold<ScanOutcome>('a-e|', OUTCOMES), { vibrate: () => {}, play: beeper.play })).toBe('a-e|', OUTCOMES);
    });
    expect(fake.oscillators.map((o) => o.frequency.calls[0]?.value)).toEqual([880, 220]);
  });
});
