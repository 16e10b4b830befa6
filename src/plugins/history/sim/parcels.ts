/**
 * The simulated server's parcels: per country 12,000 over the last 90 days across every status (so a 90-day list
 * passes the 10,000 cap), made from a seeded random source, newest first. Two fixed parcels per country (CC is the
 * upper-case country code): NVCCHIST0001, created on the country's yesterday at 03:15 UTC (one instant shows
 * different hours in th and sg), and NVCCHIST0002, whose driver details are unavailable on the first ask. Nothing
 * happens after the simulator's now: no drop-off, and no event (events.ts), later than it.
 */
import type { CountryCode, DeliveryType } from '@kernel';
import { countryIndex, pick, seededRandom, simCountry, simDay, utcTimeOn } from '@sim/kit';
import type { OrderKind, ParcelRow } from '../api/types';
import { IN_STORE_STATUSES, groupOf, type ParcelStatus } from '../model/statuses';
import { peopleOf } from './people';

export const PARCELS_PER_COUNTRY = 12_000;
export const HISTORY_DAYS = 90;
/** The demo points' maxParcelStayDuration (spec: mock data 2), in days. */
export const MAX_STAY_DAYS = 2;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A parcel as the simulated server keeps it: the row, and what details and events are made from. */
export interface SimParcel extends ParcelRow {
  weight: number;
  from_name: string;
  from_contact: string;
  to_address: string;
  driver: string;
  hub: string;
}

// A small shop's shelf: about one in eight of the last day's parcels is still at the point (the rest went to a
// driver), and a few older ones wait for their customer past the stay limit; every status appears across the days.
const ON_SHELF: readonly ParcelStatus[] = ['arrived_at_distribution_point', 'staging', 'pending_pickup_at_distribution_point'];
const YOUNG: readonly ParcelStatus[] = ['en_route_to_sorting_hub', 'en_route_to_sorting_hub', 'arrived_at_sorting_hub', 'van_en_route_to_pickup', 'pending_pickup', 'arrived_at_origin_hub'];
const MIDDLE: readonly ParcelStatus[] = ['arrived_at_sorting_hub', 'arrived_at_origin_hub', 'on_vehicle_for_delivery', 'transferred_to_3pl', 'on_hold', 'pending_reschedule', 'pickup_fail', 'completed', 'completed'];
const OLD: readonly ParcelStatus[] = ['completed', 'completed', 'completed', 'completed', 'completed', 'returned_to_sender', 'cancelled', 'on_hold'];

function statusFor(ageMs: number, i: number, r: number): ParcelStatus {
  if (ageMs < DAY) return i % 8 === 0 ? pick(ON_SHELF, r) : pick(YOUNG, r);
  if (ageMs < MAX_STAY_DAYS * DAY) return pick(YOUNG, r);
  if (ageMs < 6 * DAY) return i % 150 === 0 ? 'pending_pickup_at_distribution_point' : pick(MIDDLE, r);
  return pick(OLD, r);
}
const KINDS: readonly OrderKind[] = ['SEND', 'SEND', 'SEND', 'POST', 'POST', 'PACK', 'RETURN'];
const NOT_DROPPED: ReadonlySet<ParcelStatus> = new Set(['van_en_route_to_pickup', 'pending_pickup', 'pickup_fail']);

const cache = new Map<CountryCode, SimParcel[]>();
let anchor: number | null = null;

/** The simulator's "now" for the demo data: fixed at the first ask, so pages and totals agree for the whole run. */
export function simNow(): number {
  anchor ??= Date.now();
  return anchor;
}

/** Forgets the made parcels (tests move the clock between cases). */
export function resetHistoryParcels(): void {
  cache.clear();
  anchor = null;
}

function phone(prefix: string, r: () => number): string {
  return `${prefix}${String(Math.floor(r() * 9e7) + 1e7)}`;
}

