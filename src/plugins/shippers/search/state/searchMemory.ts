/**
 * The page's last search (what was typed, the mode chosen, the query sent, its results or its no-result problem),
 * kept as a tab-only draft (src/kernel's defineDraft) so going back to the page, or reloading it, shows the same list. It belongs to one login
 * of one point: another point, or the same point after a new login, starts with an empty page.
 */
import { defineDraft } from '@kernel';
import type { Shipper } from '@services';
import type { SearchMode, ShipperQuery } from '../model/query';

export type SentQuery = Exclude<ShipperQuery, { kind: 'problem' }>;

export interface LastSearch {
  query: SentQuery;
  results: Shipper[];
  /** The no-result message id, kept as an id so a language change re-translates it. */
  problem: string | null;
}

export interface SearchMemory {
  input: string;
  /** The operator's own choice of mode; null follows the input's shape. */
  mode: SearchMode | null;
  last: LastSearch | null;
}

export const EMPTY_MEMORY: SearchMemory = { input: '', mode: null, last: null };

interface Stored extends SearchMemory {
  owner: string;
}

function isStored(v: unknown): v is Stored {
  if (!v || typeof v !== 'object') return false;
  const s = v as Partial<Stored>;
  return typeof s.owner === 'string' && typeof s.input === 'string' && (s.last === null || Array.isArray(s.last?.results));
}

/** This tab's memory of the page, the operator's at their point (gone at log-out). */
const MEMORY_DRAFT = defineDraft<Stored>({ name: 'orders.shipperSearch', version: 1, storage: 'session', validate: (v) => (isStored(v) ? v : null) });

/** The memory of this owner (point and login), or an empty one. */
export function readMemory(owner: string): SearchMemory {
  const stored = MEMORY_DRAFT.load();
  if (!stored || stored.owner !== owner) return EMPTY_MEMORY;
  return { input: stored.input, mode: stored.mode ?? null, last: stored.last };
}

export function writeMemory(owner: string, memory: SearchMemory): void {
  MEMORY_DRAFT.save({ owner, ...memory });
}

/** Who the memory belongs to: the point and its login (a new login has a new expiry). */
export function memoryOwner(dpId: number | undefined, loginStamp: string | undefined): string | null {
  return dpId === undefined || !loginStamp ? null : `${dpId}:${loginStamp}`;
}
