/**
 * Seeded parcels and ids per country (CC is the upper-case country code; see SEEDS.md):
 * - send parcels NV{CC}00000001…NV{CC}00000010 lodge in; NV{CC}FAIL0001 fails lodge-in, NV{CC}SLOW0001 keeps the
 *   lodge-in PROCESSING, NV{CC}NORC0001 lodges in but its receipt cannot be created (POST 2.0/receipts answers 500);
 * - existing post orders NV{CC}P0000001, NV{CC}P0000002 (a scan finds a POST order: not valid in a session);
 * - pack ids NP{CC}0001…NP{CC}0006; return ids RF{CC}0001-2 (fully), RS{CC}0001 (semi), RU{CC}0001 (unintegrated).
 */
import type { CountryCode, DeliveryType } from '@kernel';
import type { IdentifierType, OrderType, Shipper } from '../../api/types';
import { countryOf } from '../countries';
import { countryIndex } from '@sim/kit';
import { seedConsignees, type SeedConsignee } from './consignees';
import { RETRY_RECEIPTS_INDEX, seedShippers } from '@sim/kit';

export type LodgeInBehaviour = 'ok' | 'fail' | 'slow' | 'noReceipt';

export interface SeedOrder {
  id: number;
  trackingId: string;
  type: Extract<OrderType, 'SEND' | 'POST' | 'RETURN'>;
  identifier: IdentifierType;
  status: string;
  shipper: Shipper;
  recipient: SeedConsignee;
  weight: number;
  codValue: number | null;
  deliveryType: DeliveryType;
  lodgeIn: LodgeInBehaviour;
}

export const LODGE_IN_FAILURE_MESSAGE = 'Parcel already lodged in at another point';

const cache = new Map<CountryCode, SeedOrder[]>();

/** Every seeded order of a country, built once (seeds never change; session state lives in state.ts). */
export function seedOrders(country: CountryCode): SeedOrder[] {
  const cached = cache.get(country);
  if (cached) return cached;
  const cc = country.toUpperCase();
  const ci = countryIndex(country);
  const shippers = seedShippers(country);
  const people = seedConsignees(country);
  const deliveryType = countryOf(country).deliveryTypes[0] ?? 'STANDARD';
  const orders: SeedOrder[] = [];
  const add = (trackingId: string, type: SeedOrder['type'], identifier: IdentifierType, lodgeIn: LodgeInBehaviour = 'ok') => {
    const n = orders.length;
    // Parcels 9 and 10 belong to the Retry Receipts shipper; the others rotate over the first three shippers.
    const shipper = (n === 8 || n === 9 ? shippers[RETRY_RECEIPTS_INDEX] : shippers[n % 3]) as Shipper;
    orders.push({
      id: ci * 1_000_000 + 1 + n,
      trackingId,
      type,
      identifier,
      status: type === 'RETURN' ? 'PENDING_RETURN' : 'PENDING_PICKUP',
      shipper,
      recipient: people[n % people.length] as SeedConsignee,
      weight: Math.round((0.5 + (n % 5) * 0.7) * 10) / 10,
      // Parcels 2, 5 and 8 (shippers with COD on) carry cash on delivery: a round amount in the country's money.
      codValue: n % 3 === 1 && n < 10 ? codAmount(country) : null,
      deliveryType,
      lodgeIn,
    });
  };
  for (let i = 1; i <= 10; i += 1) add(`NV${cc}${String(i).padStart(8, '0')}`, 'SEND', 'TRACKING_ID');
  add(`NV${cc}FAIL0001`, 'SEND', 'TRACKING_ID', 'fail');
  add(`NV${cc}SLOW0001`, 'SEND', 'TRACKING_ID', 'slow');
  add(`NV${cc}NORC0001`, 'SEND', 'TRACKING_ID', 'noReceipt');
  add(`NV${cc}P0000001`, 'POST', 'TRACKING_ID');
  add(`NV${cc}P0000002`, 'POST', 'TRACKING_ID');
  add(`RF${cc}0001`, 'RETURN', 'FULLY_INTEGRATED_RETURN_ID');
  add(`RF${cc}0002`, 'RETURN', 'FULLY_INTEGRATED_RETURN_ID');
  add(`RS${cc}0001`, 'RETURN', 'SEMI_INTEGRATED_RETURN_ID');
  add(`RU${cc}0001`, 'RETURN', 'UNINTEGRATED_RETURN_ID');
  // Added last so the parcels above keep their ids and shippers: enough send parcels for a counter's bad hour (20 scans).
  for (let i = 11; i <= 24; i += 1) add(`NV${cc}${String(i).padStart(8, '0')}`, 'SEND', 'TRACKING_ID');
  cache.set(country, orders);
  return orders;
}

function codAmount(country: CountryCode): number {
  const amounts: Partial<Record<CountryCode, number>> = { sg: 25, id: 150000, th: 500, my: 60, ph: 850, vn: 250000, mm: 30000, ma: 200 };
  return amounts[country] ?? 100;
}

/** Pre-printed pack ids NP{CC}0001…NP{CC}0006. */
export function seedPackIds(country: CountryCode): string[] {
  return Array.from({ length: 6 }, (_, i) => `NP${country.toUpperCase()}${String(i + 1).padStart(4, '0')}`);
}
