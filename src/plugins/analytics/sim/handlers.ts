/**
 * The analytics calls of spec part 2 §7 on the simulated server: tiers, volumes by type (1.0 and 2.0), shipper
 * volumes by category, a shipper's trend and the shipper volumes report (CSV).
 */
import { HttpResponse } from 'msw';
import { badRequest, countryCaller, countryHttp, fail, notFound, ok, simDay, type CountryCaller, type SimError } from '@sim/kit';
import { PARCEL_TYPES, SHIPPER_CATEGORIES, TIERED_TYPES, type MonthVolumes, type ShipperCategory, type ShipperVolume, type TierMonth, type TypeVolume } from '../api/types';
import { addMonths, isMonthString, monthsBetween } from '../model/months';
import { currentMonth, mondaysBetween, monthVolume, monthVolumes, shipperWeek, SIM_SHIPPERS, type SimShipper } from './volumes';

type Caller = Extract<CountryCaller, { account: object }>;

/** The caller at its own point, or the refusal. */
function atOwnPoint(request: Request, params: { dpId: string }): Caller | { response: SimError } {
  const who = countryCaller(request, params);
  if (who.response) return { response: who.response };
  if (Number(params.dpId) !== who.account.dp.id) return { response: fail(403, 'FORBIDDEN', 'FORBIDDEN', 'This is not your point.') };
  return who;
}

/** start_month and end_month, checked (at most 24 months). */
function monthRange(url: URL): { months: string[] } | { error: string } {
  const from = url.searchParams.get('start_month') ?? '';
  const to = url.searchParams.get('end_month') ?? '';
  if (!isMonthString(from) || !isMonthString(to)) return { error: 'start_month and end_month must be YYYY-MM.' };
  if (to < from) return { error: 'end_month must not be before start_month.' };
  if (to > addMonths(from, 23)) return { error: 'At most 24 months at a time.' };
  return { months: monthsBetween(from, to) };
}

/** start_date and end_date as days, checked (at most 400 days). */
function dayRange(url: URL): { from: string; to: string } | { error: string } {
  const from = url.searchParams.get('start_date') ?? '';
  const to = url.searchParams.get('end_date') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to)) return { error: 'start_date and end_date must be YYYY-MM-DD.' };
  if (to < from) return { error: 'end_date must not be before start_date.' };
  if (Date.parse(to) - Date.parse(from) > 400 * 86_400_000) return { error: 'At most 400 days at a time.' };
  return { from, to };
}

function shipperOf(url: URL) {
  const id = Number(url.searchParams.get('shipper_id'));
  return SIM_SHIPPERS.find((s) => s.id === id);
}

/** The caller at its own point and the months asked, or the refusal. */
function monthsAsked(request: Request, params: { dpId: string }): { country: Caller['country']; months: string[]; response?: undefined } | { response: SimError } {
  const who = atOwnPoint(request, params);
  if (who.response) return { response: who.response };
  const range = monthRange(new URL(request.url));
  if ('error' in range) return { response: badRequest(range.error) };
  return { country: who.country, months: range.months };
}

function tierRows(country: Caller['country'], months: string[]): TierMonth[] {
  const rows: TierMonth[] = [];
  for (const month of months) {
    for (const type of TIERED_TYPES) {
      const volume = monthVolume(country, month, type);
      if (volume !== null) rows.push({ month, parcel_type: type, volume });
    }
  }
  return rows;
}

export const tiers = countryHttp.get('/1.0/dps/{dpId}/tiers', ({ request, params }) => {
  const asked = monthsAsked(request, params);
  return asked.response ?? ok(tierRows(asked.country, asked.months));
});

export const volumesByType2 = countryHttp.get('/2.0/dps/{dpId}/volumes-by-type', ({ request, params }) => {
  const asked = monthsAsked(request, params);
  if (asked.response) return asked.response;
  const current = currentMonth(asked.country);
  const rows: MonthVolumes[] = asked.months.filter((m) => m <= current).map((month) => ({ month, volumes: monthVolumes(asked.country, month) }));
  return ok(rows);
});

