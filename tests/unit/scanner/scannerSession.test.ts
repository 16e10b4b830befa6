// The scanner's stream in virtual time, without a DOM: reads in, view states out.
import { TestScheduler } from 'rxjs/testing';
import { NEVER, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { scannerSession, type CameraPhase, type ScanDecision, type ScannerSessionInputs, type ScannerStep } from '../../../src/ui/scanner/scannerSession';
import { parcelIdProblem } from '../../../src/ui/scanner/idFormat';
import type { ScanRead } from '../../../src/ui/scanner/scanTypes';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

function inputs(over: Partial<ScannerSessionInputs>): ScannerSessionInputs {
  return {
    cameraReads$: NEVER, typed$: NEVER, hardware$: NEVER, camera$: NEVER, stop$: NEVER,
    validate: parcelIdProblem, decide: () => ({ ok: true }), idleMs: 100, duplicateWindowMs: 30, holdMs: 16, ...over,
  };
}

const typed = (code: string): ScanRead => ({ code, source: 'typed' });
const idle: ScannerStep = { state: { phase: 'idle' } };
const accepted = (read: ScanRead): ScannerStep => ({
  state: { phase: 'success', read, message: { id: 'scanner.accepted', values: { code: read.code } } },
  feedback: 'accepted',
  log: { event: { kind: 'scanAccepted', payload: { code: read.code, source: read.source, format: read.format ?? '' } }, afterPaint: true },
});

describe('scannerSession', () => {
  it('an accepted read goes processing, then success with its feedback and event, then back after the hold', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const typed$ = hot('--a', { a: 'SG-1' });
      const decide = (): ScanDecision => cold('---v|', { v: { ok: true } });
      const read = typed('SG-1');
      expectObservable(scannerSession(inputs({ typed$, decide, holdMs: 10 }))).toBe('i-p--s 9ms i', {
        i: idle, p: { state: { phase: 'processing', read } }, s: accepted(read),
      });
    });
  });

  it("a quick verdict skips 'Processing'; the flow's own words and a refusal", () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const typed$ = hot('-a-b', { a: 'SG-1', b: 'SG-2' });
      const decide = (r: ScanRead): ScanDecision => (r.code === 'SG-1' ? { ok: true, message: 'Added' } : { ok: false, message: 'Wrong parcel' });
      expectObservable(scannerSession(inputs({ typed$, decide, holdMs: 50 }))).toBe('ia-b 49ms i', {
        i: idle,
        a: { ...accepted(typed('SG-1')), state: { phase: 'success', read: typed('SG-1'), message: { text: 'Added' } } },
        b: {
          state: { phase: 'error', read: typed('SG-2'), message: { text: 'Wrong parcel' } }, feedback: 'error',
          log: { event: { kind: 'scanRejected', payload: { code: 'SG-2', source: 'typed', format: '', reason: 'Wrong parcel' } }, afterPaint: true },
        },
      });
    });
  });

  it('a code breaking the id format rule is an error at once and never reaches the flow', () => {
    const asked: string[] = [];
    newScheduler().run(({ hot, expectObservable }) => {
      const hardware$ = hot('--a', { a: 'STAMP-1' });
      const decide = (r: ScanRead): ScanDecision => { asked.push(r.code); return { ok: true }; };
      const read: ScanRead = { code: 'STAMP-1', source: 'hardware' };
      expectObservable(scannerSession(inputs({ hardware$, decide, holdMs: 5 }))).toBe('i-e 4ms i', {
        i: idle,
        e: {
          state: { phase: 'error', read, message: { id: 'scanner.invalid_format' } }, feedback: 'error',
          log: { event: { kind: 'scanRejected', payload: { code: 'STAMP-1', source: 'hardware', reason: 'format' } }, afterPaint: false },
        },
      });
    });
    expect(asked).toEqual([]);
  });

  it('a flow that throws or fails gives the generic error', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const typed$ = hot('-a-b', { a: 'SG-1', b: 'SG-2' });
      const decide = (r: ScanRead): ScanDecision => {
        if (r.code === 'SG-1') throw new Error('boom');
        return cold('-#') as Observable<never>;
      };
      const failed = (code: string): ScannerStep => ({
        state: { phase: 'error', read: typed(code), message: { id: 'something_went_wrong' } }, feedback: 'error',
        log: { event: { kind: 'scanRejected', payload: { code, source: 'typed', format: '', reason: 'something_went_wrong' } }, afterPaint: true },
      });
      expectObservable(scannerSession(inputs({ typed$, decide, holdMs: 50 }))).toBe('ia-pb 49ms i', {
        i: idle, a: failed('SG-1'), p: { state: { phase: 'processing', read: typed('SG-2') } }, b: failed('SG-2'),
      });
    });
  });

  it('a duplicate inside the window never reaches the flow: refused once, then ignored; after the window it is new', () => {
    const asked: number[] = [];
    newScheduler().run(({ hot, expectObservable }) => {
      // Accepted at 1; repeats at 3 (refused), 5 (ignored); 40 is past the 30 ms window.
      const cameraReads$ = hot('-a-a-a 34ms a', { a: { code: 'SG-9', format: 'code_128', grabbedAt: 7 } });
      const decide = (): ScanDecision => { asked.push(1); return { ok: true }; };
      const read: ScanRead = { code: 'SG-9', source: 'camera', format: 'code_128', grabbedAt: 7 };
      expectObservable(scannerSession(inputs({ cameraReads$, decide, holdMs: 100 }))).toBe('is-d 36ms s 99ms i', {
        i: idle,
        s: accepted(read),
        d: {
          state: { phase: 'error', read, message: { id: 'scanner.duplicate' } }, feedback: 'duplicate',
          log: { event: { kind: 'scanRejected', payload: { code: 'SG-9', source: 'camera', reason: 'duplicate' } }, afterPaint: false },
        },
      });
    });
    expect(asked).toHaveLength(2);
  });

  it('a code the flow rejected can be retried at once', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const typed$ = hot('-a-a', { a: 'SG-5' });
      let calls = 0;
      const decide = (): ScanDecision => (++calls === 1 ? { ok: false, message: 'Try again' } : { ok: true });
      expectObservable(scannerSession(inputs({ typed$, decide, holdMs: 50 }))).toBe('ie-s 49ms i', {
        i: idle,
        e: { state: { phase: 'error', read: typed('SG-5'), message: { text: 'Try again' } }, feedback: 'error',
          log: { event: { kind: 'scanRejected', payload: { code: 'SG-5', source: 'typed', format: '', reason: 'Try again' } }, afterPaint: true } },
        s: accepted(typed('SG-5')),
      });
    });
  });

  it("the camera's states; inactivity turns the camera off and says why, until the camera starts again", () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const camera$ = hot<CameraPhase>('-s-o 9ms --- 4ms s', { s: 'starting', o: 'on' });
      expectObservable(scannerSession(inputs({ camera$, idleMs: 10 }))).toBe('is-o 9ms x 6ms s', {
        i: idle,
        s: { state: { phase: 'starting' } },
        o: { state: { phase: 'scanning' } },
        x: { state: { phase: 'idle', message: { id: 'scanner.camera_inactive' } }, stopCamera: true },
      });
    });
  });

  it('a read restarts the inactivity timer; stop$ turns the camera off at once without a message', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const camera$ = hot<CameraPhase>('-o', { o: 'on' });
      const typed$ = hot('-----a', { a: 'SG-1' });
      // Without the read at 5 the camera would shut at 11; stop$ at 12 finds it still on.
      const stop$ = hot('------------x');
      expectObservable(scannerSession(inputs({ camera$, typed$, stop$, idleMs: 10, holdMs: 3 }))).toBe('io---a--h---x', {
        i: idle,
        o: { state: { phase: 'scanning' } },
        a: accepted(typed('SG-1')),
        h: { state: { phase: 'scanning' } },
        x: { state: { phase: 'idle' }, stopCamera: true },
      });
    });
  });

  it('unsubscribing drops every input and the flow answer still awaited', () => {
    newScheduler().run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const typed$ = hot('-a', { a: 'SG-1' });
      const camera$ = hot<CameraPhase>('-o', { o: 'on' });
      const answer = cold<{ ok: true }>('-----v', { v: { ok: true } });
      const session = scannerSession(inputs({ typed$, camera$, decide: () => answer }));
      // The camera's 'on' under the processing overlay shows nothing new.
      expectObservable(session, '^--!').toBe('ip', { i: idle, p: { state: { phase: 'processing', read: typed('SG-1') } } });
      expectSubscriptions(typed$.subscriptions).toBe('^--!');
      expectSubscriptions(camera$.subscriptions).toBe(['^--!', '^--!']);
      expectSubscriptions(answer.subscriptions).toBe('-^-!');
    });
  });
});
