import type { LoadedConfig } from '@kernel';

/** The point fields gates read (`{ "dp": field, "in": [...] }`) and the values config names for each. */
export type PointFacts = ReadonlyMap<string, readonly string[]>;

/** Every `dp` gate's field and values in the config's gates, routes and menus: the what-if's suggestions. */
export function pointFacts(config: LoadedConfig): PointFacts {
  const facts = new Map<string, Set<string>>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > 64 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((v) => walk(v, depth + 1));
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.dp === 'string' && Array.isArray(record.in)) {
      const set = facts.get(record.dp) ?? new Set<string>();
      for (const v of record.in) if (typeof v === 'string') set.add(v);
      facts.set(record.dp, set);
    }
    Object.values(record).forEach((v) => walk(v, depth + 1));
  };
  walk([config.gates, config.routes, config.menus], 0);
  return new Map([...facts].map(([field, values]) => [field, [...values].sort()]));
}
