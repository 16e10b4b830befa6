import { describe, expect, it, vi } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { hardwareScans, keydownEvents, normaliseCode, type KeyPress } from '../../../src/streams/hardwareScanner';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const KEYS: Record<string, KeyPress> = {
  a: { key: 'A' }, b: { key: 'B' }, c: { key: '1' }, d: { key: '2' }, m: { key: '-' }, _: { key: ' ' },
  E: { key: 'Enter' }, S: { key: 'Shift' }, x: { key: '\x02' }, L: { key: 'ArrowLeft' }, T: { key: 'Tab' },
};
const FAST = { maxGapMs: 3, minLength: 4 };

describe('hardwareScans', () => {
  it('emits a fast burst of printable keys ending with Enter, at the Enter', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(hardwareScans(hot('-abmcdE', KEYS), FAST, scheduler)).toBe('------r', { r: 'AB-12' });
    });
  });

  it('accepts gaps of exactly maxGapMs and resets on a longer gap', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(hardwareScans(hot('a--b--c--d--E', KEYS), FAST, scheduler)).toBe('12ms r', { r: 'AB12' });
      // b comes 4 ms after a: the buffer restarts at b, leaving 'B12' (too short).
      expectObservable(hardwareScans(hot('a---b--c--d--E', KEYS), FAST, scheduler)).toBe('-');
      // The same reset, followed by enough fast keys, emits only what came after the pause.
      expectObservable(hardwareScans(hot('ab----cdabE', KEYS), FAST, scheduler)).toBe('10ms r', { r: '12AB' });
    });
  });

  it('ignores slow human typing', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(hardwareScans(hot('a----b----c----d----E', KEYS), FAST, scheduler)).toBe('-');
    });
  });

  it('does not emit when Enter comes after a pause', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(hardwareScans(hot('abcd----E', KEYS), FAST, scheduler)).toBe('-');
    });
  });

  it('ignores Shift, control codes and named keys inside a burst', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(hardwareScans(hot('xSaSbLcTdE', KEYS), FAST, scheduler)).toBe('9ms r', { r: 'AB12' });
    });
  });

  it('does not let a key that types nothing bridge a pause', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      // a at 0, b at 6: too far apart, even with Shift and a control code in between; 'B12' is then too short.
      expectObservable(hardwareScans(hot('a--x--bcdE', KEYS), FAST, scheduler)).toBe('-');
      expectObservable(hardwareScans(hot('a--S--bcdE', KEYS), FAST, scheduler)).toBe('-');
    });
  });

  it('emits nothing for Enter alone or a too-short burst; trims spaces before counting', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(hardwareScans(hot('E-E', KEYS), FAST, scheduler)).toBe('-');
      expectObservable(hardwareScans(hot('abcE', KEYS), FAST, scheduler)).toBe('-');
      expectObservable(hardwareScans(hot('_abc_E', KEYS), FAST, scheduler)).toBe('-');
      expectObservable(hardwareScans(hot('_abcd_E', KEYS), FAST, scheduler)).toBe('6ms r', { r: 'AB12' });
    });
  });

  it('emits each of several bursts, with a fresh buffer after each Enter', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(hardwareScans(hot('abcdE-dcbaEE', KEYS), FAST, scheduler)).toBe('----r-----s', { r: 'AB12', s: '21BA' });
    });
  });

  it('uses the time carried by a key press when there is one', () => {
    const scheduler = newScheduler();
    const at = (key: string, time: number): KeyPress => ({ key, time });
    scheduler.run(({ hot, expectObservable }) => {
      // Adjacent frames, but 100 ms apart by their own clock: a person.
      const slow = { a: at('A', 0), b: at('B', 100), c: at('1', 200), d: at('2', 300), E: at('Enter', 310) };
      expectObservable(hardwareScans(hot('abcdE', slow), {}, scheduler)).toBe('-');
      // Far apart in frames, 10 ms apart by their own clock: a scanner (replayed).
      const fast = { a: at('A', 0), b: at('B', 10), c: at('1', 20), d: at('2', 30), E: at('Enter', 40) };
      expectObservable(hardwareScans(hot('a 99ms b 99ms c 99ms d 99ms E', fast), {}, scheduler)).toBe('400ms r', { r: 'AB12' });
    });
  });

  it('defaults to 50 ms gaps, 4 characters, the async scheduler', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      expectObservable(hardwareScans(hot('a 49ms b 49ms c 49ms d 49ms E', KEYS))).toBe('200ms r', { r: 'AB12' });
      expectObservable(hardwareScans(hot('a 50ms b 50ms c 50ms d 50ms E', KEYS))).toBe('-');
      expectObservable(hardwareScans(hot('abcE', KEYS))).toBe('-');
    });
  });

  it('ends the upstream subscription when the subscriber unsubscribes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const keys$ = hot('abcd-E', KEYS);
      expectObservable(hardwareScans(keys$, FAST, scheduler), '^---!').toBe('-');
      expectSubscriptions(keys$.subscriptions).toBe('^---!');
    });
  });
});

describe('keydownEvents', () => {
  it('turns keydown events into key presses, listening only while subscribed', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const remove = vi.spyOn(target, 'removeEventListener');
    const keys$ = keydownEvents(target);
    expect(add).not.toHaveBeenCalled();

    const seen: KeyPress[] = [];
    const sub = keys$.subscribe((k) => seen.push(k));
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    target.dispatchEvent(new KeyboardEvent('keyup', { key: 'b' }));
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    sub.unsubscribe();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));

    expect(seen).toEqual([{ key: 'a' }, { key: 'Enter' }]);
    expect(add.mock.calls.map((c) => c[0])).toEqual(['keydown']);
    expect(remove.mock.calls.map((c) => c[0])).toEqual(['keydown']);
  });

  it('feeds hardwareScans from a DOM target', () => {
    const target = new EventTarget();
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      hot('-abcdE', KEYS).subscribe((k) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k.key })));
      expectObservable(hardwareScans(keydownEvents(target), FAST, scheduler)).toBe('-----r', { r: 'AB12' });
    });
  });
});

describe('normaliseCode', () => {
  it('strips control characters and trims', () => {
    expect(normaliseCode('\x02NVSG-0001\r\n')).toBe('NVSG-0001');
    expect(normaliseCode(' \x00 X\x7f9\x1f \t')).toBe('X9');
    expect(normaliseCode('  STAMP 12  ')).toBe('STAMP 12');
    expect(normaliseCode('Ünïcødé')).toBe('Ünïcødé');
    expect(normaliseCode('\x1b\x07')).toBe('');
  });
});
