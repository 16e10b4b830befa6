import { of, throwError, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { reachProbe } from '../../../src/kernel/network/reachProbe';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('reachProbe', () => {
  it('asks every period while the server is awaited, and stops as soon as it answers', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      // Awaited from 0 to 35 ms (a dropped call), then an answer (or the browser's online) ends it.
      const awaiting$ = hot<boolean>('f 9ms t 24ms f', { t: true, f: false });
      let asked = 0;
      const probe = () => { asked += 1; return cold('-a|', { a: asked }); };
      expectObservable(reachProbe(awaiting$, probe, 10)).toBe('21ms a 9ms b', { a: 1, b: 2 });
    });
  });

  it('asks nothing while the server is not awaited (online, or offline in the browser\'s own view)', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const awaiting$ = hot<boolean>('f 99ms f', { f: false });
      let asked = 0;
      const probe = (): Observable<number> => { asked += 1; return of(asked); };
      expectObservable(reachProbe(awaiting$, probe, 10)).toBe('');
      expect(asked).toBe(0);
    });
  });

  it('goes on asking after a probe that fails', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const awaiting$ = hot<boolean>('t', { t: true });
      let asked = 0;
      const probe = (): Observable<number> => { asked += 1; return asked === 1 ? throwError(() => new Error('Network Error')) : of(asked); };
      expectObservable(reachProbe(awaiting$, probe, 10), '^ 35ms !').toBe('20ms a 9ms b', { a: 2, b: 3 });
    });
  });
});
