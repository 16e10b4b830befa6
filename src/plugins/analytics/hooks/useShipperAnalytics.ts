import { useCallback } from 'react';
import { countryDay, usePortal } from '@kernel';
import { useLoad } from '@ui';
import { fetchShipperTrend, fetchShipperVolumes } from '../api/analyticsApi';
import type { MonthString, ShipperCategory } from '../api/types';
import { rangeDays, rangeProblem } from '../model/range';
import { usePointMonth } from './useBusinessAnalytics';

/**
 * The shipper analytics state (spec §3): the shippers of a category over the months, and the weeks of the shipper
 * picked (the first of the list until one is picked).
 */
export function useShipperAnalytics(from: MonthString, to: MonthString, category: ShipperCategory, picked: number | null) {
  const { dpId, current } = usePointMonth();
  const { country } = usePortal();
  const ok = dpId !== null && rangeProblem(from, to, current) === null;
  const id = dpId ?? 0;
  const days = rangeDays(from, to);
  // Weeks up to today only: the rest of the month has no parcels yet.
  const today = countryDay(Date.now(), country);
  const end = days.end > today ? today : days.end;
  const shippers = useLoad(ok ? `shippers-${id}-${from}-${to}-${category}` : null,
    useCallback((s: AbortSignal) => fetchShipperVolumes(id, from, to, category, s), [id, from, to, category]));
  const shipperId = picked ?? shippers.value?.[0]?.shipper_id ?? null;
  const trend = useLoad(ok && shipperId !== null ? `trend-${id}-${shipperId}-${days.start}-${end}` : null,
    useCallback((s: AbortSignal) => fetchShipperTrend(id, shipperId ?? 0, days.start, end, s), [id, shipperId, days.start, end]));
  return { current, dpId: id, days: { start: days.start, end }, shippers, shipperId, trend };
}
