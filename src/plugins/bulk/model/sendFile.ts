/** A send (lodge-in) file's tracking ids: deduplicated (part 1 §5), at most 100. */
import { BULK_LIMITS } from './limits';

export type SendCheck = { ok: true; trackingIds: string[]; duplicates: number } | { ok: false; messageId: string };

/** Tracking ids without repeats (case and spaces ignored), first one kept, as the server spells them. */
export function dedupeTrackingIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of ids) {
    const id = raw.trim().toUpperCase();
    if (id === '' || seen.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}

export function checkSendFile(ids: readonly string[]): SendCheck {
  const trackingIds = dedupeTrackingIds(ids);
  if (trackingIds.length > BULK_LIMITS.maxOrders) return { ok: false, messageId: 'bulk.too_many_orders' };
  return { ok: true, trackingIds, duplicates: ids.filter((i) => i.trim() !== '').length - trackingIds.length };
}
