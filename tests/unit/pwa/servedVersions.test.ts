import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { servedVersions } from '../../../src/kernel/pwa/servedVersions';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('servedVersions', () => {
  it('asks at once, then every period, and again the moment the network is back', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const fetch = () => cold('-a|', { a: { version: '2' } });
      const online = hot('----o');
      expectObservable(servedVersions(fetch, 10, online), '^ 15ms !').toBe('-a---a-----a', { a: '2' });
    });
  });

  it('after the network is back, asks again every 3 s until an ask is answered, three times at most', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      let n = 0;
      // The first ask (the poll's) answers; after the return, the first two fail, the third answers.
      const fetch = () => {
        n += 1;
        return n === 1 || n >= 4 ? cold<{ version?: unknown }>('-a|', { a: { version: String(n) } }) : cold<{ version?: unknown }>('-#');
      };
      const online = hot('-- o');
      expectObservable(servedVersions(fetch, 60_000, online), '^ 10s !').toBe('-a 6001ms b', { a: '1', b: '4' });
    });
  });

  it('skips a failed ask and an answer with no version, and keeps asking', () => {
    scheduler().run(({ cold, expectObservable }) => {
      let n = 0;
      const fetch = () => {
        n += 1;
        if (n === 1) return cold('-#');
        if (n === 2) return cold('-a|', { a: {} });
        return cold('-a|', { a: { version: '3' } });
      };
      expectObservable(servedVersions(fetch, 5, cold('')), '^ 12ms !').toBe('-----------a', { a: '3' });
    });
  });
});
