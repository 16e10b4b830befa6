import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { CAMERA_IDLE_MS, cameraInactivity } from '../../../src/streams/inactivity';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const OUT = { i: 'inactive', s: 'stopped' } as const;

describe('cameraInactivity', () => {
  it("emits 'inactive' exactly idleMs after subscription when nothing happens, then completes", () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const activity$ = hot('-');
      const stop$ = hot('-');
      expectObservable(cameraInactivity({ activity$, stop$, idleMs: 5 }, scheduler)).toBe('-----(i|)', OUT);
      expectSubscriptions(activity$.subscriptions).toBe('^----!');
      expectSubscriptions(stop$.subscriptions).toBe('^----!');
    });
  });

  it('restarts the timer on each activity (scan or error)', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const activity$ = hot('--a---e', { a: 'scan', e: new Error('decode') });
      const stop$ = hot('-');
      // Last activity at 6, so inactive at 6 + 5 = 11, not at 5.
      expectObservable(cameraInactivity({ activity$, stop$, idleMs: 5 }, scheduler)).toBe('11ms (i|)', OUT);
    });
  });

  it('activity one frame before the deadline still resets it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const activity$ = hot('----a');
      expectObservable(cameraInactivity({ activity$, stop$: hot('-'), idleMs: 5 }, scheduler)).toBe('9ms (i|)', OUT);
    });
  });

  it('keeps the last timer when activity$ completes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, hot, expectObservable }) => {
      expectObservable(cameraInactivity({ activity$: cold('-a|'), stop$: hot('-'), idleMs: 5 }, scheduler)).toBe('6ms (i|)', OUT);
    });
  });

  it("emits 'stopped' at once when stop$ emits, and never 'inactive' afterwards", () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const activity$ = hot('-a-a-a-a-a');
      const stop$ = hot('------c', { c: 'click outside' });
      expectObservable(cameraInactivity({ activity$, stop$, idleMs: 3 }, scheduler)).toBe('------(s|)', OUT);
      expectSubscriptions(activity$.subscriptions).toBe('^-----!');
      expectSubscriptions(stop$.subscriptions).toBe('^-----!');
    });
  });

  it('stop wins over a pending inactivity timer', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const stop$ = hot('---f--f', { f: 'input focus' });
      expectObservable(cameraInactivity({ activity$: hot('-'), stop$, idleMs: 4 }, scheduler)).toBe('---(s|)', OUT);
    });
  });

  it('ends both upstream subscriptions and the timer when the subscriber unsubscribes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const activity$ = hot('-a');
      const stop$ = hot('------s');
      expectObservable(cameraInactivity({ activity$, stop$, idleMs: 2 }, scheduler), '^--!').toBe('---');
      expectSubscriptions(activity$.subscriptions).toBe('^--!');
      expectSubscriptions(stop$.subscriptions).toBe('^--!');
    });
  });

  it('defaults to 60000 ms on the async scheduler (virtual inside run)', () => {
    expect(CAMERA_IDLE_MS).toBe(60000);
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(cameraInactivity({ activity$: hot('-'), stop$: hot('-') })).toBe('60000ms (i|)', OUT);
    });
  });
});
