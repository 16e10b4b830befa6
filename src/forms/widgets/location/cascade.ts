/**
 * The address cascade (state → city → district) over the zone table of GET 1.0/dp-zones, pure: the options of a
 * level, what picking a level changes, what fills itself in (a level with exactly one option; coordinates and
 * billing ids once every level is picked).
 */

/** A zone of GET 1.0/dp-zones: three address levels; the rest only where the server has it. */
export interface Zone {
  l1Name: string;
  l2Name: string;
  l3Name: string;
  latitude?: number | null;
  longitude?: number | null;
  l1Id?: string | null;
  l2Id?: string | null;
  l3Id?: string | null;
  billingZone?: string | null;
  billingZoneMetadata?: string | null;
  postcode?: string | null;
}

export type Level = 1 | 2 | 3;

/** Which form field holds which address level (from the form config's location widgets), top level first. */
export interface LevelField {
  level: Level;
  field: 'state' | 'city' | 'district';
}

/** The address fields the cascade reads and fills. */
export interface CascadeValue {
  state: string;
  city: string;
  district: string;
  lat: number | null;
  lng: number | null;
  postCode: string;
  l1_id: string;
  l2_id: string;
  l3_id: string;
  billing_zone: string;
  billing_zone_metadata: string;
}
export type CascadePatch = Partial<CascadeValue>;

const NAME = { 1: 'l1Name', 2: 'l2Name', 3: 'l3Name' } as const;

const KEYS = ['state', 'city', 'district', 'lat', 'lng', 'postCode', 'l1_id', 'l2_id', 'l3_id', 'billing_zone', 'billing_zone_metadata'] as const;

/** Only the fields the cascade owns, so a patch never carries (possibly stale) copies of the others. */
function cascadeOf(value: CascadeValue): CascadeValue {
  return Object.fromEntries(KEYS.map((k) => [k, value[k]])) as unknown as CascadeValue;
}

/** Names match the way the server's division lookup does: case and accents aside from base letters. */
const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

function above(levels: readonly LevelField[], level: Level): LevelField[] {
  return levels.filter((l) => l.level < level);
}

function inside(zone: Zone, levels: readonly LevelField[], value: CascadeValue): boolean {
  return levels.every((l) => value[l.field] !== '' && same(zone[NAME[l.level]], value[l.field]));
}

/** The choices of a level, in table order; none until every level above it is picked. */
export function optionsFor(zones: readonly Zone[], levels: readonly LevelField[], level: Level, value: CascadeValue): string[] {
  const parents = above(levels, level);
  if (parents.some((l) => value[l.field] === '')) return [];
  return [...new Set(zones.filter((z) => inside(z, parents, value)).map((z) => z[NAME[level]]))];
}

const CLEARED: CascadePatch = { lat: null, lng: null, l1_id: '', l2_id: '', l3_id: '', billing_zone: '', billing_zone_metadata: '' };

/**
 * What the picked location implies: the zone's coordinates and billing ids when every level is picked and the
 * zone is known, nothing of the previous pick otherwise (a stale lat/lng would price the wrong place).
 */
export function derivedFrom(zones: readonly Zone[], levels: readonly LevelField[], value: CascadeValue): CascadePatch {
  if (levels.length === 0 || levels.some((l) => value[l.field] === '')) return CLEARED;
  const zone = zones.find((z) => inside(z, levels, value));
  if (!zone) return CLEARED;
  const patch: CascadePatch = {
    lat: zone.latitude ?? null,
    lng: zone.longitude ?? null,
    l1_id: zone.l1Id ?? '',
    l2_id: zone.l2Id ?? '',
    l3_id: zone.l3Id ?? '',
    billing_zone: zone.billingZone ?? '',
    billing_zone_metadata: zone.billingZoneMetadata ?? '',
  };
  // A zone's postcode helps only where the operator has not typed one.
  if (zone.postcode && value.postCode === '') patch.postCode = zone.postcode;
  return patch;
}

/** Picking `name` at `level`: the levels below are cleared (they belonged to the old pick), then filled in again. */
export function pickLevel(zones: readonly Zone[], levels: readonly LevelField[], level: Level, name: string, value: CascadeValue): CascadePatch {
  const patch: CascadePatch = {};
  for (const l of levels) {
    if (l.level === level) patch[l.field] = name;
    else if (l.level > level) patch[l.field] = '';
  }
  const base = cascadeOf(value);
  const next = { ...base, ...patch, ...derivedFrom(zones, levels, { ...base, ...patch }) };
  // One patch, not one per level: a city with a single district fills it in the same change.
  return { ...next, ...autoComplete(zones, levels, next) };
}

/** Picking a whole zone at once (quick address). */
export function pickZone(zones: readonly Zone[], levels: readonly LevelField[], zone: Zone, value: CascadeValue): CascadePatch {
  const patch: CascadePatch = {};
  for (const l of levels) patch[l.field] = zone[NAME[l.level]];
  return { ...patch, ...derivedFrom(zones, levels, { ...value, ...patch }) };
}

/**
 * What fills itself in from here: each empty level with exactly one option, top down, then the derived fields
 * once every level is picked. Only what differs from `value`; null when nothing does.
 */
export function autoComplete(zones: readonly Zone[], levels: readonly LevelField[], value: CascadeValue): CascadePatch | null {
  const next = cascadeOf(value);
  for (const l of levels) {
    if (next[l.field] !== '') continue;
    const options = optionsFor(zones, levels, l.level, next);
    if (options.length !== 1) break;
    next[l.field] = options[0] ?? '';
  }
  // Only from a zone the table knows: a draft's own coordinates for a place outside the table stay.
  const picked = levels.every((l) => next[l.field] !== '');
  if (picked && zones.some((z) => inside(z, levels, next))) Object.assign(next, derivedFrom(zones, levels, next));
  const patch: CascadePatch = {};
  for (const key of Object.keys(next) as Array<keyof CascadeValue>) {
    if (next[key] !== value[key]) (patch as Record<string, unknown>)[key] = next[key];
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Keeps what the server sent that is usable: the three names as text; everything else optional. */
export function parseZones(data: unknown): Zone[] {
  if (!Array.isArray(data)) return [];
  return data.filter((z): z is Zone =>
    z !== null && typeof z === 'object' && ['l1Name', 'l2Name', 'l3Name'].every((k) => typeof (z as Record<string, unknown>)[k] === 'string'));
}
