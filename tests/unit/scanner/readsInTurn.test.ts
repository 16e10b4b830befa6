// Reads are decided one at a time, in order: a repeat that comes while the first read is still being decided is
// judged after its verdict, against the code the flow accepted (issue 26, 5).
import { TestScheduler } from 'rxjs/testing';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { scannerSession, type ScanDecision, type ScannerSessionInputs, type ScannerStep } from '../../../src/ui/scanner/scannerSession';
import { parcelIdProblem } from '../../../src/ui/scanner/idFormat';
import type { ScanRead } from '../../../src/ui/scanner/scanTypes';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

function inputs(over: Partial<ScannerSessionInputs>): ScannerSessionInputs {
  return {
    cameraReads$: NEVER, typed$: NEVER, hardware$: NEVER, camera$: NEVER, stop$: NEVER,
    validate: parcelIdProblem, decide: () => ({ ok: true }), idleMs: 1000, duplicateWindowMs: 3000, holdMs: 1600, ...over,
  };
}

const hw = (code: string): ScanRead => ({ code, source: 'hardware' });
const idle: ScannerStep = { state: { phase: 'idle' } };
const processing = (read: ScanRead): ScannerStep => ({ state: { phase: 'processing', read } });
const accepted = (read: ScanRead, text: string): ScannerStep => ({
  state: { phase: 'success', read, message: { text } }, feedback: 'accepted',
  log: { event: { kind: 'scanAccepted', payload: { code: read.code, source: read.source, format: '' } }, afterPaint: true },
});

describe('scannerSession decides reads in turn', () => {
  it('a repeat 69 ms after a read still being decided gets the duplicate verdict after it; the flow is asked once', () => {
    const asked: number[] = [];
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable }) => {
      const hardware$ = hot('-a 68ms a', { a: 'NVSG1' });
      const decide = (): ScanDecision => {
        asked.push(scheduler.now());
        return cold('100ms v', { v: { ok: true, message: 'Expected here' } });
      };
      expectObservable(scannerSession(inputs({ hardware$, decide, duplicateText: { text: 'Already scanned.' } }))).toBe('ip 99ms (sd) 1596ms i', {
        i: idle,
        p: processing(hw('NVSG1')),
        s: accepted(hw('NVSG1'), 'Expected here'),
        d: {
          state: { phase: 'error', read: hw('NVSG1'), message: { text: 'Already scanned.' } }, feedback: 'duplicate',
          log: { event: { kind: 'scanRejected', payload: { code: 'NVSG1', source: 'hardware', reason: 'duplicate' } }, afterPaint: false },
        },
      });
    });
    expect(asked).toHaveLength(1);
  });

  it('without the page’s words the repeat says the spec’s duplicate message', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const typed$ = hot('-a 9ms a', { a: 'NVSG2' });
      const decide = (): ScanDecision => cold('20ms v', { v: { ok: true, message: 'Added' } });
      expectObservable(scannerSession(inputs({ typed$, decide, holdMs: 5 }))).toBe('ip 19ms (sd) 1ms i', {
        i: idle,
        p: processing({ code: 'NVSG2', source: 'typed' }),
        s: { ...accepted({ code: 'NVSG2', source: 'typed' }, 'Added') },
        d: {
          state: { phase: 'error', read: { code: 'NVSG2', source: 'typed' }, message: { id: 'scanner.duplicate' } }, feedback: 'duplicate',
          log: { event: { kind: 'scanRejected', payload: { code: 'NVSG2', source: 'typed', reason: 'duplicate' } }, afterPaint: false },
        },
      });
    });
  });

  it('a second code read while the first is being decided is asked after the first verdict, in order', () => {
    const asked: Array<[string, number]> = [];
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable }) => {
      const cameraReads$ = hot('-a-b', { a: { code: 'NVSG3', format: 'code_128' }, b: { code: 'NVSG4', format: 'code_128' } });
      const decide = (r: ScanRead): ScanDecision => {
        asked.push([r.code, scheduler.now()]);
        return cold('10ms v', { v: r.code === 'NVSG3' ? { ok: false, message: 'Wrong parcel' } : { ok: true } });
      };
      const a: ScanRead = { code: 'NVSG3', source: 'camera', format: 'code_128' };
      const b: ScanRead = { code: 'NVSG4', source: 'camera', format: 'code_128' };
      expectObservable(scannerSession(inputs({ cameraReads$, decide, holdMs: 50 }))).toBe('ip 9ms (eq) 6ms s 49ms i', {
        i: idle,
        p: processing(a),
        e: { state: { phase: 'error', read: a, message: { text: 'Wrong parcel' } }, feedback: 'error',
          log: { event: { kind: 'scanRejected', payload: { code: 'NVSG3', source: 'camera', format: 'code_128', reason: 'Wrong parcel' } }, afterPaint: true } },
        q: processing(b),
        s: { state: { phase: 'success', read: b, message: { id: 'scanner.accepted', values: { code: 'NVSG4' } } }, feedback: 'accepted',
          log: { event: { kind: 'scanAccepted', payload: { code: 'NVSG4', source: 'camera', format: 'code_128' } }, afterPaint: true } },
      });
    });
    expect(asked).toEqual([['NVSG3', 1], ['NVSG4', 11]]);
  });
});