export const volumesByType1 = countryHttp.get('/1.0/dps/{dpId}/volumes-by-type', ({ request, params }) => {
  const asked = monthsAsked(request, params);
  if (asked.response) return asked.response;
  const { country, months } = asked;
  const rows: TypeVolume[] = PARCEL_TYPES.map((t) => ({ parcel_type: t, volume: months.reduce((sum, m) => sum + (monthVolume(country, m, t) ?? 0), 0) }));
  return ok(rows);
});

/** The Mondays of the weeks that start within the months, up to today in the point's country. */
function weeksOfMonths(months: string[], country: Caller['country']): string[] {
  const from = `${months[0] ?? ''}-01`;
  const to = `${addMonths(months[months.length - 1] ?? '', 1)}-01`;
  const today = simDay(country, Date.now());
  return mondaysBetween(from, to).filter((d) => d >= from && d < to && d <= today);
}

export const shipperVolumes = countryHttp.get('/1.0/dps/{dpId}/shipper-volumes', ({ request, params }) => {
  const who = atOwnPoint(request, params);
  if (who.response) return who.response;
  const url = new URL(request.url);
  const range = monthRange(url);
  if ('error' in range) return badRequest(range.error);
  const category = (url.searchParams.get('category') ?? 'total_volume') as ShipperCategory;
  if (!SHIPPER_CATEGORIES.includes(category)) return badRequest(`category must be one of ${SHIPPER_CATEGORIES.join(', ')}.`);
  const weeks = weeksOfMonths(range.months, who.country);
  const rows: ShipperVolume[] = SIM_SHIPPERS.map((s) => ({
    shipper_id: s.id,
    shipper_name: s.name,
    volume: weeks.reduce((sum, w) => sum + shipperWeek(who.country, s, w)[category], 0),
  })).sort((a, b) => b.volume - a.volume);
  return ok(rows);
});

/** The caller at its own point, the shipper and the Mondays of the days asked, or the refusal. */
function shipperAsked(request: Request, params: { dpId: string }): { country: Caller['country']; shipper: SimShipper; mondays: string[]; response?: undefined } | { response: SimError } {
  const who = atOwnPoint(request, params);
  if (who.response) return { response: who.response };
  const url = new URL(request.url);
  const shipper = shipperOf(url);
  if (!shipper) return { response: notFound('No such shipper at this point.') };
  const range = dayRange(url);
  if ('error' in range) return { response: badRequest(range.error) };
  return { country: who.country, shipper, mondays: mondaysBetween(range.from, range.to) };
}

export const shipperTrend = countryHttp.get('/1.0/dps/{dpId}/shipper-trend', ({ request, params }) => {
  const asked = shipperAsked(request, params);
  if (asked.response) return asked.response;
  const { country, shipper, mondays } = asked;
  return ok({ shipper_id: shipper.id, shipper_name: shipper.name, weeks: mondays.map((w) => shipperWeek(country, shipper, w)) });
});

const REPORT_COLUMNS = ['week_start', 'shipper_id', 'shipper_name', ...SHIPPER_CATEGORIES] as const;

export const shipperReport = countryHttp.get('/1.0/dps/{dpId}/report/shipper-volumes', ({ request, params }) => {
  const asked = shipperAsked(request, params);
  if (asked.response) return asked.response;
  const { country, shipper, mondays } = asked;
  const lines: string[] = [REPORT_COLUMNS.join(',')];
  for (const w of mondays) {
    const week = shipperWeek(country, shipper, w);
    lines.push([w, String(shipper.id), `"${shipper.name}"`, ...SHIPPER_CATEGORIES.map((c) => String(week[c]))].join(','));
  }
  return new HttpResponse<string>(`${lines.join('\r\n')}\r\n`, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
});
