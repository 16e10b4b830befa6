/**
 * The whole result (up to 10,000 parcels) when the list is shown as one scrolled list: kept outside React, with a
 * lower-case text of each row built once, so narrowing 10,000 rows on each key is a scan of strings, not a render.
 */
import type { ParcelRow } from '../api/types';

export interface LongList {
  rows: ParcelRow[];
  /** What the quick filter looks in, one per row, same order. */
  texts: string[];
}

export function longListOf(rows: ParcelRow[]): LongList {
  return { rows, texts: rows.map((p) => `${p.tracking_id} ${p.stamp_id ?? ''} ${p.to_name} ${p.to_contact} ${p.shipper_name}`.toLowerCase()) };
}

/** The rows whose text has every word of the filter. */
export function narrow(list: LongList, filter: string): ParcelRow[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return list.rows;
  const out: ParcelRow[] = [];
  for (let i = 0; i < list.rows.length; i++) {
    const text = list.texts[i] ?? '';
    if (words.every((w) => text.includes(w))) out.push(list.rows[i] as ParcelRow);
  }
  return out;
}

const kept = new Map<string, LongList>();

/** The last loaded whole result for a key (one kept: 10,000 rows is enough memory). */
export function keptLongList(key: string): LongList | undefined {
  return kept.get(key);
}

export function keepLongList(key: string, list: LongList): void {
  kept.clear();
  kept.set(key, list);
}
