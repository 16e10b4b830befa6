import { useCallback } from 'react';
import { countryDay, useGate, usePortal, useUrlState } from '@kernel';
import { filtersFromUrl, filtersToUrl, GRANULAR_GATE, type HistoryFilters } from '../model/filters';

/**
 * The history filters kept in the page's URL: a link or a reload shows the same list. `change` writes a new set
 * (page 1 unless the change is a page), as a new history entry so Back returns to the previous list.
 */
export function useHistoryFilters(): { filters: HistoryFilters; today: string; change: (next: Partial<HistoryFilters>) => void; reset: () => void } {
  const { country } = usePortal();
  const granular = useGate(GRANULAR_GATE);
  const today = countryDay(Date.now(), country);
  const read = useCallback((search: URLSearchParams) => filtersFromUrl(search, today, granular), [today, granular]);
  const write = useCallback((f: HistoryFilters) => filtersToUrl(f, today), [today]);
  const { value: filters, update, reset } = useUrlState(read, write);
  const change = useCallback((next: Partial<HistoryFilters>) => update((latest) => ({ ...latest, ...next, page: next.page ?? 1 })), [update]);
  return { filters, today, change, reset };
}
