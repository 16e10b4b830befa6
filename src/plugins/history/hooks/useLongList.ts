import { useCallback } from 'react';
import { operatorScope } from '@kernel';
import { useLoad } from '@ui';
import { fetchParcels } from '../api/historyApi';
import { BLOCK_SIZE, HISTORY_CAP, resultKey, type HistoryFilters } from '../model/filters';
import { keepLongList, keptLongList, longListOf, type LongList } from '../state/longList';

/** The whole result of the filters as one list (the latest 10,000), in blocks of 1,000 asked together. */
export function useLongList(filters: HistoryFilters, on: boolean) {
  // Whose list: the operator at the point (a single sign-on user has no login name, so not by that).
  const key = `${operatorScope() ?? ''}|${resultKey(filters)}`;
  const load = useCallback(async (signal: AbortSignal): Promise<LongList> => {
    const first = await fetchParcels({ ...filters, page: 1 }, signal, BLOCK_SIZE);
    const blocks = Math.min(first.total_pages, HISTORY_CAP / BLOCK_SIZE);
    const rest = await Promise.all(Array.from({ length: Math.max(0, blocks - 1) }, (_, i) => fetchParcels({ ...filters, page: i + 2 }, signal, BLOCK_SIZE)));
    const list = longListOf([first, ...rest].flatMap((p) => p.parcels));
    keepLongList(key, list);
    return list;
  }, [filters, key]);
  return useLoad(on ? key : null, load, () => keptLongList(key));
}
