/**
 * The history list's filters: read from and written to the page's URL (so a link or a reload shows the same list),
 * and turned into the query of GET 1.2/reservations/parcel. Pure functions; the unit tests pin the mapping.
 */
import { isDayString, shiftDay, type DayString, type DeliveryType } from '@kernel';
import {
  GROUP_FILTERS, PARCEL_STATUSES, STORE_FILTERS, isGroup, isParcelStatus, isStoreFilter,
  type ParcelGroup, type ParcelStatus, type StoreFilter,
} from './statuses';

/** Parcels a page (spec part 2 §9). */
export const PAGE_SIZE = 50;
/** History pages through the latest 10,000 parcels only; past that the report has them all. */
export const HISTORY_CAP = 10_000;
/** The range a list opens with: the last seven days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

/** The named gate under which the list filters by granular status (ENABLE_CORE_GRANULAR_STATUS_FILTERS). */
export const GRANULAR_GATE = 'granularStatusFilters';

const DELIVERY_TYPES: readonly DeliveryType[] = ['STANDARD', 'NEXTDAY', 'EXPRESS'];

export interface HistoryFilters {
  from: DayString;
  to: DayString;
  /** Tracking id, stamp id, name or phone; '' for none. */
  query: string;
  groups: ParcelGroup[];
  store: StoreFilter[];
  delivery: DeliveryType[];
  /** Granular statuses: only where ENABLE_CORE_GRANULAR_STATUS_FILTERS is on. */
  statuses: ParcelStatus[];
  page: number;
  /** Pages of 50, or the whole result (up to 10,000) as one scrolled list. */
  view: 'pages' | 'all';
}

/** Names of the URL parameters (the header's order search arrives as `q`, handled by the page). */
export const URL_KEYS = { from: 'from', to: 'to', query: 'query', groups: 'group', store: 'store', delivery: 'delivery', statuses: 'status', page: 'page', view: 'view' } as const;

/** Rows a block when the whole result (up to 10,000) is loaded as one list. */
export const BLOCK_SIZE = 1000;

export function defaultFilters(today: DayString): HistoryFilters {
  return { from: shiftDay(today, -(DEFAULT_RANGE_DAYS - 1)), to: today, query: '', groups: [], store: [], delivery: [], statuses: [], page: 1, view: 'pages' };
}

/** A comma list of the URL, kept to the known values, each once, in the canonical order. */
function listOf<T extends string>(value: string | null, known: readonly T[], accept: (v: string) => boolean): T[] {
  const wanted = new Set((value ?? '').split(',').map((v) => v.trim()).filter(accept));
  return known.filter((k) => wanted.has(k));
}

/**
 * The filters a URL asks for; anything unreadable falls back to the default (a bad day, an unknown group, a page
 * that is not a positive whole number). Granular statuses are dropped when the flag is off.
 */
export function filtersFromUrl(search: URLSearchParams, today: DayString, granular: boolean): HistoryFilters {
  const base = defaultFilters(today);
  const day = (key: string, fallback: DayString) => {
    const v = search.get(key);
    return v && isDayString(v) ? v : fallback;
  };
  let from = day(URL_KEYS.from, base.from);
  let to = day(URL_KEYS.to, base.to);
  if (from > to) [from, to] = [to, from];
  const page = Number(search.get(URL_KEYS.page));
  return {
    from,
    to,
    query: (search.get(URL_KEYS.query) ?? '').trim().slice(0, 255),
    groups: listOf(search.get(URL_KEYS.groups), GROUP_FILTERS, isGroup),
    store: listOf(search.get(URL_KEYS.store), STORE_FILTERS, isStoreFilter),
    delivery: listOf(search.get(URL_KEYS.delivery), DELIVERY_TYPES, (v) => (DELIVERY_TYPES as readonly string[]).includes(v)),
    statuses: granular ? listOf(search.get(URL_KEYS.statuses), PARCEL_STATUSES, isParcelStatus) : [],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: search.get(URL_KEYS.view) === 'all' ? 'all' : 'pages',
  };
}

/** The page of the list the filters open on: the one-list view still takes its totals from the first page. */
export function listPageOf(f: HistoryFilters): HistoryFilters {
  return f.view === 'all' ? { ...f, page: 1 } : f;
}

/** The URL parameters of some filters: only what differs from the default list, so a plain link stays short. */
export function filtersToUrl(f: HistoryFilters, today: DayString): Record<string, string> {
  const base = defaultFilters(today);
  const out: Record<string, string> = {};
  if (f.from !== base.from || f.to !== base.to) {
    out[URL_KEYS.from] = f.from;
    out[URL_KEYS.to] = f.to;
  }
  if (f.query) out[URL_KEYS.query] = f.query;
  if (f.groups.length) out[URL_KEYS.groups] = f.groups.join(',');
  if (f.store.length) out[URL_KEYS.store] = f.store.join(',');
  if (f.delivery.length) out[URL_KEYS.delivery] = f.delivery.join(',');
  if (f.statuses.length) out[URL_KEYS.statuses] = f.statuses.join(',');
  if (f.page > 1) out[URL_KEYS.page] = String(f.page);
  if (f.view === 'all') out[URL_KEYS.view] = 'all';
  return out;
}

/**
 * The query of GET 1.2/reservations/parcel (and of the report, without page and page_size): from_date, to_date,
 * query, one `filter` per group ('default' for every group), one `additional_filter` per store filter, delivery
 * type and granular status.
 */
export function filtersToApi(f: HistoryFilters, paged = true, pageSize = PAGE_SIZE): URLSearchParams {
  const p = new URLSearchParams();
  p.set('from_date', f.from);
  p.set('to_date', f.to);
  if (f.query) p.set('query', f.query);
  for (const g of f.groups.length ? f.groups : ['default']) p.append('filter', g);
  for (const extra of [...f.store, ...f.delivery, ...f.statuses]) p.append('additional_filter', extra);
  if (paged) {
    p.set('page', String(f.page));
    p.set('page_size', String(pageSize));
  }
  return p;
}

/** A key of the result the filters ask for, page excluded: pages are kept per page number under it. */
export function resultKey(f: HistoryFilters): string {
  const p = filtersToApi(f, false);
  p.sort();
  return p.toString();
}
