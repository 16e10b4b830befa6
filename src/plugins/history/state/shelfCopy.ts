/**
 * The last shelf the operator loaded at this point, kept on the device (IndexedDB, through the kernel) with the time it
 * was loaded: a stocktake can then start from it while the network is down, saying how old it is.
 */
import { defineLastCopy } from '@kernel';
import type { ShelfParcel } from '../model/shelf';

function shelfFrom(value: unknown): ShelfParcel[] | null {
  if (!Array.isArray(value)) return null;
  const ok = value.every((p: unknown) => {
    if (!p || typeof p !== 'object') return false;
    const r = p as Partial<ShelfParcel>;
    return typeof r.tracking_id === 'string' && typeof r.order_id === 'number' && typeof r.daysInStore === 'number' && typeof r.expired === 'boolean';
  });
  return ok ? (value as ShelfParcel[]) : null;
}

export const shelfCopy = defineLastCopy<ShelfParcel[]>({ name: 'history.shelf', validate: shelfFrom });
