// @vitest-environment node
// The history filters: what the URL keeps, and what GET 1.2/reservations/parcel receives.
import { describe, expect, it } from 'vitest';
import { filtersFromUrl, filtersToApi, filtersToUrl, defaultFilters, resultKey } from '../../../src/plugins/history/model/filters';

const today = '2026-03-10';
const url = (s: string) => new URLSearchParams(s);

describe('history filters in the URL', () => {
  it('opens on the last seven days, today included, every group, page 1', () => {
    expect(filtersFromUrl(url(''), today, true)).toEqual({
      from: '2026-03-04', to: '2026-03-10', query: '', groups: [], store: [], delivery: [], statuses: [], page: 1, view: 'pages',
    });
  });

  it('reads every filter back from what it wrote', () => {
    const f = { ...defaultFilters(today), from: '2026-01-01', to: '2026-01-31', query: 'NVSG', groups: ['pending' as const, 'completed' as const], store: ['in_store' as const], delivery: ['EXPRESS' as const], statuses: ['staging' as const], page: 3, view: 'all' as const };
    const written = filtersToUrl(f, today);
    expect(written).toEqual({ from: '2026-01-01', to: '2026-01-31', query: 'NVSG', group: 'pending,completed', store: 'in_store', delivery: 'EXPRESS', status: 'staging', page: '3', view: 'all' });
    expect(filtersFromUrl(url(new URLSearchParams(written).toString()), today, true)).toEqual(f);
  });

  it('leaves the defaults out of the URL', () => {
    expect(filtersToUrl(defaultFilters(today), today)).toEqual({});
  });

  it('drops what it cannot read: a bad day, unknown groups, a page that is not a positive whole number', () => {
    const f = filtersFromUrl(url('from=2026-02-30&to=yesterday&group=pending,bogus&store=nowhere&page=-2&delivery=SLOW'), today, true);
    expect(f).toMatchObject({ from: '2026-03-04', to: '2026-03-10', groups: ['pending'], store: [], delivery: [], page: 1 });
  });

  it('swaps a range written backwards', () => {
    expect(filtersFromUrl(url('from=2026-03-09&to=2026-03-01'), today, false)).toMatchObject({ from: '2026-03-01', to: '2026-03-09' });
  });

  it('ignores granular statuses where ENABLE_CORE_GRANULAR_STATUS_FILTERS is off', () => {
    expect(filtersFromUrl(url('status=staging,completed'), today, false).statuses).toEqual([]);
    expect(filtersFromUrl(url('status=completed,staging'), today, true).statuses).toEqual(['staging', 'completed']);
  });
});

describe('history filters to the API', () => {
  it('sends the range, page and page size 50, and filter=default for every group', () => {
    expect(filtersToApi(defaultFilters(today)).toString()).toBe('from_date=2026-03-04&to_date=2026-03-10&filter=default&page=1&page_size=50');
  });

  it('repeats filter per group and additional_filter per store filter, delivery type and status', () => {
    const p = filtersToApi({ ...defaultFilters(today), query: '+6591234567', groups: ['staging', 'pending'], store: ['in_store', 'expired'], delivery: ['NEXTDAY'], statuses: ['staging'], page: 2 });
    expect(p.get('query')).toBe('+6591234567');
    expect(p.getAll('filter')).toEqual(['staging', 'pending']);
    expect(p.getAll('additional_filter')).toEqual(['in_store', 'expired', 'NEXTDAY', 'staging']);
    expect(p.get('page')).toBe('2');
  });

  it('asks the report without page and page size', () => {
    const p = filtersToApi(defaultFilters(today), false);
    expect(p.has('page')).toBe(false);
    expect(p.has('page_size')).toBe(false);
  });

  it('keeps pages of one result under one key, whatever the page', () => {
    expect(resultKey({ ...defaultFilters(today), page: 4 })).toBe(resultKey(defaultFilters(today)));
    expect(resultKey({ ...defaultFilters(today), query: 'x' })).not.toBe(resultKey(defaultFilters(today)));
  });
});
