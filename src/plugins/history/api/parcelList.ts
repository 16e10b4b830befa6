import { PAGE_SIZE, type HistoryFilters } from '../model/filters';

/**
 * GET 1.2/reservations/parcel for one page of the filtered list: its path and query, for the page's call
 * (historyApi.ts) and for the GET a cold start asks beside the page's code (historyGets.ts) alike, so the two match.
 */
export function parcelListGet(f: HistoryFilters, pageSize = PAGE_SIZE) {
  return { path: '1.2/reservations/parcel' as const, query: { ...parcelQuery(f), page: f.page, page_size: pageSize } };
}

/** The filters as the list and its report take them, in the order they went out before (`filter` never empty). */
export function parcelQuery(f: HistoryFilters) {
  return {
    from_date: f.from, to_date: f.to, query: f.query || undefined, filter: f.groups.length ? f.groups : ['default' as const],
    additional_filter: [...f.store, ...f.delivery, ...f.statuses],
  };
}
