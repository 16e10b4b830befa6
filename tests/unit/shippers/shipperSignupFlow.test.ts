// The sign-up streams with RxJS virtual time: creation (POST, async request polled, shipper fetched, searched and
// selected, activation polled) and completion (set-up, bank proof), including their failures and teardown.
import { describe, expect, it } from 'vitest';
import { of, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { AsyncTask } from '../../../src/streams';
import type { Shipper } from '../../../src/services';
import { creationFlow, type CreationDeps, type CreationEvent } from '../../../src/plugins/shippers/create/flow/creationFlow';
import { completionFlow, type CompletionEvent } from '../../../src/plugins/shippers/create/flow/completionFlow';
import { creationOutcome } from '../../../src/plugins/shippers/create/model/taskOutcome';
import type { SetupRequest } from '../../../src/plugins/shippers/create/model/requests';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const POLL = { everyMs: 5, attempts: 3, visible$: of(true) };

const shipper = (id: number, name: string): Shipper => ({
  id, globalId: 5_900_000 + id, externalId: null, name, liaisonName: 'Nur Aina', liaisonEmail: 'nur@example.com', liaisonContact: '+6591234567',
  liaisonAddress: '1 Road', liaisonAddress2: '', liaisonPostcode: '123456', isDefault: false, isPrepaid: true, isCodEnabled: false,
});
const FETCHED = shipper(9101, 'Kedai Nur');
// The search lists the shipper as the order pages will use it (here with its default flag filled in).
const LISTED = { ...FETCHED, isDefault: true };

const task = (status: AsyncTask['status'], body?: unknown): AsyncTask => ({ status, responseMessage: body === undefined ? undefined : JSON.stringify(body) });
const PENDING = task('PENDING');

type Cold = <T>(marbles: string, values?: Record<string, T>, error?: unknown) => Observable<T>;

/** Answers of each task id in turn, one frame after each ask; `asks` counts them. */
function tasks(cold: Cold, script: Record<string, AsyncTask[]>, asks: Record<string, number> = {}) {
  return (id: string) => {
    const n = asks[id] ?? 0;
    asks[id] = n + 1;
    const list = script[id] ?? [];
    return cold<AsyncTask>('-a|', { a: list[Math.min(n, list.length - 1)] ?? PENDING });
  };
}

function deps(cold: Cold, over: Partial<CreationDeps> = {}, script: Record<string, AsyncTask[]> = {}, asks?: Record<string, number>): CreationDeps {
  return {
    create: () => cold('-r|', { r: { id: 't1' } }),
    getTask: tasks(cold, script, asks),
    getShipper: () => cold('-(s|)', { s: FETCHED }),
    searchShippers: () => cold('-(l|)', { l: [shipper(3101, 'Someone else'), LISTED] }),
    ...over,
  };
}

describe('creationFlow', () => {
  it('creates, polls to SUCCEEDED, selects the shipper as the search lists it, then polls the activation', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const d = deps(cold, {}, {
        t1: [PENDING, task('SUCCEEDED', { shipperId: 9101, activationRequestId: 't2' })],
        t2: [task('PROCESSING'), task('SUCCEEDED', { activated: true })],
      });
      // r at 1; t1 answered at 2 (pending) and 8 (done); shipper at 9, search at 10; t2 answered at 11 and 17.
      expectObservable(creationFlow(d, { mobileNumber: '+6591234567', poll: POLL })).toBe('-r 8ms c 6ms (a|)', {
        r: { type: 'requested', requestId: 't1' },
        c: { type: 'created', shipper: LISTED, activationRequestId: 't2' },
        a: { type: 'activated' },
      } satisfies Record<string, CreationEvent>);
    });
  });

  it('FAILED: the generic failure; the not-supported code: its reason', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const failed = deps(cold, {}, { t1: [task('FAILED', { error: { code: 'DUPLICATE', message: 'x' } })] });
      expectObservable(creationFlow(failed, { mobileNumber: '+65', poll: POLL })).toBe('-r (f|)', {
        r: { type: 'requested', requestId: 't1' }, f: { type: 'failed' },
      });
      const refused = deps(cold, {}, { t1: [task('FAILED', { error: { code: 'SHIPPER_CREATION_NOT_SUPPORTED', message: 'no sign-ups here' } })] });
      expectObservable(creationFlow(refused, { mobileNumber: '+65', poll: POLL })).toBe('-r (n|)', {
        r: { type: 'requested', requestId: 't1' }, n: { type: 'notSupported', reason: 'no sign-ups here' },
      });
    });
  });

  it('a task that never ends: still processing after the attempts run out', () => {
    const asks: Record<string, number> = {};
    newScheduler().run(({ cold, expectObservable }) => {
      const d = deps(cold, {}, { t1: [task('PROCESSING')] }, asks);
      expectObservable(creationFlow(d, { mobileNumber: '+65', poll: POLL })).toBe('-r 12ms (s|)', {
        r: { type: 'requested', requestId: 't1' }, s: { type: 'stillProcessing' },
      });
    });
    expect(asks.t1).toBe(3);
  });

  it('after a reload the known request is polled again and nothing is created twice', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      let created = 0;
      const d = deps(cold, { create: () => { created++; return cold('-r|', { r: { id: 'other' } }); } }, { t9: [task('SUCCEEDED', { shipperId: 9101 })] });
      expectObservable(creationFlow(d, { mobileNumber: '+65', requestId: 't9', poll: POLL })).toBe('r 2ms (ca|)', {
        r: { type: 'requested', requestId: 't9' },
        c: { type: 'created', shipper: LISTED, activationRequestId: null },
        a: { type: 'activated' },
      });
      expect(created).toBe(0);
    });
  });

  it('a refused POST is an error event; a failed search still selects the fetched shipper', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const refused = deps(cold, { create: () => cold('-#', undefined, new Error('400')) });
      expectObservable(creationFlow(refused, { mobileNumber: '+65', poll: POLL })).toBe('-(e|)', { e: { type: 'error', error: new Error('400') } });
      const noSearch = deps(cold, { searchShippers: () => cold('-#', undefined, new Error('down')) }, { t1: [task('SUCCEEDED', { shipperId: 9101 })] });
      expectObservable(creationFlow(noSearch, { mobileNumber: '+65', poll: POLL })).toBe('-r 2ms (ca|)', {
        r: { type: 'requested', requestId: 't1' }, c: { type: 'created', shipper: FETCHED, activationRequestId: null }, a: { type: 'activated' },
      });
    });
  });

  it('leaving the page stops the polling', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const polled = cold<AsyncTask>('-a|', { a: PENDING });
      const d = deps(cold, { getTask: () => polled });
      expectObservable(creationFlow(d, { mobileNumber: '+65', poll: POLL }), '^ 9ms !').toBe('-r', { r: { type: 'requested', requestId: 't1' } });
      // Asked at 1 and 7; without the unsubscription at 10 a third ask would come at 13.
      expectSubscriptions(polled.subscriptions).toBe(['1ms ^!', '7ms ^!']);
    });
  });
});

