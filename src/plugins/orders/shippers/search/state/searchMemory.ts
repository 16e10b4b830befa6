/**
 * The page's last search (what was typed, the mode chosen, the query sent, its results or its no-result problem),
 * kept in sessionStorage so going back to the page, or reloading it, shows the same list. It belongs to one login
 * of one point: another point, or the same point after a new login, starts with an empty page.
 */
import type { Shipper } from '../../../api/types';
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

export const MEMORY_KEY = 'portal.orders.shipperSearch';

export const EMPTY_MEMORY: SearchMemory = { input: '', mode: null, last: null };

interface Stored extends SearchMemory {
  v: 1;
  owner: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isStored(v: unknown, owner: string): v is Stored {
  if (!v || typeof v !== 'object') return false;
  const s = v as Partial<Stored>;
  return s.v === 1 && s.owner === owner && typeof s.input === 'string' && (s.last === null || Array.isArray(s.last?.results));
}

/** The memory of this owner (point and login), or an empty one. */
export function readMemory(owner: string): SearchMemory {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(MEMORY_KEY) ?? 'null');
    if (!isStored(parsed, owner)) return EMPTY_MEMORY;
    return { input: parsed.input, mode: parsed.mode ?? null, last: parsed.last };
  } catch {
    return EMPTY_MEMORY;
  }
}

export function writeMemory(owner: string, memory: SearchMemory): void {
  try {
    storage()?.setItem(MEMORY_KEY, JSON.stringify({ v: 1, owner, ...memory } satisfies Stored));
  } catch {
    // Storage full or blocked: the page still works, it just forgets on the way back.
  }
}

/** Who the memory belongs to: the point and its login (a new login has a new expiry). */
export function memoryOwner(dpId: number | undefined, loginStamp: string | undefined): string | null {
  return dpId === undefined || !loginStamp ? null : `${dpId}:${loginStamp}`;
}
