import { describe, expect, it } from 'vitest';
import { defer, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { retryBackoff, retryWait } from '../../../src/streams/retryBackoff';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const DROPPED = { dropped: true };
const REFUSED = { refused: true };
const isTransient = (e: unknown) => e === DROPPED;

describe('retryWait', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryWait(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('retryBackoff', () => {
  it('tries again after 1 s, 2 s and 4 s while the call gets no answer, then passes the answer on', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const tries = [cold('#', undefined, DROPPED), cold('#', undefined, DROPPED), cold('#', undefined, DROPPED), cold('a|', { a: 'lodged' })];
      let n = 0;
      const source = retryBackoff(() => tries[n++]!, { isTransient });
      expectObservable(source).toBe('7s a|', { a: 'lodged' });
      expectSubscriptions(tries[0]!.subscriptions).toBe('(^!)');
      expectSubscriptions(tries[1]!.subscriptions).toBe('1s (^!)');
      expectSubscriptions(tries[2]!.subscriptions).toBe('3s (^!)');
      expectSubscriptions(tries[3]!.subscriptions).toBe('7s ^!');
    });
  });

  it('passes a refusal on at once, without trying again', () => {
    let calls = 0;
    newScheduler().run(({ expectObservable }) => {
      const source = retryBackoff(() => defer(() => { calls += 1; return throwError(() => REFUSED); }), { isTransient });
      expectObservable(source).toBe('#', undefined, REFUSED);
    });
    expect(calls).toBe(1);
  });

  it('stops waiting when the network comes back', () => {
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const tries = [cold('#', undefined, DROPPED), cold('#', undefined, DROPPED), cold('a|', { a: 'ok' })];
      let n = 0;
      const wake$ = hot('--- 1500ms w', { w: 1 });
      // Waits 1 s, then 2 s; the network is back at 1503 ms, so the third try is then, not at 3 s.
      expectObservable(retryBackoff(() => tries[n++]!, { isTransient, wake$ })).toBe('1503ms a|', { a: 'ok' });
    });
  });

  it('is torn down with the subscriber: no try after unsubscribing', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const dropped = cold('#', undefined, DROPPED);
      const source = retryBackoff(() => dropped, { isTransient });
      expectObservable(source, '2500ms !').toBe('');
      expectSubscriptions(dropped.subscriptions).toBe(['(^!)', '1s (^!)']);
    });
  });

  it('does nothing until subscribed', () => {
    let calls = 0;
    const source = retryBackoff(() => { calls += 1; return of(1); }, { isTransient });
    expect(calls).toBe(0);
    source.subscribe().unsubscribe();
    expect(calls).toBe(1);
  });
});
