import { describe, expect, it } from 'vitest';
import { defer, lastValueFrom, of, throwError, toArray, type Observable } from 'rxjs';
import { defineOutbox, type Outbox, type OutboxEntry } from '../../../src/kernel/offline/outbox';
import { createMemoryStore } from '../../../src/kernel/offline/store';
import { drainOutbox, type BatchOutcome, type DrainSteps } from '../../../src/kernel/offline/drain';
import { sendAlone } from '../../../src/kernel/offline/sender';
import type { PortalError } from '../../../src/kernel/api/errors';

interface Scan { code: string; trackingId: string | null }

const DROPPED: PortalError = { invalidToken: false, messageId: 'something_went_wrong' };
const refusal = (message: string): PortalError => ({ invalidToken: false, status: 400, message });
const isScan = (v: unknown): Scan | null => (v && typeof v === 'object' && typeof (v as Scan).code === 'string' ? (v as Scan) : null);

let names = 0;
function newOutbox(): Outbox<Scan> {
  names += 1;
  return defineOutbox<Scan>({ name: `test${names}`, validate: isScan, store: createMemoryStore(), owner: () => 'ana@7' });
}

/** A server that knows some codes, refuses others, and may drop answers; it records what it was sent. */
function server(opts: { unknown?: string[]; dropLookups?: number; dropSends?: number; actThenDrop?: boolean } = {}) {
  let dropLookups = opts.dropLookups ?? 0;
  let dropSends = opts.dropSends ?? 0;
  const lookups: string[] = [];
  const sends: { key: string; ids: string[] }[] = [];
  const lodged = new Map<string, string[]>();
  const steps: DrainSteps<Scan, string[]> = {
    isReady: (s) => s.trackingId !== null,
    prepare: (e) => defer(() => {
      lookups.push(e.item.code);
      if (dropLookups > 0) { dropLookups -= 1; return throwError(() => DROPPED); }
      if (opts.unknown?.includes(e.item.code)) return throwError(() => refusal(`${e.item.code} is not a parcel of this point`));
      return of({ ...e.item, trackingId: e.item.code.toUpperCase() });
    }),
    send: (entries: OutboxEntry<Scan>[], key: string): Observable<BatchOutcome<string[]>> => defer(() => {
      const ids = entries.map((e) => e.item.trackingId ?? '');
      sends.push({ key, ids });
      // The server keeps the first answer per key and lodges nothing more for it.
      if (!lodged.has(key)) lodged.set(key, ids);
      if (dropSends > 0) {
        dropSends -= 1;
        if (!opts.actThenDrop) lodged.delete(key);
        return throwError(() => DROPPED);
      }
      return of({ sent: entries.map((e) => e.id), refused: [], result: lodged.get(key) ?? [] });
    }),
    reasonOf: (e) => (e as PortalError).message ?? 'refused',
  };
  return { steps, lookups, sends, lodged };
}

const drain = (outbox: Outbox<Scan>, steps: DrainSteps<Scan, string[]>) =>
  lastValueFrom(drainOutbox(outbox, steps, { initialMs: 1, maxMs: 4 }).pipe(toArray()));

async function scan(outbox: Outbox<Scan>, ...codes: string[]) {
  for (const code of codes) await outbox.add({ code, trackingId: null });
}

