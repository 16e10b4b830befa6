/**
 * The award tiers (mitra tiering, spec §9): a tier holds from its threshold up to the next tier's threshold less
 * one; the highest tier is open-ended. Pure arithmetic for the tier card, the progress bar and the modal's table.
 */

/** One tier of a variant as config/plugins/analytics.json gives it. */
export interface TierDef {
  id: string;
  /** Message id of the tier's name. */
  labelId: string;
  /** The first monthly volume in this tier. */
  from: number;
  /** The tier's colour on the card and in the modal (CSS colour). */
  color: string;
}

/** A tier with its range: `to` is null for the open-ended highest tier. */
export interface TierRange extends TierDef {
  to: number | null;
}

/** Where a month's volume puts the point. */
export interface TierStanding {
  tier: TierRange;
  /** The next tier, null at the highest. */
  next: TierRange | null;
  /** Parcels still needed to reach the next tier (0 at the highest). */
  left: number;
  /** Share of the way to the next tier's threshold, 0 to 100 (capped; 100 at the highest). */
  percent: number;
}

/** The tiers of a variant as ranges, lowest first (config lists them in any order). */
export function tierRanges(tiers: readonly TierDef[]): TierRange[] {
  const sorted = [...tiers].sort((a, b) => a.from - b.from);
  return sorted.map((t, i) => {
    const next = sorted[i + 1];
    return { ...t, to: next ? next.from - 1 : null };
  });
}

/** Progress towards a threshold in percent, never above 100 nor below 0. */
export function progressPercent(volume: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, (volume / target) * 100));
}

/** The tier a monthly volume reaches, the next one, what is left and the progress; null for a variant with no tier. */
export function standing(tiers: readonly TierDef[], volume: number): TierStanding | null {
  const ranges = tierRanges(tiers);
  const v = Math.max(0, Math.floor(volume));
  let index = -1;
  ranges.forEach((t, i) => {
    if (v >= t.from) index = i;
  });
  // A volume under the lowest threshold (a variant that does not start at 0) still shows the lowest tier to reach.
  const tier = ranges[Math.max(0, index)];
  if (!tier) return null;
  if (index < 0) return { tier, next: tier, left: tier.from - v, percent: progressPercent(v, tier.from) };
  const next = ranges[index + 1] ?? null;
  if (!next) return { tier, next: null, left: 0, percent: 100 };
  return { tier, next, left: next.from - v, percent: progressPercent(v, next.from) };
}
