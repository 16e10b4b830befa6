import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyError, of, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import {
  FINAL_TASK_STATUSES, isFinalTask, pollTask, TASK_POLL_ATTEMPTS, TASK_POLL_DELAY_MS, type AsyncTask, type AsyncTaskStatus,
} from '../../../src/streams/pollTask';
import type { PollResult } from '../../../src/streams/pausablePoll';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const task = (status: AsyncTaskStatus): AsyncTask => ({ status });
const PENDING = task('PENDING');
const answer = (value: AsyncTask, attempt: number): PollResult<AsyncTask> => ({ kind: 'answer', value, attempt });
const exhausted = (attempts: number): PollResult<AsyncTask> => ({ kind: 'exhausted', attempts });
const VIS = { t: true, f: false };
const ALWAYS = of(true);

/** A fetch that answers the given tasks in turn, each one frame after it is asked. */
function answersInTurn(cold: (m: string, v: Record<string, AsyncTask>) => Observable<AsyncTask>, tasks: AsyncTask[]) {
  let call = 0;
  return () => cold('-a|', { a: tasks[Math.min(call++, tasks.length - 1)] ?? PENDING });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pollTask', () => {
  it('asks now, then everyMs after each answer; after `attempts` non-final answers emits exhausted and completes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('-a|', { a: PENDING });
      expectObservable(pollTask(() => fetched, { everyMs: 5, attempts: 3, visible$: ALWAYS }, scheduler)).toBe('-a 5ms b 5ms (cx|)', {
        a: answer(PENDING, 1), b: answer(PENDING, 2), c: answer(PENDING, 3), x: exhausted(3),
      });
      expectSubscriptions(fetched.subscriptions).toBe(['^!', '6ms ^!', '12ms ^!']);
    });
  });

  it.each<AsyncTaskStatus>(['SUCCEEDED', 'FAILED', 'PARTIALLY_SUCCEEDED'])('%s is emitted and ends the polling', (status) => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const fetch = answersInTurn(cold, [task('PENDING'), task('PROCESSING'), task(status), task('PENDING')]);
      expectObservable(pollTask(fetch, { everyMs: 5, visible$: ALWAYS }, scheduler)).toBe('-a 5ms b 5ms (c|)', {
        a: answer(task('PENDING'), 1), b: answer(task('PROCESSING'), 2), c: answer(task(status), 3),
      });
    });
  });

  it('keeps polling through PENDING, PROCESSING and RETRYING', () => {
    expect([...FINAL_TASK_STATUSES].sort()).toEqual(['FAILED', 'PARTIALLY_SUCCEEDED', 'SUCCEEDED']);
    expect((['PENDING', 'PROCESSING', 'RETRYING'] as const).map((s) => isFinalTask(task(s)))).toEqual([false, false, false]);
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const fetch = answersInTurn(cold, [task('RETRYING'), task('RETRYING'), task('SUCCEEDED')]);
      expectObservable(pollTask(fetch, { everyMs: 2, visible$: ALWAYS }, scheduler)).toBe('-a 2ms b 2ms (c|)', {
        a: answer(task('RETRYING'), 1), b: answer(task('RETRYING'), 2), c: answer(task('SUCCEEDED'), 3),
      });
    });
  });

  it('passes the whole task on (response message, payload, sub-requests)', () => {
    const done: AsyncTask<{ name: string }> = {
      status: 'PARTIALLY_SUCCEEDED', responseMessage: '{"id":7}', requestPayload: { name: 'Ann' }, subRequests: [{ status: 'SUCCESS', message: null }, { status: 'ERROR', message: 'Duplicate stamp id' }],
    };
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(pollTask(() => cold('(a|)', { a: done }), { visible$: ALWAYS }, scheduler)).toBe('(a|)', {
        a: { kind: 'answer', value: done, attempt: 1 },
      });
    });
  });

  it('waits everyMs from the answer, not from the question', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('---a|', { a: PENDING });
      expectObservable(pollTask(() => fetched, { everyMs: 5, attempts: 2, visible$: ALWAYS }, scheduler)).toBe('---a 7ms (bx|)', {
        a: answer(PENDING, 1), b: answer(PENDING, 2), x: exhausted(2),
      });
      expectSubscriptions(fetched.subscriptions).toBe(['^--!', '8ms ^--!']);
    });
  });

  it('catches a failed fetch inside, emits it, counts it and keeps polling', () => {
    const boom = new Error('HTTP 502');
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const calls = [cold('-a|', { a: PENDING }), cold<AsyncTask>('-#', undefined, boom), cold('-a|', { a: task('SUCCEEDED') })];
      let i = 0;
      const fetch = () => calls[i++] ?? cold<AsyncTask>('-');
      expectObservable(pollTask(fetch, { everyMs: 5, visible$: ALWAYS }, scheduler)).toBe('-a 5ms e 5ms (s|)', {
        a: answer(PENDING, 1), e: { kind: 'error', error: boom, attempt: 2 }, s: answer(task('SUCCEEDED'), 3),
      });
    });
  });

  it('counts a fetch that throws, or completes empty, as a failed attempt', () => {
    const boom = new Error('offline');
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const throwing = () => { throw boom; };
      expectObservable(pollTask(throwing, { everyMs: 5, attempts: 2, visible$: ALWAYS }, scheduler)).toBe('e 4ms (fx|)', {
        e: { kind: 'error', error: boom, attempt: 1 }, f: { kind: 'error', error: boom, attempt: 2 }, x: exhausted(2),
      });
      expectObservable(pollTask(() => cold<AsyncTask>('-|'), { attempts: 1, visible$: ALWAYS }, scheduler)).toBe('-(ex|)', {
        e: { kind: 'error', error: expect.any(EmptyError), attempt: 1 }, x: exhausted(1),
      });
    });
  });

  it('defaults to the spec: 500 ms delay, 30 attempts (on the async scheduler, virtual inside run)', () => {
    expect([TASK_POLL_DELAY_MS, TASK_POLL_ATTEMPTS]).toEqual([500, 30]);
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('(a|)', { a: PENDING });
      // 30 answers at 0, 500, …, 14500, each marked with its attempt; the 30th comes with the exhausted marker.
      const names = [...'abcdefghijklmnopqrstuvwyzABCDE']; // 30, without the x used for exhausted
      const values: Record<string, PollResult<AsyncTask>> = { x: exhausted(30) };
      names.forEach((name, i) => { values[name] = answer(PENDING, i + 1); });
      const marble = `${names.slice(0, 29).join(' 499ms ')} 499ms (Ex|)`;
      expectObservable(pollTask(() => fetched, { visible$: ALWAYS })).toBe(marble, values);
      expectSubscriptions(fetched.subscriptions).toBe(names.map((_, i) => (i === 0 ? '(^!)' : `${i * 500}ms (^!)`)));
    });
  });

  it('fetches nothing while hidden and spends no attempts; resumes at once when the due time has passed', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('-a|', { a: PENDING });
      const visible$ = cold('t---f-------t', VIS);
      // Answer 1 at 1, next due at 6; hidden from 4 to 12, so asked at 12 and 18 instead.
      expectObservable(pollTask(() => fetched, { everyMs: 5, attempts: 3, visible$ }, scheduler)).toBe('-a 11ms b 5ms (cx|)', {
        a: answer(PENDING, 1), b: answer(PENDING, 2), c: answer(PENDING, 3), x: exhausted(3),
      });
      expectSubscriptions(fetched.subscriptions).toBe(['^!', '12ms ^!', '18ms ^!']);
      expectSubscriptions(visible$.subscriptions).toBe('^ 18ms !');
    });
  });

  it('resumes at the due time when the page is shown again before it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('-a|', { a: PENDING });
      expectObservable(pollTask(() => fetched, { everyMs: 10, attempts: 2, visible$: cold('t-f-t', VIS) }, scheduler)).toBe('-a 10ms (bx|)', {
        a: answer(PENDING, 1), b: answer(PENDING, 2), x: exhausted(2),
      });
      expectSubscriptions(fetched.subscriptions).toBe(['^!', '11ms ^!']);
    });
  });

  it('drops a fetch in flight when the page is hidden and asks again when shown, without counting it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('---a|', { a: PENDING });
      expectObservable(pollTask(() => fetched, { everyMs: 5, attempts: 2, visible$: cold('t-f--t', VIS) }, scheduler)).toBe('8ms a 7ms (bx|)', {
        a: answer(PENDING, 1), b: answer(PENDING, 2), x: exhausted(2),
      });
      expectSubscriptions(fetched.subscriptions).toBe(['^-!', '5ms ^--!', '13ms ^--!']);
    });
  });

  it('waits for the page to be shown before the first fetch, and ignores repeated "visible"', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const fetched = cold('---a|', { a: task('SUCCEEDED') });
      expectObservable(pollTask(() => fetched, { visible$: cold('f--t-t-t', VIS) }, scheduler)).toBe('------(a|)', {
        a: answer(task('SUCCEEDED'), 1),
      });
      expectSubscriptions(fetched.subscriptions).toBe('---^--!');
    });
  });

  it('polls as if visible when visible$ fails', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const fetched = cold('-a|', { a: task('FAILED') });
      expectObservable(pollTask(() => fetched, { visible$: cold('f-#', VIS) }, scheduler)).toBe('---(a|)', { a: answer(task('FAILED'), 1) });
    });
  });

  it('ends the fetch, the timer and visible$ when the subscriber unsubscribes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const fetched = cold('-a|', { a: PENDING });
      const visible$ = cold('t', VIS);
      expectObservable(pollTask(() => fetched, { everyMs: 5, visible$ }, scheduler), '^--!').toBe('-a-', { a: answer(PENDING, 1) });
      expectSubscriptions(fetched.subscriptions).toBe('^!');
      expectSubscriptions(visible$.subscriptions).toBe('^--!');

      const slow = cold('----a|', { a: PENDING });
      const shown = hot('t', VIS);
      expectObservable(pollTask(() => slow, { visible$: shown }, scheduler), '^-!').toBe('--');
      expectSubscriptions(slow.subscriptions).toBe('^-!');
    });
  });

  it('follows document visibility by default, listening only while subscribed', () => {
    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const scheduler = newScheduler();
    scheduler.run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const fetched = cold('-a|', { a: task('SUCCEEDED') });
      const poll$ = pollTask(() => fetched, {}, scheduler);
      expect(add).not.toHaveBeenCalled();
      hot('---v').subscribe(() => { state = 'visible'; document.dispatchEvent(new Event('visibilitychange')); });
      expectObservable(poll$).toBe('----(a|)', { a: answer(task('SUCCEEDED'), 1) });
      expectSubscriptions(fetched.subscriptions).toBe('---^!');
    });
    expect(add.mock.calls.map((c) => c[0])).toEqual(['visibilitychange']);
    expect(remove.mock.calls.map((c) => c[0])).toEqual(['visibilitychange']);
  });

  it('polls without pausing where there is no document', () => {
    vi.stubGlobal('document', undefined);
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(pollTask(() => cold('-a|', { a: task('SUCCEEDED') }), {}, scheduler)).toBe('-(a|)', { a: answer(task('SUCCEEDED'), 1) });
    });
  });

  it('rejects a non-positive number of attempts', () => {
    expect(() => pollTask(() => of(PENDING), { attempts: 0 })).toThrow(RangeError);
  });
});