function makeParcel(country: CountryCode, i: number, createdAt: number, r: () => number, now: number): SimParcel {
  const config = simCountry(country);
  const people = peopleOf(country);
  const prefix = config?.phonePrefix ?? '+65';
  const types: readonly DeliveryType[] = config?.deliveryTypes.length ? config.deliveryTypes : ['STANDARD'];
  const age = now - createdAt;
  const status = statusFor(age, i, r());
  const kind = pick(KINDS, r());
  // Dropped off within six hours of its creation, and never after now (the newest parcels are minutes old).
  const dropWindow = Math.max(0, Math.min(6 * HOUR, now - createdAt));
  const droppedOffAt = NOT_DROPPED.has(status) || (status === 'cancelled' && r() < 0.5) ? null : createdAt + Math.floor(r() * dropWindow);
  const inStore = IN_STORE_STATUSES.has(status) && droppedOffAt !== null;
  const codAllowed = config?.cod.percent !== null && config?.cod.percent !== undefined;
  const cc = country.toUpperCase();
  const toName = `${pick(people.first, r())} ${pick(people.last, r())}`;
  return {
    order_id: countryIndex(country) * 1_000_000 + i,
    tracking_id: `NV${cc}H${String(i).padStart(6, '0')}`,
    stamp_id: kind === 'POST' ? `STAMP${cc}${String(i).padStart(6, '0')}` : null,
    order_type: kind,
    status,
    group: groupOf(status),
    shipper_name: pick(people.shops, r()),
    to_name: toName,
    to_contact: phone(prefix, r),
    delivery_type: pick(types, r()),
    cod_amount: codAllowed && r() < 0.25 ? Math.round(r() * 20000) / 100 + 5 : null,
    created_at: new Date(createdAt).toISOString(),
    dropped_off_at: droppedOffAt === null ? null : new Date(droppedOffAt).toISOString(),
    in_store: inStore,
    expired: inStore && droppedOffAt !== null && now - droppedOffAt > MAX_STAY_DAYS * DAY,
    weight: Math.round((0.2 + r() * 4.8) * 10) / 10,
    from_name: `${pick(people.first, r())} ${pick(people.last, r())}`,
    from_contact: phone(prefix, r),
    to_address: `${Math.floor(r() * 300) + 1} ${pick(people.last, r())} Road`,
    driver: pick(people.drivers, r()),
    hub: pick(people.hubs, r()),
  };
}

/** The fixed parcels: the same instant in every country, and the one whose driver details fail once. */
function fixedParcels(country: CountryCode, now: number, r: () => number): SimParcel[] {
  // The country's yesterday, not UTC's: at 23:30 UTC it is already tomorrow in th, and UTC's yesterday its day before.
  const yesterday = simDay(country, now, 1);
  const madeAt = utcTimeOn(yesterday, '03:15');
  const cc = country.toUpperCase();
  const base = makeParcel(country, 0, madeAt, r, now);
  const first: SimParcel = {
    ...base, order_id: countryIndex(country) * 1_000_000 + 999_001, tracking_id: `NV${cc}HIST0001`, stamp_id: null,
    order_type: 'SEND', status: 'completed', group: 'completed', in_store: false, expired: false,
    dropped_off_at: new Date(madeAt).toISOString(),
  };
  const second: SimParcel = {
    ...makeParcel(country, 0, utcTimeOn(yesterday, '05:00'), r, now), order_id: countryIndex(country) * 1_000_000 + 999_002,
    tracking_id: `NV${cc}HIST0002`, stamp_id: null, order_type: 'SEND', status: 'arrived_at_sorting_hub', group: 'pending',
    in_store: false, expired: false, dropped_off_at: new Date(utcTimeOn(yesterday, '06:00')).toISOString(),
  };
  return [first, second];
}

/** The country's parcels, newest first. */
export function parcelsOf(country: CountryCode): SimParcel[] {
  const made = cache.get(country);
  if (made) return made;
  const now = simNow();
  const r = seededRandom(countryIndex(country) * 7919);
  const list: SimParcel[] = [];
  for (let i = 1; i <= PARCELS_PER_COUNTRY; i++) {
    // Spread over 90 days, a few more lately; the newest is a few minutes old.
    const ageShare = Math.pow(r(), 1.1);
    list.push(makeParcel(country, i, now - 5 * 60_000 - Math.floor(ageShare * HISTORY_DAYS * DAY), r, now));
  }
  list.push(...fixedParcels(country, now, r));
  list.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.order_id - b.order_id));
  cache.set(country, list);
  return list;
}

/** A parcel by its order id, in the caller's country. */
export function parcelById(country: CountryCode, orderId: number): SimParcel | undefined {
  return parcelsOf(country).find((p) => p.order_id === orderId);
}
