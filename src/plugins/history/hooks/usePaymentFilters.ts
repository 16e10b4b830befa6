import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countryDay, usePortal } from '@kernel';
import { paymentFiltersFromUrl, paymentFiltersToUrl, type PaymentFilters } from '../model/paymentFilters';

/** The payment overview's filters, kept in the page's URL (page 1 again unless the change is a page). */
export function usePaymentFilters() {
  const [search, setSearch] = useSearchParams();
  const { country } = usePortal();
  const today = countryDay(Date.now(), country);
  const filters = useMemo(() => paymentFiltersFromUrl(search, today), [search, today]);
  const change = useCallback((next: Partial<PaymentFilters>) => {
    setSearch(paymentFiltersToUrl({ ...filters, ...next, page: next.page ?? 1 }, today));
  }, [filters, setSearch, today]);
  return { filters, today, change, reset: useCallback(() => setSearch({}), [setSearch]) };
}
