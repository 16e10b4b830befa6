/**
 * Send parcels scanned while the server could not be reached: kept in the kernel's offline queue (IndexedDB, per
 * operator and point, in scan order) and listed as waiting, then looked up and lodged in once when it is back. The
 * page reads a live copy; a log-out asks first while any wait.
 */
import { proxy } from 'valtio';
import { defineOutbox, registerUnsentWork, type OutboxEntry } from '@kernel';
import type { ScannedParcel } from '../model/parcel';
import { SEND_SCANS_QUEUE } from './sendScansQueue';

/** A scanned code, and once looked up, the parcel it is. */
export interface WaitingScan {
  code: string;
  parcel: ScannedParcel | null;
}

function isWaitingScan(value: unknown): WaitingScan | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<WaitingScan>;
  if (typeof v.code !== 'string') return null;
  const p = v.parcel;
  if (p !== null && (typeof p !== 'object' || p === undefined || typeof (p as ScannedParcel).trackingId !== 'string')) return null;
  return { code: v.code, parcel: p ?? null };
}

export const waitingScans = defineOutbox<WaitingScan>({ name: SEND_SCANS_QUEUE, validate: isWaitingScan });

/** The queue as last read, for rendering and for the checks a scan makes at once. */
export const waitingView = proxy<{ entries: OutboxEntry<WaitingScan>[] }>({ entries: [] });

/** Reads the queue into the live copy (and the header's count); a log-out's question reads the copy. */
export async function refreshWaiting(): Promise<void> {
  waitingView.entries = await waitingScans.entries();
  await waitingScans.refresh();
}

// After a change made here or in another tab; a store that cannot be read now leaves the list as it was.
waitingScans.watch(() => { waitingScans.entries().then((entries) => { waitingView.entries = entries; }, () => undefined); });

/** The ids a waiting scan stands for: its tracking id once looked up, else the code as scanned. */
export function waitingIds(entries: readonly OutboxEntry<WaitingScan>[] = waitingView.entries): string[] {
  return entries.filter((e) => e.refused === null).map((e) => (e.item.parcel?.trackingId ?? e.item.code).trim().toUpperCase());
}

/**
 * Parcels of the session checked in while the server cannot be reached: queued as one lodge-in under `key` (the one
 * a Check in already tried, whose answer never came), so the server lodges them once whichever try reaches it. A
 * parcel already waiting is not queued twice. False when nothing could be kept (nobody logged in).
 */
export async function queueCheckIn(parcels: readonly ScannedParcel[], key?: string): Promise<boolean> {
  const waiting = new Set(waitingIds());
  const fresh = parcels.filter((p) => !waiting.has(p.trackingId.trim().toUpperCase()));
  if (fresh.length === 0) return true;
  // Plain copies: a page's parcels are render snapshots, which IndexedDB cannot store.
  return (await waitingScans.addBatch(fresh.map((p) => ({ code: p.trackingId, parcel: { ...p } })), key)) !== null;
}

// Named by their tracking ids: at the counter the operator decides by which parcels they are.
registerUnsentWork(() => {
  const ids = waitingIds();
  return ids.length > 0 ? { messageId: 'orders.offline.unsent', values: { count: ids.length }, ids } : null;
});
