/** The history list's, payments' and home's calls (spec part 2 §7), by the API contract's paths; order details' are in orderCalls.ts. */
import { apiFile, apiGet, type DownloadProgress } from '@kernel';
import { PAGE_SIZE, type HistoryFilters } from '../model/filters';
import type { PaymentFilters } from '../model/paymentFilters';
import { parcelListGet, parcelQuery } from './parcelList';
import type { ParcelPage, PaymentPage } from './types';

/** GET 1.2/reservations/parcel: one page of the filtered list and its totals (`filter` and `additional_filter` repeated). */
export function fetchParcels(f: HistoryFilters, signal?: AbortSignal, pageSize = PAGE_SIZE): Promise<ParcelPage> {
  const get = parcelListGet(f, pageSize);
  return apiGet(get.path, { query: get.query, signal });
}

/** GET 1.0/tracking?q=: orders whose tracking or stamp id is the text. */
export const searchTracking = (q: string, signal?: AbortSignal) => apiGet('1.0/tracking', { query: { q }, signal });

/** GET 2.0/dps/{id}/summary: today's figures. */
export const fetchSummary = (dpId: number, signal?: AbortSignal) => apiGet('2.0/dps/{dpId}/summary', { path: { dpId }, signal });

/** GET 1.0/payments-summary: today's takings and what is still in the till. */
export const fetchPaymentsSummary = (dpId: number, signal?: AbortSignal) => apiGet('1.0/payments-summary', { query: { dp_id: dpId }, signal });

/** GET 1.2/reservations/payment: one page of the point's payments and the result's totals. */
export function fetchPayments(f: PaymentFilters, signal?: AbortSignal): Promise<PaymentPage> {
  return apiGet('1.2/reservations/payment', { query: { ...paymentQuery(f), page: f.page, page_size: PAGE_SIZE }, signal });
}

/** The payment filters as the list and its report take them. */
function paymentQuery(f: PaymentFilters) {
  return { from_date: f.from, to_date: f.to, query: f.query || undefined, filter: f.kinds };
}

/** Receives a share (0 to 1) of a download when the server says how long it is, else null. */
export type ProgressListener = DownloadProgress;

/** GET 1.0/report/dp-parcels/volumes: every parcel of the filters as CSV (no 10,000 cap). */
export const fetchParcelReport = async (filters: HistoryFilters, onProgress: ProgressListener, signal?: AbortSignal) =>
  (await apiFile('1.0/report/dp-parcels/volumes', { query: parcelQuery(filters), responseType: 'text', onProgress, signal })).data;

/** GET 1.0/report/dp-parcels/payment: every payment of the filters as CSV. */
export const fetchPaymentReport = async (filters: PaymentFilters, onProgress: ProgressListener, signal?: AbortSignal) =>
  (await apiFile('1.0/report/dp-parcels/payment', { query: paymentQuery(filters), responseType: 'text', onProgress, signal })).data;
