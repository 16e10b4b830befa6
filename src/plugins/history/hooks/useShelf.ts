import { useCallback } from 'react';
import { countryDay, shiftDay, usePortal } from '@kernel';
import { useLoad } from '@ui';
import { fetchParcels } from '../api/historyApi';
import type { ParcelRow } from '../api/types';
import { defaultFilters, type HistoryFilters } from '../model/filters';
import { shelfOf } from '../model/shelf';
import { shelfCopy } from '../state/shelfCopy';

/** How far back the shelf looks: a parcel in store longer than this is not the shelf's any more but a lost case. */
const SHELF_DAYS = 90;

/** Every parcel in store now (all pages of the in-store list of the last 90 days), oldest first. */
export function useShelf() {
  const { country, dp } = usePortal();
  const load = useCallback(async (signal: AbortSignal) => {
    const today = countryDay(Date.now(), country);
    const base: HistoryFilters = { ...defaultFilters(today), from: shiftDay(today, -(SHELF_DAYS - 1)), store: ['in_store'] };
    const first = await fetchParcels(base, signal);
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) => fetchParcels({ ...base, page: i + 2 }, signal)));
    const rows: ParcelRow[] = [first, ...rest].flatMap((p) => p.parcels);
    const shelf = shelfOf(rows, Date.now(), country);
    // Kept for a stocktake while the network is down.
    void shelfCopy.save(shelf);
    return shelf;
  }, [country]);
  return useLoad(`shelf-${dp?.id ?? ''}`, load);
}
