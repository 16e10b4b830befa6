import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, sortRows, windowOf } from '../../../src/ui/table/tableModel';

describe('table model', () => {
  const rows = [{ n: 'b10', v: 3 }, { n: 'a2', v: null }, { n: 'b9', v: 1 }, { n: 'A1', v: 3 }];

  it('sorts text in natural order ignoring case, numbers by value, empty last, ties in their order', () => {
    expect(sortRows(rows, (r) => r.n, 'ascending').map((r) => r.n)).toEqual(['A1', 'a2', 'b9', 'b10']);
    expect(sortRows(rows, (r) => r.n, 'descending').map((r) => r.n)).toEqual(['b10', 'b9', 'a2', 'A1']);
    expect(sortRows(rows, (r) => r.v, 'ascending').map((r) => r.n)).toEqual(['b9', 'b10', 'A1', 'a2']);
    expect(sortRows(rows, (r) => r.v, 'descending').map((r) => r.n)).toEqual(['b10', 'A1', 'b9', 'a2']);
  });

  it('pages by 50, clamping the page asked for', () => {
    const hundred = Array.from({ length: 120 }, (_, i) => i + 1);
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(120, 50)).toBe(3);
    expect(pageOf(hundred, 2, 50)).toMatchObject({ page: 2, pages: 3, first: 50 });
    expect(pageOf(hundred, 2, 50).rows[0]).toBe(51);
    expect(pageOf(hundred, 9, 50)).toMatchObject({ page: 3, rows: hundred.slice(100) });
  });

  it('draws the rows in view plus overscan, with the space above and below', () => {
    expect(windowOf(10_000, 0, 400, 40, 8)).toEqual({ start: 0, end: 19, before: 0, after: (10_000 - 19) * 40 });
    expect(windowOf(10_000, 4000, 400, 40, 8)).toEqual({ start: 92, end: 119, before: 92 * 40, after: (10_000 - 119) * 40 });
    expect(windowOf(10, 0, 400, 40, 8)).toEqual({ start: 0, end: 10, before: 0, after: 0 });
  });
});
