/**
 * The spec's parcel statuses and filters (part 2 §4) as data: which group a status belongs to, which statuses mean
 * the parcel is on the point's shelf. The simulator and the pages read the same lists.
 */
export const PARCEL_STATUSES = [
  'arrived_at_distribution_point', 'en_route_to_sorting_hub', 'staging', 'on_hold', 'transferred_to_3pl',
  'on_vehicle_for_delivery', 'pending_pickup_at_distribution_point', 'pending_pickup', 'cancelled', 'pending_reschedule',
  'van_en_route_to_pickup', 'returned_to_sender', 'pickup_fail', 'arrived_at_sorting_hub', 'completed', 'arrived_at_origin_hub',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** Group filters; 'default' is every group. */
export const GROUP_FILTERS = ['staging', 'pending', 'cancelled', 'completed'] as const;
export type ParcelGroup = (typeof GROUP_FILTERS)[number];

export const STORE_FILTERS = ['in_store', 'not_in_store', 'expired', 'not_expired'] as const;
export type StoreFilter = (typeof STORE_FILTERS)[number];

const GROUP_OF: Readonly<Record<ParcelStatus, ParcelGroup>> = {
  staging: 'staging',
  cancelled: 'cancelled',
  completed: 'completed',
  returned_to_sender: 'completed',
  arrived_at_distribution_point: 'pending',
  en_route_to_sorting_hub: 'pending',
  on_hold: 'pending',
  transferred_to_3pl: 'pending',
  on_vehicle_for_delivery: 'pending',
  pending_pickup_at_distribution_point: 'pending',
  pending_pickup: 'pending',
  pending_reschedule: 'pending',
  van_en_route_to_pickup: 'pending',
  pickup_fail: 'pending',
  arrived_at_sorting_hub: 'pending',
  arrived_at_origin_hub: 'pending',
};

/** The group filter a status falls under. */
export const groupOf = (status: ParcelStatus): ParcelGroup => GROUP_OF[status];

/** Statuses of a parcel that is on the point's shelf. */
export const IN_STORE_STATUSES: ReadonlySet<ParcelStatus> = new Set(['arrived_at_distribution_point', 'pending_pickup_at_distribution_point', 'staging']);

/** Terminal statuses (spec: completed, returned_to_sender). */
export const TERMINAL_STATUSES: ReadonlySet<ParcelStatus> = new Set(['completed', 'returned_to_sender']);

export const isParcelStatus = (value: string): value is ParcelStatus => (PARCEL_STATUSES as readonly string[]).includes(value);
export const isGroup = (value: string): value is ParcelGroup => (GROUP_FILTERS as readonly string[]).includes(value);
export const isStoreFilter = (value: string): value is StoreFilter => (STORE_FILTERS as readonly string[]).includes(value);
