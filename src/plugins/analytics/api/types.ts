/**
 * Answers of the analytics calls (spec part 2 §7). The spec shows the paths and query names only; these shapes are
 * ours, listed in sim/SEEDS.md and the README.
 */

/** Parcel types the volume charts stack; POST_PLUS and MARKETPLACE have award tiers. */
export const PARCEL_TYPES = ['POST_PLUS', 'MARKETPLACE', 'RETURN'] as const;
export type ParcelType = (typeof PARCEL_TYPES)[number];

/** The parcel types of the award programme (mitra tiering). */
export const TIERED_TYPES = ['POST_PLUS', 'MARKETPLACE'] as const;
export type TieredType = (typeof TIERED_TYPES)[number];

/** A month as the calls write it: 'YYYY-MM'. */
export type MonthString = string;

/** GET /2.0/dps/{id}/volumes-by-type: one row a month, parcels per type. */
export interface MonthVolumes {
  month: MonthString;
  volumes: Record<ParcelType, number>;
}

/** GET /1.0/dps/{id}/volumes-by-type: the range's total per type. */
export interface TypeVolume {
  parcel_type: ParcelType;
  volume: number;
}

/** GET /1.0/dps/{id}/tiers: the point's parcels of one tiered type in one month (the current month so far). */
export interface TierMonth {
  month: MonthString;
  parcel_type: TieredType;
  volume: number;
}

/** Shipper volume categories (spec §7): all parcels, and by how fast they were lodged in and handed over (§9). */
export const SHIPPER_CATEGORIES = ['total_volume', 'volume_n0', 'volume_n1_early_oc', 'volume_n1_late_oc', 'volume_n2_plus'] as const;
export type ShipperCategory = (typeof SHIPPER_CATEGORIES)[number];
/** The four timing categories, which add up to total_volume. */
export const TIMING_CATEGORIES = ['volume_n0', 'volume_n1_early_oc', 'volume_n1_late_oc', 'volume_n2_plus'] as const;
export type TimingCategory = (typeof TIMING_CATEGORIES)[number];

/** GET 1.0/dps/{id}/shipper-volumes: each shipper's parcels of one category over the months, largest first. */
export interface ShipperVolume {
  shipper_id: number;
  shipper_name: string;
  volume: number;
}

/** GET 1.0/dps/{id}/shipper-trend: one shipper's parcels a week (weeks start on Monday). */
export interface ShipperWeek extends Record<ShipperCategory, number> {
  week_start: string;
  by_type: Record<ParcelType, number>;
}

export interface ShipperTrend {
  shipper_id: number;
  shipper_name: string;
  weeks: ShipperWeek[];
}
