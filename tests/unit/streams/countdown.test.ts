import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { countdown } from '../../../src/streams/countdown';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('countdown', () => {
  it('counts whole seconds down to 0 and completes', () => {
    newScheduler().run(({ expectObservable }) => {
      expectObservable(countdown(3000)).toBe('a 999ms b 999ms c 999ms (d|)', { a: 3, b: 2, c: 1, d: 0 });
    });
  });

  it('rounds a part second up and ticks when the shown number changes', () => {
    newScheduler().run(({ expectObservable }) => {
      expectObservable(countdown(2500)).toBe('a 499ms b 999ms c 999ms (d|)', { a: 3, b: 2, c: 1, d: 0 });
    });
  });

  it('an end time already past gives 0 at once', () => {
    newScheduler().run(({ expectObservable }) => {
      expectObservable(countdown(-5)).toBe('(a|)', { a: 0 });
    });
  });

  it('reads the clock when subscribed, not when made (a stored end time after a reload)', () => {
    newScheduler().run(({ expectObservable }) => {
      const made = countdown(3000);
      expectObservable(made, '1000ms ^').toBe('1000ms a 999ms b 999ms (c|)', { a: 2, b: 1, c: 0 });
    });
  });

  it('stops its timer when unsubscribed', () => {
    newScheduler().run(({ expectObservable }) => {
      expectObservable(countdown(5000), '^ 1500ms !').toBe('a 999ms b', { a: 5, b: 4 });
    });
  });
});