describe('the offline queue', () => {
  it('keeps the scans in the order they were made, each with its own idempotency key', async () => {
    const outbox = newOutbox();
    await scan(outbox, 'a1', 'b2', 'c3');
    const entries = await outbox.entries();
    expect(entries.map((e) => e.item.code)).toEqual(['a1', 'b2', 'c3']);
    expect(new Set(entries.map((e) => e.key)).size).toBe(3);
  });

  it('looks the scans up in order, then sends them in one request carrying all of them, in order', async () => {
    const outbox = newOutbox();
    await scan(outbox, 'a1', 'b2', 'c3', 'd4', 'e5');
    const s = server();
    await drain(outbox, s.steps);
    expect(s.lookups).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
    expect(s.sends.map((x) => x.ids)).toEqual([['A1', 'B2', 'C3', 'D4', 'E5']]);
    expect(await outbox.entries()).toEqual([]);
  });

  it('tries again with back-off while calls get no answer, and the send keeps its key', async () => {
    const outbox = newOutbox();
    await scan(outbox, 'a1', 'b2');
    const s = server({ dropLookups: 2, dropSends: 2, actThenDrop: true });
    await drain(outbox, s.steps);
    expect(s.lookups).toEqual(['a1', 'a1', 'a1', 'b2']);
    expect(s.sends).toHaveLength(3);
    expect(new Set(s.sends.map((x) => x.key)).size).toBe(1);
    // Acted on the first try, answered on the third: lodged once.
    expect([...s.lodged.values()]).toEqual([['A1', 'B2']]);
    expect(await outbox.entries()).toEqual([]);
  });

  it('sends a batch cut short by a reload again with the same key, never a second batch for the same scans', async () => {
    const outbox = newOutbox();
    await scan(outbox, 'a1', 'b2');
    const s = server({ actThenDrop: true, dropSends: 1 });
    // The first drain is stopped (the page reloads) while it waits to try the send again.
    const sub = drainOutbox(outbox, s.steps, { initialMs: 60_000 }).subscribe();
    await new Promise((r) => setTimeout(r, 20));
    sub.unsubscribe();
    expect(s.sends).toHaveLength(1);
    await scan(outbox, 'c3');
    await drain(outbox, s.steps);
    const [first, again, later] = s.sends;
    expect(again?.key).toBe(first?.key);
    expect(again?.ids).toEqual(['A1', 'B2']);
    expect(later?.ids).toEqual(['C3']);
    expect(later?.key).not.toBe(first?.key);
    expect([...s.lodged.values()]).toEqual([['A1', 'B2'], ['C3']]);
  });

  it('puts scans made while the first one waited for the network in the same single send', async () => {
    const outbox = newOutbox();
    await scan(outbox, 'a1');
    const s = server({ dropLookups: 1 });
    const done = lastValueFrom(drainOutbox(outbox, s.steps, { initialMs: 50 }).pipe(toArray()));
    await new Promise((r) => setTimeout(r, 10));
    await scan(outbox, 'b2', 'c3');
    await done;
    expect(s.sends.map((x) => x.ids)).toEqual([['A1', 'B2', 'C3']]);
  });

  it('turns a parcel the server refuses into a row with the server\'s reason, and sends the others', async () => {
    const outbox = newOutbox();
    await scan(outbox, 'a1', 'zz9', 'c3');
    const s = server({ unknown: ['zz9'] });
    const events = await drain(outbox, s.steps);
    expect(s.sends.map((x) => x.ids)).toEqual([['A1', 'C3']]);
    const left = await outbox.entries();
    expect(left.map((e) => [e.item.code, e.refused])).toEqual([['zz9', 'zz9 is not a parcel of this point']]);
    expect(events[0]).toEqual({ kind: 'refused', ids: [left[0]?.id], reason: 'zz9 is not a parcel of this point' });
    // A refused row is not sent again.
    await drain(outbox, s.steps);
    expect(s.lookups.filter((c) => c === 'zz9')).toHaveLength(1);
  });

  it('lets one tab send at a time: a second sender finds the queue sent and sends nothing', async () => {
    const outbox = newOutbox();
    await scan(outbox, 'a1', 'b2', 'c3');
    const s = server();
    const run = () => lastValueFrom(sendAlone(outbox, () => drainOutbox(outbox, s.steps, { initialMs: 1 })).pipe(toArray()));
    await Promise.all([run(), run()]);
    expect(s.sends.map((x) => x.ids)).toEqual([['A1', 'B2', 'C3']]);
    expect(s.lookups).toEqual(['a1', 'b2', 'c3']);
  });

  it('keeps nothing for nobody: with no operator logged in, a scan is not queued', async () => {
    const outbox = defineOutbox<Scan>({ name: 'nobody', validate: isScan, store: createMemoryStore(), owner: () => null });
    expect(await outbox.add({ code: 'a1', trackingId: null })).toBeNull();
    expect(await outbox.entries()).toEqual([]);
  });
});

