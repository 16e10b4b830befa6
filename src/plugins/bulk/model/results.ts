/**
 * The outcome of a bulk post upload (part 1 §4): fail if any order failed, else success; senders and receipt ids
 * narrowed to the shippers with created orders.
 */
import { layoutOf } from './columns';
import { shipperOf } from './postFile';
import { chunksOf } from './uploadChunks';
import type { BulkShipper, BulkUpload } from '../state/bulkDraft';

export interface ShipperResult {
  key: string;
  shipper: BulkShipper;
  trackingIds: string[];
  receiptIds: number[];
}

export function uploadResult(upload: BulkUpload) {
  const layout = layoutOf(upload.variant);
  const outcomes = upload.rows.map((r) => upload.outcomes[String(r.line)]);
  const created = outcomes.filter((o) => o?.status === 'success').length;
  const failed = outcomes.filter((o) => o?.status === 'failed').length;
  const chunks = chunksOf(upload);
  const byShipper: ShipperResult[] = [];
  for (const [key, shipper] of Object.entries(upload.shippers)) {
    const trackingIds = upload.rows
      .filter((r) => shipperOf(r, layout) === key)
      .flatMap((r) => { const o = upload.outcomes[String(r.line)]; return o?.status === 'success' ? [o.trackingId] : []; });
    const receiptIds = chunks.filter((c) => c.shipper === key).flatMap((c) => { const id = upload.sent[c.key]?.receiptId; return id == null ? [] : [id]; });
    if (trackingIds.length > 0) byShipper.push({ key, shipper, trackingIds, receiptIds });
  }
  return { outcome: failed > 0 ? ('fail' as const) : ('success' as const), created, failed, total: upload.rows.length, byShipper };
}
