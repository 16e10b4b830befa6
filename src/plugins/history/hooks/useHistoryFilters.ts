import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countryDay, useGate, usePortal } from '@kernel';
import { filtersFromUrl, filtersToUrl, type HistoryFilters } from '../model/filters';

/**
 * The history filters kept in the page's URL: a link or a reload shows the same list. `change` writes a new set
 * (page 1 unless the change is a page), as a new history entry so Back returns to the previous list.
 */
export function useHistoryFilters(): { filters: HistoryFilters; today: string; change: (next: Partial<HistoryFilters>) => void; reset: () => void } {
  const [search, setSearch] = useSearchParams();
  const { country } = usePortal();
  const granular = useGate('granularStatusFilters');
  const today = countryDay(Date.now(), country);
  const filters = useMemo(() => filtersFromUrl(search, today, granular), [search, today, granular]);
  const change = useCallback((next: Partial<HistoryFilters>) => {
    const merged: HistoryFilters = { ...filters, ...next, page: next.page ?? 1 };
    setSearch(filtersToUrl(merged, today));
  }, [filters, setSearch, today]);
  const reset = useCallback(() => setSearch({}), [setSearch]);
  return { filters, today, change, reset };
}
