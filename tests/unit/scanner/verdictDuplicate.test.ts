// A flow that already has the item refuses it with the duplicate feedback (not the error one), whenever it comes back.
import { TestScheduler } from 'rxjs/testing';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { scannerSession, type ScanDecision } from '../../../src/ui/scanner/scannerSession';
import { parcelIdProblem } from '../../../src/ui/scanner/idFormat';

describe('a verdict marked duplicate', () => {
  it('plays the duplicate feedback and logs the refusal as a duplicate, with the flow’s words', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, expectObservable }) => {
      const typed$ = hot('-a', { a: 'SG-9' });
      const decide = (): ScanDecision => ({ ok: false, duplicate: true, message: 'Parcel already scanned.' });
      const read = { code: 'SG-9', source: 'typed' as const };
      expectObservable(scannerSession({
        cameraReads$: NEVER, typed$, hardware$: NEVER, camera$: NEVER, stop$: NEVER,
        validate: parcelIdProblem, decide, idleMs: 100, duplicateWindowMs: 30, holdMs: 5,
      })).toBe('ia 4ms i', {
        i: { state: { phase: 'idle' } },
        a: {
          state: { phase: 'error', read, message: { text: 'Parcel already scanned.' } }, feedback: 'duplicate',
          log: { event: { kind: 'scanRejected', payload: { code: 'SG-9', source: 'typed', format: '', reason: 'duplicate' } }, afterPaint: true },
        },
      });
    });
  });
});
