// The price-quote stream (rate calculator and parcel cards) in virtual time: one call per 500 ms window, overtaken answers dropped,
// failures answered as 'failed' without ending the stream.
import { describe, expect, it } from 'vitest';
import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { PriceRequest, PriceResult } from '../../../src/plugins/orders/api/types';
import { quoteStream } from '../../../src/streams/quoteStream';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

function req(weight: number): PriceRequest {
  return {
    delivery_type: 'STANDARD', weight, insured_value: 0, cod_value: 0, from_latitude: null, from_longitude: null,
    to_latitude: 3.1, to_longitude: 101.6, size: 'S', order_type: 'NORMAL', timeslot_type: 'NONE', global_shipper_id: 5004001,
  };
}
function price(total: number): PriceResult {
  return {
    total_with_tax: total, total_tax: 0, delivery_fee: { amount: total, tax_amount: 0 }, insurance_fee: { amount: 0, tax_amount: 0 },
    cod_fee: { amount: 0, tax_amount: 0 },
  };
}
const A = req(1);
const B = req(2);
const C = req(3);

const done = (r: PriceRequest) => ({ kind: 'done', price: price(r.weight * 10) });

/** A fake price call answering after `ms` (or failing), recording what it was asked. */
function server(asked: number[], ms: number, cold: TestScheduler['createColdObservable'], fail = (_r: PriceRequest) => false) {
  return (r: PriceRequest): Observable<PriceResult> => {
    asked.push(r.weight);
    return fail(r) ? cold(`${ms}ms #`) : cold(`${ms}ms (x|)`, { x: price(r.weight * 10) });
  };
}

describe('quoteStream', () => {
  it('asks at once, then once at the end of the 500 ms window with the latest inputs only', () => {
    const asked: number[] = [];
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const asks = hot('a 99ms b 99ms c', { a: A, b: B, c: C });
      expectObservable(quoteStream(asks, server(asked, 10, cold))).toBe('10ms a 499ms c', { a: done(A), c: done(C) });
    });
    // B never reached the server: C replaced it inside the window.
    expect(asked).toEqual([1, 3]);
  });

  it('drops an answer when newer inputs are waiting out the window', () => {
    const asked: number[] = [];
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const asks = hot('a 99ms b', { a: A, b: B });
      // A answers at 200 ms, but B (asked at 100 ms) is newer: only B's answer, asked at 500 ms, is shown.
      expectObservable(quoteStream(asks, server(asked, 200, cold))).toBe('700ms b', { b: done(B) });
    });
    expect(asked).toEqual([1, 2]);
  });

  it('a newer call replaces one still under way', () => {
    const asked: number[] = [];
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const asks = hot('a 599ms b', { a: A, b: B });
      expectObservable(quoteStream(asks, server(asked, 800, cold))).toBe('1400ms b', { b: done(B) });
    });
    expect(asked).toEqual([1, 2]);
  });

  it('a failed call is a failed quote and the next ask is answered', () => {
    const asked: number[] = [];
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const asks = hot('a 599ms b', { a: A, b: B });
      expectObservable(quoteStream(asks, server(asked, 10, cold, (r) => r.weight === 1)))
        .toBe('10ms f 599ms b', { f: { kind: 'failed' }, b: done(B) });
    });
  });

  it('inputs no longer ready: idle, and the answer under way is dropped', () => {
    const asked: number[] = [];
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const asks = hot('a 49ms n', { a: A, n: null });
      expectObservable(quoteStream(asks, server(asked, 100, cold))).toBe('500ms i', { i: { kind: 'idle' } });
    });
    expect(asked).toEqual([1]);
  });

  it('the same inputs asked again (Get price) are asked again', () => {
    const asked: number[] = [];
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const asks = hot('a 599ms a', { a: A });
      expectObservable(quoteStream(asks, server(asked, 10, cold))).toBe('10ms a 599ms a', { a: done(A) });
    });
    expect(asked).toEqual([1, 1]);
  });
});
