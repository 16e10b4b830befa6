import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { suppressDuplicates } from '../../../src/streams/dedupe';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const SCANS = { a: 'NVSG0001', b: 'NVSG0002' };
const MARKED = {
  n: { value: 'NVSG0001', duplicate: false },
  d: { value: 'NVSG0001', duplicate: true },
  b: { value: 'NVSG0002', duplicate: false },
  c: { value: 'NVSG0002', duplicate: true },
};

describe('suppressDuplicates', () => {
  it('marks a repeat inside the window; exactly windowMs after the accepted read counts as new', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      // a at 0 new; a at 2 dup; a at 5 = 0 + 5 new; b at 7 new; a at 9 (9 - 5 = 4) dup; b at 11 (11 - 7 = 4) dup.
      const scans$ = hot('a-a--a-b-a-b', SCANS);
      expectObservable(suppressDuplicates(scans$, { windowMs: 5 }, scheduler)).toBe('n-d--n-b-d-c', MARKED);
    });
  });

  it('counts the window from the last accepted read: duplicates do not extend it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      // If the dup at 4 extended the window, the read at 5 would be a duplicate too.
      const scans$ = hot('a---aa---a', SCANS);
      expectObservable(suppressDuplicates(scans$, { windowMs: 5 }, scheduler)).toBe('n---dn---d', MARKED);
    });
  });

  it('one frame before the window ends is still a duplicate', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(suppressDuplicates(hot('a---a-a', SCANS), { windowMs: 5 }, scheduler)).toBe('n---d-n', MARKED);
    });
  });

  it('compares by key when given one', () => {
    const scheduler = newScheduler();
    const raw = { a: { code: ' nvsg0001 ' }, b: { code: 'NVSG0001' }, c: { code: 'NVSG0003' } };
    scheduler.run(({ hot, expectObservable }) => {
      const marked$ = suppressDuplicates(hot('a-b-c', raw), { windowMs: 10, key: (s) => s.code.trim().toUpperCase() }, scheduler);
      expectObservable(marked$).toBe('x-y-z', {
        x: { value: raw.a, duplicate: false },
        y: { value: raw.b, duplicate: true },
        z: { value: raw.c, duplicate: false },
      });
    });
  });

  it('keys by string form by default (1 and "1" are the same code)', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const values = { n: 1 as number | string, s: '1' as number | string };
      expectObservable(suppressDuplicates(hot('n-s', values), { windowMs: 10 }, scheduler)).toBe('x-y', {
        x: { value: 1, duplicate: false },
        y: { value: '1', duplicate: true },
      });
    });
  });

  it('gives each subscriber its own memory', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const marked$ = suppressDuplicates(hot('a--a-a', SCANS), { windowMs: 5 }, scheduler);
      expectObservable(marked$).toBe('n--d-n', MARKED);
      expectObservable(marked$, '--^').toBe('---n-d', MARKED);
    });
  });

  it('uses the async scheduler by default (virtual inside run)', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      // Frames 0 and 1999: still inside a 2000 ms window; frames 0 and 2000: new.
      expectObservable(suppressDuplicates(hot('a 1998ms a', SCANS), { windowMs: 2000 })).toBe('n 1998ms d', MARKED);
      expectObservable(suppressDuplicates(hot('a 1999ms a', SCANS), { windowMs: 2000 })).toBe('n 1999ms n', MARKED);
    });
  });

  it('ends the upstream subscription when the subscriber unsubscribes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const scans$ = hot('-a-a-b', SCANS);
      expectObservable(suppressDuplicates(scans$, { windowMs: 5 }, scheduler), '^---!').toBe('-n-d', MARKED);
      expectSubscriptions(scans$.subscriptions).toBe('^---!');
    });
  });
});
