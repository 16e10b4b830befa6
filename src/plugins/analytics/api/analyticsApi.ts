/** The analytics calls (spec part 2 §7) on the point's country client, by the API contract's paths. */
import { apiFile, apiGet } from '@kernel';
import type { MonthString, ShipperCategory } from './types';

const months = (from: MonthString, to: MonthString) => ({ start_month: from, end_month: to });

/** GET /1.0/dps/{id}/tiers: the tiered types' parcels a month. */
export const fetchTiers = (dpId: number, from: MonthString, to: MonthString, signal?: AbortSignal) =>
  apiGet('1.0/dps/{dpId}/tiers', { path: { dpId }, query: months(from, to), signal });

/** GET /2.0/dps/{id}/volumes-by-type: parcels a month by type. */
export const fetchMonthVolumes = (dpId: number, from: MonthString, to: MonthString, signal?: AbortSignal) =>
  apiGet('2.0/dps/{dpId}/volumes-by-type', { path: { dpId }, query: months(from, to), signal });

/**
 * GET /1.0/dps/{id}/volumes-by-type: the range's parcels by type, for the figures. The spec's summary call
 * (GET 2.0/dps/{id}/summary, payload not shown) is the point's figures of today, without a month range, as the
 * dashboard and the simulator use it: it cannot give a range's figures, so this §7 call with the range does.
 */
export const fetchTypeTotals = (dpId: number, from: MonthString, to: MonthString, signal?: AbortSignal) =>
  apiGet('1.0/dps/{dpId}/volumes-by-type', { path: { dpId }, query: months(from, to), signal });

/** GET 1.0/dps/{id}/shipper-volumes: the shippers' parcels of one category, largest first. */
export const fetchShipperVolumes = (dpId: number, from: MonthString, to: MonthString, category: ShipperCategory, signal?: AbortSignal) =>
  apiGet('1.0/dps/{dpId}/shipper-volumes', { path: { dpId }, query: { ...months(from, to), category }, signal });

/** GET 1.0/dps/{id}/shipper-trend: one shipper's weeks between two days. */
export const fetchShipperTrend = (dpId: number, shipperId: number, startDate: string, endDate: string, signal?: AbortSignal) =>
  apiGet('1.0/dps/{dpId}/shipper-trend', { path: { dpId }, query: { shipper_id: shipperId, start_date: startDate, end_date: endDate }, signal });

/** GET /1.0/dps/{dpId}/report/shipper-volumes: the shipper's weeks as CSV text (not the `{ data }` envelope). */
export async function fetchShipperReport(dpId: number, shipperId: number, startDate: string, endDate: string): Promise<string> {
  const query = { shipper_id: shipperId, start_date: startDate, end_date: endDate };
  return (await apiFile('1.0/dps/{dpId}/report/shipper-volumes', { path: { dpId }, query, responseType: 'text' })).data;
}
