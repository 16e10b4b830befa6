/**
 * GET 1.2/reservations/payment: one page of the point's payments (newest first) and the result's totals, filtered by
 * days (paid_at in the country's offset), text (tracking id) and kind (`filter` COD or FEE).
 * GET 1.0/report/dp-parcels/payment: all of them as CSV, slowly (2.5 s).
 */
import { delay } from 'msw';
import { countryDayStart, isDayString, type CountryCode } from '@kernel';
import { badRequest, bytesResponse, countryCaller, countryHttp, ok, simOffset } from '@sim/kit';
import type { PaymentPage, PaymentRow, PaymentStatistics } from '../../api/types';
import { paymentsOf } from '../payments';
import { REPORT_DELAY_MS } from './parcels';

const DAY = 86_400_000;
const cents = (n: number) => Math.round(n * 100) / 100;

function matcher(params: URLSearchParams, country: CountryCode): ((p: PaymentRow) => boolean) | string {
  const from = params.get('from_date') ?? '';
  const to = params.get('to_date') ?? '';
  if (!isDayString(from) || !isDayString(to)) return 'from_date and to_date must be days written YYYY-MM-DD.';
  const kinds = params.getAll('filter');
  if (kinds.some((k) => k !== 'COD' && k !== 'FEE')) return `Unknown filter ${kinds.join(',')}.`;
  const offset = simOffset(country);
  const start = countryDayStart(from, offset).getTime();
  const end = countryDayStart(to, offset).getTime() + DAY;
  const text = (params.get('query') ?? '').trim().toUpperCase();
  return (p) => {
    const at = Date.parse(p.paid_at);
    return at >= start && at < end && (!kinds.length || kinds.includes(p.kind)) && (!text || p.tracking_id.includes(text));
  };
}

export const listPayments = countryHttp.get('/1.2/reservations/payment', ({ request, params }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  const search = new URL(request.url).searchParams;
  const match = matcher(search, who.country);
  if (typeof match === 'string') return badRequest(match);
  const page = Number(search.get('page') ?? '1');
  const size = Number(search.get('page_size') ?? '50');
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 100) return badRequest('page must be 1 or more and page_size 1 to 100.');
  const matched = paymentsOf(who.country).filter(match);
  const statistics: PaymentStatistics = { total_count: matched.length, total_amount: 0, cod_amount: 0, fee_amount: 0, unsettled_amount: 0 };
  for (const p of matched) {
    statistics.total_amount += p.amount;
    if (p.kind === 'COD') statistics.cod_amount += p.amount;
    else statistics.fee_amount += p.amount;
    if (!p.settled) statistics.unsettled_amount += p.amount;
  }
  for (const k of ['total_amount', 'cod_amount', 'fee_amount', 'unsettled_amount'] as const) statistics[k] = cents(statistics[k]);
  const body: PaymentPage = { payments: matched.slice((page - 1) * size, page * size), page, page_size: size, total_pages: Math.ceil(matched.length / size), statistics };
  return ok(body);
});

export const paymentReport = countryHttp.get('/1.0/report/dp-parcels/payment', async ({ request, params }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  const match = matcher(new URL(request.url).searchParams, who.country);
  if (typeof match === 'string') return badRequest(match);
  await delay(REPORT_DELAY_MS);
  const lines = ['tracking_id,kind,amount,paid_at,settled'];
  for (const p of paymentsOf(who.country)) if (match(p)) lines.push([p.tracking_id, p.kind, p.amount.toFixed(2), p.paid_at, String(p.settled)].join(','));
  const bytes = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
  return bytesResponse(bytes, 'text/csv; charset=utf-8');
});
