import { useCallback, useMemo } from 'react';
import { countryDay, usePortal } from '@kernel';
import { useLoad } from '@ui';
import { fetchShipperTrend, fetchShipperVolumes } from '../api/analyticsApi';
import type { ShipperCategory } from '../api/types';
import type { AnalyticsChoice } from '../model/choice';
import { rangeProblem } from '../model/range';
import { weekDays } from '../model/weeks';
import { ranged, usePointMonth } from './useBusinessAnalytics';

/**
 * The shipper analytics state (spec §3): the shippers of a category over the months, and the weeks of the shipper
 * picked (the first of the list until one is picked, or when the one picked is not in the list).
 */
export function useShipperAnalytics({ range, category, shipper: picked }: AnalyticsChoice) {
  const { dpId, current } = usePointMonth();
  const { country } = usePortal();
  const { from, to } = range;
  const ok = dpId !== null && rangeProblem(from, to, current) === null;
  const id = dpId ?? 0;
  // The weeks that count in the range (model/weeks.ts), up to today: the rest of the month has no parcels yet.
  const today = countryDay(Date.now(), country);
  const days = useMemo(() => weekDays({ from, to }, today), [from, to, today]);
  const shippers = useLoad(ok ? `shippers-${id}-${from}-${to}-${category}` : null,
    useCallback((s: AbortSignal) => ranged({ from, to }, fetchShipperVolumes(id, from, to, category, s))
      .then((answer) => ({ ...answer, category: category as ShipperCategory })), [id, from, to, category]));
  const list = shippers.value?.data;
  const shipperId = list ? (list.some((s) => s.shipper_id === picked) ? picked : list[0]?.shipper_id ?? null) : picked;
  const start = days?.start ?? '';
  const end = days?.end ?? '';
  const trend = useLoad(ok && days && shipperId !== null ? `trend-${id}-${shipperId}-${from}-${to}-${start}-${end}` : null,
    useCallback((s: AbortSignal) => ranged({ from, to }, fetchShipperTrend(id, shipperId ?? 0, start, end, s)), [id, shipperId, from, to, start, end]));
  return { current, dpId: id, days, shippers, shipperId, trend };
}
