import { useCallback } from 'react';
import { usePortal } from '@kernel';
import { useLoad } from '@ui';
import { fetchMonthVolumes, fetchTiers, fetchTypeTotals } from '../api/analyticsApi';
import type { MonthString } from '../api/types';
import { monthOf } from '../model/months';
import { rangeProblem, type MonthRange, type Ranged } from '../model/range';

/** The point's current month in its country, and its id. */
export function usePointMonth(): { dpId: number | null; current: MonthString } {
  const { dp, country } = usePortal();
  return { dpId: dp?.id ?? null, current: monthOf(Date.now(), country.utcOffsetHours) };
}

/** An answer for a range, with the range it answers (what the page labels and draws it by). */
export const ranged = <T,>(range: MonthRange, answer: Promise<T>): Promise<Ranged<T>> => answer.then((data) => ({ range, data }));

/**
 * The business page's three loads: the month's tiers, parcels a month by type (the chart) and the range's totals
 * by type (the figures), each answer with its range.
 */
export function useBusinessAnalytics(range: MonthRange) {
  const { dpId, current } = usePointMonth();
  const { from, to } = range;
  const ok = dpId !== null && rangeProblem(from, to, current) === null;
  const id = dpId ?? 0;
  const tiers = useLoad(dpId === null ? null : `tiers-${id}-${current}`, useCallback((s: AbortSignal) => fetchTiers(id, current, current, s), [id, current]));
  const months = useLoad(ok ? `months-${id}-${from}-${to}` : null,
    useCallback((s: AbortSignal) => ranged({ from, to }, fetchMonthVolumes(id, from, to, s)), [id, from, to]));
  const totals = useLoad(ok ? `totals-${id}-${from}-${to}` : null,
    useCallback((s: AbortSignal) => ranged({ from, to }, fetchTypeTotals(id, from, to, s)), [id, from, to]));
  return { current, tiers, months, totals };
}
