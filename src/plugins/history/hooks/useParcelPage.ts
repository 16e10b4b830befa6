import { useCallback } from 'react';
import { operatorScope } from '@kernel';
import { useLoad } from '@ui';
import { fetchParcels } from '../api/historyApi';
import type { ParcelPage } from '../api/types';
import { resultKey, type HistoryFilters } from '../model/filters';
import { forgetPages, keepPage, keptPage } from '../state/parcelPages';

/** The page of parcels the filters ask for: from the pages already seen, else from the server (then kept). */
export function useParcelPage(filters: HistoryFilters) {
  // Whose pages: the operator at the point (another operator's next login starts empty; a single sign-on user has no
  // login name, so not by that).
  const who = operatorScope() ?? '';
  const load = useCallback(async (signal: AbortSignal): Promise<ParcelPage> => {
    const page = await fetchParcels(filters, signal);
    keepPage(who, filters, page);
    return page;
  }, [filters, who]);
  const state = useLoad(`${who}|${resultKey(filters)}|${filters.page}`, load, () => keptPage(who, filters));
  const { reload } = state;
  const refresh = useCallback(() => {
    forgetPages();
    reload();
  }, [reload]);
  return { ...state, refresh };
}
