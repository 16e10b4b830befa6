import { useCallback } from 'react';
import { useUrlState } from '@kernel';
import { choiceFromUrl, choiceToUrl, type AnalyticsChoice } from '../model/choice';
import { usePointMonth } from './useBusinessAnalytics';

/** The page's range, category and shipper, kept in its URL so a reload or a link shows the same. */
export function useAnalyticsChoice() {
  const { current } = usePointMonth();
  const read = useCallback((search: URLSearchParams) => choiceFromUrl(search, current), [current]);
  const write = useCallback((choice: AnalyticsChoice) => choiceToUrl(choice, current), [current]);
  const { value: choice, update } = useUrlState(read, write);
  const change = useCallback((next: Partial<AnalyticsChoice>) => update((latest) => ({ ...latest, ...next })), [update]);
  return { current, choice, change };
}
