/**
 * Answers of the analytics calls (spec part 2 §7), as the API contract (api/openapi.yaml) writes them. The spec shows
 * the paths and query names only; these shapes are ours, marked `x-assumed` there.
 */
import type { ApiAnswer, ApiSchema } from '@kernel';

/** Parcel types the volume charts stack; POST_PLUS and MARKETPLACE have award tiers. */
export type ParcelType = ApiSchema<'ParcelType'>;
export const PARCEL_TYPES = ['POST_PLUS', 'MARKETPLACE', 'RETURN'] as const satisfies readonly ParcelType[];

/** The parcel types of the award programme (mitra tiering). */
export type TieredType = ApiSchema<'TieredType'>;
export const TIERED_TYPES = ['POST_PLUS', 'MARKETPLACE'] as const satisfies readonly TieredType[];

/** A month as the calls write it: 'YYYY-MM'. */
export type MonthString = ApiSchema<'MonthString'>;

/** GET /2.0/dps/{id}/volumes-by-type: one row a month, parcels per type. */
export type MonthVolumes = ApiAnswer<'2.0/dps/{dpId}/volumes-by-type'>[number];

/** GET /1.0/dps/{id}/volumes-by-type: the range's total per type. */
export type TypeVolume = ApiAnswer<'1.0/dps/{dpId}/volumes-by-type'>[number];

/** GET /1.0/dps/{id}/tiers: the point's parcels of one tiered type in one month (the current month so far). */
export type TierMonth = ApiAnswer<'1.0/dps/{dpId}/tiers'>[number];

/** Shipper volume categories (spec §7): all parcels, and by how fast they were lodged in and handed over (§9). */
export type ShipperCategory = ApiSchema<'ShipperCategory'>;
export const SHIPPER_CATEGORIES = ['total_volume', 'volume_n0', 'volume_n1_early_oc', 'volume_n1_late_oc', 'volume_n2_plus'] as const satisfies readonly ShipperCategory[];
/** The four timing categories, which add up to total_volume. */
export const TIMING_CATEGORIES = ['volume_n0', 'volume_n1_early_oc', 'volume_n1_late_oc', 'volume_n2_plus'] as const satisfies readonly ShipperCategory[];
export type TimingCategory = (typeof TIMING_CATEGORIES)[number];

/** GET 1.0/dps/{id}/shipper-volumes: each shipper's parcels of one category over the months, largest first. */
export type ShipperVolume = ApiAnswer<'1.0/dps/{dpId}/shipper-volumes'>[number];

/** GET 1.0/dps/{id}/shipper-trend: one shipper's weeks (weeks start on Monday). */
export type ShipperTrend = ApiAnswer<'1.0/dps/{dpId}/shipper-trend'>;
/** One shipper's parcels a week, by timing category and by type. */
export type ShipperWeek = ShipperTrend['weeks'][number];
