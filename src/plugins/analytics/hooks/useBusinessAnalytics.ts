import { useCallback } from 'react';
import { usePortal } from '@kernel';
import { useLoad } from '@ui';
import { fetchMonthVolumes, fetchTiers, fetchTypeTotals } from '../api/analyticsApi';
import type { MonthString } from '../api/types';
import { monthOf } from '../model/months';
import { rangeProblem } from '../model/range';

/** The point's current month in its country, and its id. */
export function usePointMonth(): { dpId: number | null; current: MonthString } {
  const { dp, country } = usePortal();
  return { dpId: dp?.id ?? null, current: monthOf(Date.now(), country.utcOffsetHours) };
}

/** The business page's three loads: the month's tiers, parcels a month by type, and the range's totals by type. */
export function useBusinessAnalytics(from: MonthString, to: MonthString) {
  const { dpId, current } = usePointMonth();
  const ok = dpId !== null && rangeProblem(from, to, current) === null;
  const id = dpId ?? 0;
  const tiers = useLoad(dpId === null ? null : `tiers-${id}-${current}`, useCallback((s: AbortSignal) => fetchTiers(id, current, current, s), [id, current]));
  const months = useLoad(ok ? `months-${id}-${from}-${to}` : null, useCallback((s: AbortSignal) => fetchMonthVolumes(id, from, to, s), [id, from, to]));
  const totals = useLoad(ok ? `totals-${id}-${from}-${to}` : null, useCallback((s: AbortSignal) => fetchTypeTotals(id, from, to, s), [id, from, to]));
  return { current, tiers, months, totals };
}
