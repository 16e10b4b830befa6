/**
 * A parcel's event timeline as the simulated server tells it: made from the parcel's status and times, oldest first,
 * none later than the simulator's now. NVCCHIST0002's hand-over to the driver comes without the driver's details on
 * the first ask, then with them.
 */
import type { OrderEvent } from '../api/types';
import type { ParcelStatus } from '../model/statuses';
import { simNow, type SimParcel } from './parcels';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What follows the drop-off for each status, as event codes. */
const AFTER_DROP_OFF: Readonly<Record<ParcelStatus, readonly string[]>> = {
  arrived_at_distribution_point: [],
  pending_pickup_at_distribution_point: ['PENDING_PICKUP_AT_DP'],
  staging: ['STAGED_AT_DP'],
  en_route_to_sorting_hub: ['HANDED_TO_DRIVER'],
  arrived_at_sorting_hub: ['HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB'],
  arrived_at_origin_hub: ['HANDED_TO_DRIVER', 'ARRIVED_AT_ORIGIN_HUB'],
  on_hold: ['HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB', 'ON_HOLD'],
  transferred_to_3pl: ['HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB', 'TRANSFERRED_TO_3PL'],
  on_vehicle_for_delivery: ['HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB', 'ON_VEHICLE_FOR_DELIVERY'],
  pending_reschedule: ['HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB', 'ON_VEHICLE_FOR_DELIVERY', 'DELIVERY_FAIL'],
  completed: ['HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB', 'ON_VEHICLE_FOR_DELIVERY', 'DELIVERY_SUCCESS'],
  returned_to_sender: ['HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB', 'ON_VEHICLE_FOR_DELIVERY', 'DELIVERY_FAIL', 'RETURNED_TO_SENDER'],
  cancelled: ['CANCELLED'],
  van_en_route_to_pickup: [],
  pending_pickup: [],
  pickup_fail: [],
};
const BEFORE_DROP_OFF: Readonly<Partial<Record<ParcelStatus, readonly string[]>>> = {
  van_en_route_to_pickup: ['VAN_EN_ROUTE_TO_PICKUP'],
  pickup_fail: ['PICKUP_FAIL'],
  cancelled: ['CANCELLED'],
};
const WITH_DRIVER = new Set(['HANDED_TO_DRIVER', 'ON_VEHICLE_FOR_DELIVERY', 'DELIVERY_SUCCESS', 'DELIVERY_FAIL', 'VAN_EN_ROUTE_TO_PICKUP', 'PICKUP_FAIL']);
const AT_HUB = new Set(['ARRIVED_AT_SORTING_HUB', 'ARRIVED_AT_ORIGIN_HUB', 'ON_HOLD', 'TRANSFERRED_TO_3PL', 'RETURNED_TO_SENDER']);
const COMMENTS: Readonly<Record<string, string>> = {
  DELIVERY_FAIL: 'Recipient not at home; card left at the door.',
  ON_HOLD: 'Address to be confirmed with the shipper.',
  CANCELLED: 'Cancelled by the shipper.',
  RETURNED_TO_SENDER: 'Returned after three delivery attempts.',
};

const askedOnce = new Set<number>();

export function resetHistoryEvents(): void {
  askedOnce.clear();
}

/**
 * The events' times: the creation, the drop-off, then 3 to 22 hours between steps; when the last step would come
 * after now (a parcel delivered yesterday), the steps after the drop-off are drawn closer to end before it.
 */
function eventTimes(p: SimParcel, codes: readonly string[], now: number): number[] {
  let at = Date.parse(p.created_at);
  let anchor = at;
  const times = codes.map((name, i) => {
    if (name === 'DROPPED_OFF_AT_DP' && p.dropped_off_at) at = anchor = Date.parse(p.dropped_off_at);
    else if (i > 0) at += (3 + ((p.order_id + i * 7) % 20)) * HOUR + ((p.order_id * (i + 3)) % 60) * 60_000;
    return at;
  });
  const last = times[times.length - 1] ?? anchor;
  const latest = Math.max(anchor, now - MINUTE);
  if (last <= latest) return times;
  const share = (latest - anchor) / (last - anchor);
  return times.map((t) => (t > anchor ? anchor + Math.floor((t - anchor) * share) : t));
}

export function eventsOf(p: SimParcel, now = simNow()): OrderEvent[] {
  const codes = ['ORDER_CREATED', ...(p.dropped_off_at ? ['DROPPED_OFF_AT_DP', ...AFTER_DROP_OFF[p.status]] : (BEFORE_DROP_OFF[p.status] ?? []))];
  const driverFailsNow = p.tracking_id.endsWith('HIST0002') && !askedOnce.has(p.order_id);
  askedOnce.add(p.order_id);
  const times = eventTimes(p, codes, now);
  return codes.map((name, i) => {
    const driverLess = driverFailsNow && name === 'HANDED_TO_DRIVER';
    return {
      id: p.order_id * 100 + i,
      name,
      time: new Date(times[i] ?? now).toISOString(),
      driver: WITH_DRIVER.has(name) && !driverLess ? { name: p.driver, contact: p.from_contact.slice(0, -4) + '7788' } : null,
      driver_unavailable: driverLess,
      scan_location: name === 'DROPPED_OFF_AT_DP' || name === 'STAGED_AT_DP' ? 'DP counter' : AT_HUB.has(name) ? p.hub : null,
      hub: AT_HUB.has(name) ? p.hub : null,
      comment: COMMENTS[name] ?? null,
    };
  });
}
