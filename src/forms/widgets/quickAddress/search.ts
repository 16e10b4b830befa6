/** Quick address: a search over the zone table, forgiving of case, accents and word order. */
import type { Zone } from '../location/cascade';

/** How a zone reads in the list and in the search box once picked: smallest level first. */
export function zoneLabel(zone: Zone): string {
  return `${zone.l3Name}, ${zone.l2Name}, ${zone.l1Name}`;
}

// Vietnamese đ is its own letter, not d with a mark, so decomposing alone does not fold it.
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();

/** Zones whose label holds every word of the query, in table order, at most `limit`. */
export function searchZones(zones: readonly Zone[], query: string, limit = 8): Zone[] {
  const words = fold(query).split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return [];
  const out: Zone[] = [];
  for (const zone of zones) {
    const label = fold(zoneLabel(zone));
    if (words.every((w) => label.includes(w))) out.push(zone);
    if (out.length === limit) break;
  }
  return out;
}
