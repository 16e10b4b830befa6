// A job's orders page by page (offset_id, limit) until complete, in virtual time.
import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { defer, type Observable } from 'rxjs';
import { nextOffset } from '../../../src/plugins/handover/model/paging';
import { jobOrderPages } from '../../../src/plugins/handover/streams/jobOrderPages';

const orders = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, barcode: `B${from + i}` }));

describe('nextOffset', () => {
  it('a full page goes on from its last id; a short page ends', () => {
    expect(nextOffset(orders(1, 50), 50, 0)).toBe(50);
    expect(nextOffset(orders(51, 20), 50, 50)).toBeNull();
    expect(nextOffset([], 50, 100)).toBeNull();
  });

  it('a full page that does not move forward ends instead of looping', () => {
    expect(nextOffset(orders(1, 2), 2, 5)).toBeNull();
  });
});

describe('jobOrderPages', () => {
  const scheduler = () => new TestScheduler((a, b) => expect(a).toEqual(b));

  it('reads 120 orders in three pages of 50, each after the one before, asking with the last id', () => {
    const all = orders(1, 120);
    const asked: [number, number][] = [];
    scheduler().run(({ cold, expectObservable }) => {
      const fetchPage = (offset: number, limit: number): Observable<{ id: number; barcode: string }[]> => defer(() => {
        asked.push([offset, limit]);
        return cold('--a|', { a: all.filter((o) => o.id > offset).slice(0, limit) });
      });
      expectObservable(jobOrderPages(fetchPage, 50)).toBe('--a-b-c|', {
        a: { orders: all.slice(0, 50), pages: 1, complete: false },
        b: { orders: all.slice(0, 100), pages: 2, complete: false },
        c: { orders: all, pages: 3, complete: true },
      });
    });
    expect(asked).toEqual([[0, 50], [50, 50], [100, 50]]);
  });

  it('an exact multiple of the limit ends with an empty page', () => {
    const all = orders(1, 4);
    scheduler().run(({ cold, expectObservable }) => {
      const fetchPage = (offset: number, limit: number) => cold('-a|', { a: all.filter((o) => o.id > offset).slice(0, limit) });
      expectObservable(jobOrderPages(fetchPage, 2)).toBe('-abc|', {
        a: { orders: all.slice(0, 2), pages: 1, complete: false },
        b: { orders: all, pages: 2, complete: false },
        c: { orders: all, pages: 3, complete: true },
      });
    });
  });

  it('a failed page ends the stream with its error, after the pages already read', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const fetchPage = (offset: number): Observable<{ id: number; barcode: string }[]> => (offset === 0 ? cold('-a|', { a: orders(1, 2) }) : cold<{ id: number; barcode: string }[]>('-#', undefined, new Error('boom')));
      expectObservable(jobOrderPages(fetchPage, 2)).toBe('-a#', { a: { orders: orders(1, 2), pages: 1, complete: false } }, new Error('boom'));
    });
  });

  it('unsubscribing stops the page in flight', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const page2 = cold('---a|', { a: orders(3, 1) });
      const fetchPage = (offset: number) => (offset === 0 ? cold('-a|', { a: orders(1, 2) }) : page2);
      expectObservable(jobOrderPages(fetchPage, 2), '^--!').toBe('-a-', { a: { orders: orders(1, 2), pages: 1, complete: false } });
      expectSubscriptions(page2.subscriptions).toBe('-^-!');
    });
  });
});
