/** The analytics plugin's config (config/plugins/analytics.json, schema config/schemas/analytics.schema.json). */
import type { TieredType } from '../api/types';
import type { TierDef } from './tiers';

export interface AnalyticsConfig {
  /** Tier variants by name (e.g. metal: silver, gold, platinum; gem: emerald, ruby, diamond). */
  variants: Record<string, TierDef[]>;
  /** Which variant applies to which tiered parcel type. */
  parcelTypes: Record<TieredType, string>;
}

/** What the schema cannot say: each parcel type names a variant that exists, and no two tiers share a threshold. */
export function checkAnalyticsConfig(value: unknown): Array<{ path: string; message: string }> {
  const config = value as AnalyticsConfig;
  const problems: Array<{ path: string; message: string }> = [];
  for (const [type, variant] of Object.entries(config.parcelTypes)) {
    if (!Object.hasOwn(config.variants, variant)) {
      problems.push({ path: `/parcelTypes/${type}`, message: `names the variant "${variant}", which /variants does not have (${Object.keys(config.variants).join(', ')})` });
    }
  }
  for (const [name, tiers] of Object.entries(config.variants)) {
    const seen = new Set<number>();
    tiers.forEach((t, i) => {
      if (seen.has(t.from)) problems.push({ path: `/variants/${name}/${i}/from`, message: `${t.from} is the threshold of another tier of "${name}"` });
      seen.add(t.from);
    });
  }
  return problems;
}

/** The tiers of a parcel type, from the checked config; empty when there is none. */
export function tiersOf(config: AnalyticsConfig | undefined, type: TieredType): TierDef[] {
  const variant = config?.parcelTypes[type];
  return (variant !== undefined && config?.variants[variant]) || [];
}
