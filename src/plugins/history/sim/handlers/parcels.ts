/**
 * GET 1.2/reservations/parcel: one page (newest first, at most 1,000) of the filtered parcels and the result's totals;
 * pages reach only the latest 10,000. GET 1.0/report/dp-parcels/volumes: all of them as CSV, slowly (2.5 s), with its length.
 */
import { delay } from 'msw';
import { badRequest, bytesResponse, countryCaller, countryHttp, ok } from '@sim/kit';
import type { ParcelPage, ParcelStatistics } from '../../api/types';
import { HISTORY_CAP } from '../../model/filters';
import { readListQuery } from '../listQuery';
import { parcelsOf, type SimParcel } from '../parcels';

export const REPORT_DELAY_MS = 2500;

export const listParcels = countryHttp.get('/1.2/reservations/parcel', ({ request, params }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  const search = new URL(request.url).searchParams;
  const q = readListQuery(search, who.country);
  if (q.error !== undefined) return badRequest(q.error);
  const page = Number(search.get('page') ?? '1');
  const size = Number(search.get('page_size') ?? '50');
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 1000) return badRequest('page must be 1 or more and page_size 1 to 1000.');
  const matched = parcelsOf(who.country).filter(q.match);
  const statistics: ParcelStatistics = { total_order_count: matched.length, staging: 0, pending: 0, cancelled: 0, completed: 0 };
  for (const p of matched) statistics[p.group] += 1;
  const reachable = Math.min(matched.length, HISTORY_CAP);
  const start = (page - 1) * size;
  const body: ParcelPage = {
    parcels: start < reachable ? matched.slice(start, Math.min(start + size, reachable)).map(rowOf) : [],
    page,
    page_size: size,
    total_pages: Math.ceil(reachable / size),
    statistics,
  };
  return ok(body);
});

/** The row the list shows: the kept parcel without what only the details and events use. */
function rowOf(p: SimParcel) {
  const { weight: _w, from_name: _fn, from_contact: _fc, to_address: _ta, driver: _d, hub: _h, ...row } = p;
  return row;
}

const CSV_COLUMNS = ['tracking_id', 'stamp_id', 'order_type', 'status', 'shipper_name', 'to_name', 'to_contact', 'delivery_type', 'cod_amount', 'created_at', 'dropped_off_at'] as const;

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const parcelReport = countryHttp.get('/1.0/report/dp-parcels/volumes', async ({ request, params }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  const q = readListQuery(new URL(request.url).searchParams, who.country);
  if (q.error !== undefined) return badRequest(q.error);
  await delay(REPORT_DELAY_MS);
  const lines = [CSV_COLUMNS.join(',')];
  for (const p of parcelsOf(who.country)) if (q.match(p)) lines.push(CSV_COLUMNS.map((c) => csvCell(p[c])).join(','));
  const bytes = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
  return bytesResponse(bytes, 'text/csv; charset=utf-8');
});
