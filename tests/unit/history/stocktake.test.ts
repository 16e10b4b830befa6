// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareShelf } from '../../../src/plugins/history/model/stocktake';
import { daysInStore, shelfOf } from '../../../src/plugins/history/model/shelf';
import type { ParcelRow } from '../../../src/plugins/history/api/types';

describe('stocktake', () => {
  it('names what should be here and was not scanned, and what was scanned but should not be here', () => {
    expect(compareShelf(['NVSG1', 'NVSG2', 'NVSG3'], [' nvsg1', 'NVSG3', 'NVXX9', 'NVSG1'])).toEqual({ found: ['NVSG1', 'NVSG3'], missing: ['NVSG2'], extra: ['NVXX9'] });
  });
});

describe('the shelf', () => {
  const th = { utcOffsetHours: 7 };
  it('counts days in store by the country’s calendar', () => {
    // 23:30 in Bangkok on the 1st, seen at 00:10 on the 2nd: one day.
    expect(daysInStore('2026-01-01T16:30:00Z', Date.parse('2026-01-01T17:10:00Z'), th)).toBe(1);
    expect(daysInStore('2026-01-01T01:00:00Z', Date.parse('2026-01-01T16:00:00Z'), th)).toBe(0);
  });
  it('keeps parcels in store, oldest first', () => {
    const row = (id: string, at: string, inStore = true) => ({ tracking_id: id, dropped_off_at: at, created_at: at, in_store: inStore }) as ParcelRow;
    const shelf = shelfOf([row('B', '2026-01-03T00:00:00Z'), row('A', '2026-01-01T00:00:00Z'), row('C', '2026-01-02T00:00:00Z', false)], Date.parse('2026-01-04T00:00:00Z'), th);
    expect(shelf.map((p) => [p.tracking_id, p.daysInStore])).toEqual([['A', 3], ['B', 1]]);
  });
});