describe('the waiting count and a chosen log-out', () => {
  it('counts what each queue of the operator holds unsent, and a chosen log-out drops only that operator\'s entries', async () => {
    const { networkState } = await import('../../../src/kernel/network/state');
    const { clearOperatorOutboxes, reportStoredWaiting } = await import('../../../src/kernel/offline/waitingAtStart');
    const store = createMemoryStore();
    const ana = defineOutbox<Scan>({ name: 'count.scans', validate: isScan, store, owner: () => 'ana@7' });
    const ben = defineOutbox<Scan>({ name: 'count.scans', validate: isScan, store, owner: () => 'ben@7' });
    await scan(ana, 'a1', 'b2', 'c3');
    await scan(ben, 'x9');
    const [first] = await ana.entries();
    await ana.refuse([first!.id], 'refused');
    await reportStoredWaiting(store, 'ana@7');
    expect(networkState.waiting['count.scans']).toBe(2);
    await clearOperatorOutboxes(store, 'ana@7');
    expect(networkState.waiting['count.scans']).toBeUndefined();
    expect(await ana.entries()).toEqual([]);
    expect((await ben.entries()).map((e) => e.item.code)).toEqual(['x9']);
  });
});

describe('work queued as one request', () => {
  it('sends items queued together (a Check in, a handover\'s completion) in one request under the key given, apart from the scans', async () => {
    const outbox = newOutbox();
    await scan(outbox, 'a1');
    await outbox.addBatch([{ code: 'x1', trackingId: 'X1' }, { code: 'x2', trackingId: 'X2' }], 'tried-before');
    await outbox.addBatch([{ code: 'y1', trackingId: 'Y1' }]);
    const s = server();
    await drain(outbox, s.steps);
    expect(s.lookups).toEqual(['a1']);
    // In the order the work was done; the scan's batch gets a key of its own.
    expect(s.sends.map((x) => x.ids)).toEqual([['A1'], ['X1', 'X2'], ['Y1']]);
    expect(s.sends[1]?.key).toBe('tried-before');
    expect(new Set(s.sends.map((x) => x.key)).size).toBe(3);
    expect(await outbox.entries()).toEqual([]);
  });

  it('counts each entry by the parcels it stands for, in the header and at start-up', async () => {
    const { networkState } = await import('../../../src/kernel/network/state');
    const { reportStoredWaiting } = await import('../../../src/kernel/offline/waitingAtStart');
    const store = createMemoryStore();
    const sized = defineOutbox<Scan>({ name: 'count.sized', validate: isScan, store, owner: () => 'ana@7', size: (s) => s.code.length });
    await sized.addBatch([{ code: 'abc', trackingId: null }]);
    await sized.add({ code: 'de', trackingId: null });
    expect(networkState.waiting['count.sized']).toBe(5);
    delete networkState.waiting['count.sized'];
    await reportStoredWaiting(store, 'ana@7');
    expect(networkState.waiting['count.sized']).toBe(5);
  });
});

describe('what a failed call says', () => {
  it('no answer at all is kept for later; an answer, even a server error, is the server\'s word', async () => {
    const { gotNoAnswer } = await import('../../../src/kernel/offline/transient');
    expect(gotNoAnswer(DROPPED)).toBe(true);
    expect(gotNoAnswer({ invalidToken: false, status: 503, messageId: 'something_went_wrong' })).toBe(false);
    expect(gotNoAnswer(refusal('no'))).toBe(false);
    expect(gotNoAnswer({ invalidToken: true, messageId: 'invalid_access_token_error' })).toBe(false);
    expect(gotNoAnswer(new Error('x'))).toBe(false);
  });
});
