import { describe, expect, it } from 'vitest';
import { of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { backoffDelays, backoffPoll } from '../../../src/streams/backoffPoll';
import type { PollResult } from '../../../src/streams/pausablePoll';

interface LodgeInStatus {
  status: 'PROCESSING' | 'PROCESSED';
  successfulOrders?: number;
}

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const PROCESSING: LodgeInStatus = { status: 'PROCESSING' };
const PROCESSED: LodgeInStatus = { status: 'PROCESSED', successfulOrders: 12 };
const isDone = (s: LodgeInStatus) => s.status === 'PROCESSED';
const answer = (value: LodgeInStatus, attempt: number): PollResult<LodgeInStatus> => ({ kind: 'answer', value, attempt });
const ALWAYS = of(true);

describe('backoffDelays', () => {
  it('doubles from 1 s up to 8 s, one wait between each two of the 8 fetches', () => {
    expect(backoffDelays()).toEqual([1, 2, 4, 8, 8, 8, 8]);
  });

  it('follows the options and rounds up to whole seconds', () => {
    expect(backoffDelays({ initialSeconds: 1.5, factor: 2, maxSeconds: 10, attempts: 5 })).toEqual([2, 3, 6, 10]);
    expect(backoffDelays({ initialSeconds: 3, factor: 1, attempts: 4 })).toEqual([3, 3, 3]);
    expect(backoffDelays({ initialSeconds: 2, factor: 3, maxSeconds: 30, attempts: 5 })).toEqual([2, 6, 18, 30]);
    expect(backoffDelays({ initialSeconds: 1.2, factor: 2, maxSeconds: 8, attempts: 4 })).toEqual([2, 3, 5]);
    expect(backoffDelays({ attempts: 1 })).toEqual([]);
  });

  it('rejects impossible schedules', () => {
    expect(() => backoffDelays({ attempts: 0 })).toThrow(RangeError);
    expect(() => backoffDelays({ attempts: 2.5 })).toThrow(RangeError);
    expect(() => backoffDelays({ factor: 0.5 })).toThrow(RangeError);
    expect(() => backoffDelays({ initialSeconds: -1 })).toThrow(RangeError);
    expect(() => backoffDelays({ maxSeconds: Number.NaN })).toThrow(RangeError);
  });
});

describe('backoffPoll', () => {
  it('fetches at once, then after 1 s, 2 s, 4 s, 8 s; after `attempts` fetches emits exhausted and completes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('(a|)', { a: PROCESSING });
      expectObservable(backoffPoll(() => fetched, { isDone, attempts: 5, visible$: ALWAYS }, scheduler)).toBe(
        'a 999ms b 1999ms c 3999ms d 7999ms (ex|)',
        { a: answer(PROCESSING, 1), b: answer(PROCESSING, 2), c: answer(PROCESSING, 3), d: answer(PROCESSING, 4), e: answer(PROCESSING, 5), x: { kind: 'exhausted', attempts: 5 } },
      );
      expectSubscriptions(fetched.subscriptions).toBe(['(^!)', '1000ms (^!)', '3000ms (^!)', '7000ms (^!)', '15000ms (^!)']);
    });
  });

  it('defaults: 8 fetches at 0, 1, 3, 7, 15, 23, 31, 39 s (async scheduler, virtual inside run)', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const values: Record<string, PollResult<LodgeInStatus>> = { x: { kind: 'exhausted', attempts: 8 } };
      [...'abcdefgh'].forEach((n, i) => { values[n] = answer(PROCESSING, i + 1); });
      expectObservable(backoffPoll(() => cold('(a|)', { a: PROCESSING }), { isDone, visible$: ALWAYS })).toBe(
        'a 999ms b 1999ms c 3999ms d 7999ms e 7999ms f 7999ms g 7999ms (hx|)', values,
      );
    });
  });

  it('completes after the done answer, emitting it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const calls = [cold('-a|', { a: PROCESSING }), cold('-a|', { a: PROCESSING }), cold('-a|', { a: PROCESSED })];
      let i = 0;
      expectObservable(backoffPoll(() => calls[i++] ?? cold<LodgeInStatus>('-'), { isDone, visible$: ALWAYS }, scheduler)).toBe(
        '-a 1000ms b 2000ms (c|)', { a: answer(PROCESSING, 1), b: answer(PROCESSING, 2), c: answer(PROCESSED, 3) },
      );
    });
  });

  it('catches a failed fetch inside, emits and counts it, and keeps the back-off going', () => {
    const boom = new Error('HTTP 500');
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const calls = [cold<LodgeInStatus>('#', undefined, boom), cold<LodgeInStatus>('#', undefined, boom), cold('(a|)', { a: PROCESSED })];
      let i = 0;
      expectObservable(backoffPoll(() => calls[i++] ?? cold<LodgeInStatus>('-'), { isDone, visible$: ALWAYS }, scheduler)).toBe(
        'e 999ms f 1999ms (d|)',
        { e: { kind: 'error', error: boom, attempt: 1 }, f: { kind: 'error', error: boom, attempt: 2 }, d: answer(PROCESSED, 3) },
      );
    });
  });

  it('pauses while hidden without spending attempts, and asks at once when shown after the due time', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('(a|)', { a: PROCESSING });
      // Fetches at 0 and 1000; the third is due at 3000 but the page is hidden from 1501 to 4502.
      const visible$ = cold('t 1500ms f 3000ms t', { t: true, f: false });
      expectObservable(backoffPoll(() => fetched, { isDone, attempts: 3, visible$ }, scheduler)).toBe(
        'a 999ms b 3501ms (cx|)',
        { a: answer(PROCESSING, 1), b: answer(PROCESSING, 2), c: answer(PROCESSING, 3), x: { kind: 'exhausted', attempts: 3 } },
      );
      expectSubscriptions(fetched.subscriptions).toBe(['(^!)', '1000ms (^!)', '4502ms (^!)']);
    });
  });

  it('ends the wait, the fetches and visible$ when the subscriber unsubscribes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('(a|)', { a: PROCESSING });
      const visible$ = cold('t', { t: true });
      expectObservable(backoffPoll(() => fetched, { isDone, visible$ }, scheduler), '^ 1500ms !').toBe('a 999ms b', {
        a: answer(PROCESSING, 1), b: answer(PROCESSING, 2),
      });
      expectSubscriptions(fetched.subscriptions).toBe(['(^!)', '1000ms (^!)']);
      expectSubscriptions(visible$.subscriptions).toBe('^ 1500ms !');
    });
  });

  it('rejects a non-positive number of attempts when created', () => {
    expect(() => backoffPoll(() => of(PROCESSING), { isDone, attempts: 0 })).toThrow(RangeError);
  });
});
