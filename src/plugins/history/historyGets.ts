import { countryDay, type EarlyGet, type FrameContext } from '@kernel';
import { parcelListGet } from './api/parcelList';
import { filtersFromUrl, GRANULAR_GATE, listPageOf } from './model/filters';

/**
 * What History asks as it opens: the page of the list its address shows, read as the page reads it (the point's
 * today, the granular gate). With `?q=` the page searches first, so nothing is asked.
 */
export function historyGets(search: URLSearchParams, at: FrameContext): EarlyGet[] {
  if (search.has('q')) return [];
  const filters = filtersFromUrl(search, countryDay(Date.now(), at.country), at.allows(GRANULAR_GATE));
  const get = parcelListGet(listPageOf(filters));
  return [{ path: get.path, params: get.query }];
}
