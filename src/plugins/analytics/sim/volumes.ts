/**
 * The analytics simulator's numbers, made from the kit's seeded random source keyed by country, month (or week) and
 * series, so a month shows the same figures on every run and a test can recompute them.
 */
import { countryIndex, seededRandom, simOffset, type CountryCode } from '@sim/kit';
import { PARCEL_TYPES, type MonthString, type ParcelType, type ShipperWeek } from '../api/types';
import { addMonths, dayString, monthOf } from '../model/months';

/** Months of history every point has: the current one and the twelve before it. */
export const SIM_MONTHS = 13;

/** Typical full-month parcels per type at a demo point (Thailand's point is the benchmark: see SEEDS.md). */
const BASE: Record<ParcelType, number> = { POST_PLUS: 900, MARKETPLACE: 17_000, RETURN: 600 };

/** Per-country size of the point against the base (a smaller point in mm and ma). */
const SCALE: Partial<Record<CountryCode, number>> = { th: 1, id: 1.2, sg: 0.6, my: 0.8, ph: 1.1, vn: 0.9, mm: 0.3, ma: 0.25 };

/** Seasonal shape by calendar month (1 = January): quiet after the new year, the year-end sales at the top. */
const SEASON = [0.82, 0.78, 0.88, 0.9, 0.95, 0.92, 0.9, 0.97, 1.02, 1.08, 1.3, 1.38];

function seed(...parts: Array<string | number>): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const offsetOf = (country: CountryCode): number => simOffset(country).utcOffsetHours;

/** The point's current month in its country. */
export function currentMonth(country: CountryCode, now = Date.now()): MonthString {
  return monthOf(now, offsetOf(country));
}

/** Share of the current month gone by (the month so far counts), 1 for past months. */
function elapsed(country: CountryCode, month: MonthString, now: number): number {
  if (month !== currentMonth(country, now)) return 1;
  const local = new Date(now + offsetOf(country) * 3_600_000);
  const days = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  return Math.max(1 / days, (local.getUTCDate() - 1 + local.getUTCHours() / 24) / days);
}

/** Parcels of one type in one month; null outside the simulator's 13 months (or in the future). */
export function monthVolume(country: CountryCode, month: MonthString, type: ParcelType, now = Date.now()): number | null {
  const current = currentMonth(country, now);
  if (month > current || month < addMonths(current, -(SIM_MONTHS - 1))) return null;
  const calendar = Number(month.slice(5, 7));
  const noise = 0.92 + seededRandom(seed('month', country, month, type))() * 0.16;
  const full = BASE[type] * (SCALE[country] ?? 0.5 + countryIndex(country) / 100) * (SEASON[calendar - 1] ?? 1) * noise;
  return Math.round(full * elapsed(country, month, now));
}

/** Every type's parcels in one month (zero outside the simulator's months). */
export function monthVolumes(country: CountryCode, month: MonthString, now = Date.now()): Record<ParcelType, number> {
  const out = {} as Record<ParcelType, number>;
  for (const t of PARCEL_TYPES) out[t] = monthVolume(country, month, t, now) ?? 0;
  return out;
}

/** The demo shippers of every point: one growing, one shrinking, the rest steady. */
export const SIM_SHIPPERS = [
  { id: 51, name: 'Sunrise Gadgets', trend: 0.06 },
  { id: 52, name: 'Old Town Books', trend: -0.05 },
  { id: 53, name: 'Green Leaf Tea', trend: 0 },
  { id: 54, name: 'Metro Fashion', trend: 0.01 },
  { id: 55, name: 'Happy Paws Supplies', trend: -0.01 },
] as const;

export type SimShipper = (typeof SIM_SHIPPERS)[number];

/** Shares of a shipper's parcels by timing (spec §9: N+0, N+1 before and after 6 pm, later). */
const TIMING_SHARE = { volume_n0: 0.55, volume_n1_early_oc: 0.22, volume_n1_late_oc: 0.13 } as const;
const TYPE_SHARE = { POST_PLUS: 0.3, MARKETPLACE: 0.6 } as const;

/** Weeks since a fixed Monday (1 January 2024) for a week's Monday. */
function weekNumber(monday: string): number {
  return Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.UTC(2024, 0, 1)) / (7 * 86_400_000));
}

/** One shipper's parcels in the week starting on `monday`, by timing category and by parcel type. */
export function shipperWeek(country: CountryCode, shipper: SimShipper, monday: string): ShipperWeek {
  const n = weekNumber(monday);
  const random = seededRandom(seed('week', country, shipper.id, monday));
  const base = 40 + (shipper.id % 5) * 15;
  // `trend` is a monthly rate of growth (negative: decline), centred on week 123 (late 2026), bounded so it stays readable.
  const growth = Math.min(5, Math.max(0.2, Math.exp((shipper.trend * (n - 123)) / 4.35)));
  const total = Math.round(base * (SCALE[country] ?? 0.5) * 4 * growth * (0.9 + random() * 0.2));
  const n0 = Math.round(total * (TIMING_SHARE.volume_n0 + (random() - 0.5) * 0.06));
  const early = Math.round(total * TIMING_SHARE.volume_n1_early_oc);
  const late = Math.round(total * TIMING_SHARE.volume_n1_late_oc);
  const post = Math.round(total * TYPE_SHARE.POST_PLUS);
  const market = Math.round(total * TYPE_SHARE.MARKETPLACE);
  return {
    week_start: monday,
    total_volume: total,
    volume_n0: n0,
    volume_n1_early_oc: early,
    volume_n1_late_oc: late,
    volume_n2_plus: Math.max(0, total - n0 - early - late),
    by_type: { POST_PLUS: post, MARKETPLACE: market, RETURN: Math.max(0, total - post - market) },
  };
}

/** The Mondays of the weeks that touch [from, to] (day strings). */
export function mondaysBetween(from: string, to: string): string[] {
  const first = new Date(`${from}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const out: string[] = [];
  for (let d = first; dayString(d) <= to && out.length < 600; d = new Date(d.getTime() + 7 * 86_400_000)) out.push(dayString(d));
  return out;
}
