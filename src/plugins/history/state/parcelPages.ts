/**
 * Pages of the history list already received, kept per result (the filters without the page) and page number, out
 * of React state: going back to a page shows it at once with no request. The few latest results are kept; the
 * operator's next login starts empty (the pages hold customers' names and numbers).
 */
import type { ParcelPage } from '../api/types';
import { resultKey, type HistoryFilters } from '../model/filters';

const KEEP_RESULTS = 5;
const results = new Map<string, Map<number, ParcelPage>>();
let owner: string | null = null;

/** Whose pages these are (user at point); another owner's pages are dropped first. */
function forOwner(who: string): void {
  if (owner !== who) {
    results.clear();
    owner = who;
  }
}

export function keptPage(who: string, filters: HistoryFilters): ParcelPage | undefined {
  forOwner(who);
  return results.get(resultKey(filters))?.get(filters.page);
}

export function keepPage(who: string, filters: HistoryFilters, page: ParcelPage): void {
  forOwner(who);
  const key = resultKey(filters);
  const pages = results.get(key) ?? new Map<number, ParcelPage>();
  results.delete(key);
  results.set(key, pages.set(filters.page, page));
  while (results.size > KEEP_RESULTS) {
    const oldest = results.keys().next().value;
    if (oldest === undefined) break;
    results.delete(oldest);
  }
}

/** Forgets every kept page (a refresh asks the server again). */
export function forgetPages(): void {
  results.clear();
}
