import { useCallback } from 'react';
import { countryDay, usePortal, useUrlState } from '@kernel';
import { paymentFiltersFromUrl, paymentFiltersToUrl, type PaymentFilters } from '../model/paymentFilters';

/** The payment overview's filters, kept in the page's URL (page 1 again unless the change is a page). */
export function usePaymentFilters() {
  const { country } = usePortal();
  const today = countryDay(Date.now(), country);
  const read = useCallback((search: URLSearchParams) => paymentFiltersFromUrl(search, today), [today]);
  const write = useCallback((f: PaymentFilters) => paymentFiltersToUrl(f, today), [today]);
  const { value: filters, update, reset } = useUrlState(read, write);
  const change = useCallback((next: Partial<PaymentFilters>) => update((latest) => ({ ...latest, ...next, page: next.page ?? 1 })), [update]);
  return { filters, today, change, reset };
}