describe('creationOutcome', () => {
  it('reads the shipper id in either spelling; a success without one is a failure; unreadable text is a failure', () => {
    expect(creationOutcome({ status: 'SUCCEEDED', responseMessage: '{"shipper_id": 7, "activation_request_id": "a"}' }))
      .toEqual({ kind: 'created', shipperId: 7, activationRequestId: 'a' });
    expect(creationOutcome({ status: 'SUCCEEDED', responseMessage: '{}' })).toEqual({ kind: 'failed' });
    expect(creationOutcome({ status: 'FAILED', responseMessage: 'not json' })).toEqual({ kind: 'failed' });
  });
});

const SETUP: SetupRequest = { billingType: 'PREPAID', isCodEnabled: true, authorisation: 'PRE_AUTHORISED', signature: 'data:image/png;base64,AA', bank: null };

describe('completionFlow', () => {
  it('sets up, then uploads the proof', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const d = { setup: () => cold('-o|', { o: {} }), uploadProof: () => cold('--o|', { o: {} }) };
      expectObservable(completionFlow(d, { shipperId: 1, setup: SETUP, setupDone: false, withProof: true, proofDone: false })).toBe('stu-p|', {
        s: { type: 'settingUp' }, t: { type: 'setUp' }, u: { type: 'uploadingProof' }, p: { type: 'proofUploaded' },
      } satisfies Record<string, CompletionEvent>);
    });
  });

  it('a failed set-up stops before the upload; a retry after it skips what was done', () => {
    let setups = 0;
    newScheduler().run(({ cold, expectObservable }) => {
      const upload = cold('-o|', { o: {} });
      const failing = { setup: () => cold('-#', undefined, new Error('500')), uploadProof: () => upload };
      expectObservable(completionFlow(failing, { shipperId: 1, setup: SETUP, setupDone: false, withProof: true, proofDone: false })).toBe('s(f|)', {
        s: { type: 'settingUp' }, f: { type: 'setupFailed', error: new Error('500') },
      });
      const after = { setup: () => { setups++; return cold('-o|', { o: {} }); }, uploadProof: () => cold('-#', undefined, new Error('413')) };
      expectObservable(completionFlow(after, { shipperId: 1, setup: SETUP, setupDone: true, withProof: true, proofDone: false })).toBe('u(f|)', {
        u: { type: 'uploadingProof' }, f: { type: 'proofFailed', error: new Error('413') },
      });
      expectObservable(completionFlow(after, { shipperId: 1, setup: SETUP, setupDone: false, withProof: false, proofDone: false })).toBe('st(x|)', {
        s: { type: 'settingUp' }, t: { type: 'setUp' }, x: { type: 'finished' },
      });
    });
    expect(setups).toBe(1);
  });
});
