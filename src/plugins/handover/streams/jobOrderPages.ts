// A job's orders loaded page by page until complete, as a stream: each page adds to the list shown so far.
import { EMPTY, expand, map, type Observable, scan } from 'rxjs';
import { nextOffset } from '../model/paging';

export interface PagedOrders<T> {
  orders: T[];
  /** Pages read so far. */
  pages: number;
  complete: boolean;
}

interface Step<T> {
  page: T[];
  offset: number;
  next: number | null;
}

/**
 * Asks `fetchPage(offset, limit)` from offset 0, then from the last id of each full page, until a page is short.
 * Emits the list so far after each page (the last emission has `complete: true`); unsubscribing aborts the page in
 * flight (fetchPage's Observable is expected to). An error of any page ends the stream with that error.
 */
export function jobOrderPages<T extends { id: number }>(fetchPage: (offset: number, limit: number) => Observable<T[]>, limit: number): Observable<PagedOrders<T>> {
  const read = (offset: number): Observable<Step<T>> => fetchPage(offset, limit).pipe(map((page) => ({ page, offset, next: nextOffset(page, limit, offset) })));
  return read(0).pipe(
    expand((step) => (step.next === null ? EMPTY : read(step.next))),
    scan<Step<T>, PagedOrders<T>>((acc, step) => ({ orders: [...acc.orders, ...step.page], pages: acc.pages + 1, complete: step.next === null }), { orders: [], pages: 0, complete: false }),
  );
}
