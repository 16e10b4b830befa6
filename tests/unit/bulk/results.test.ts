// @vitest-environment node
// The outcome of a bulk post upload: fail if any order failed; senders and receipts narrowed to shippers with orders.
import { describe, expect, it } from 'vitest';
import { layoutOf } from '../../../src/plugins/bulk/model/columns';
import { uploadResult } from '../../../src/plugins/bulk/model/results';
import type { BulkShipper, BulkUpload } from '../../../src/plugins/bulk/state/bulkDraft';

const shipper = (id: number, name: string): BulkShipper => ({ id, globalId: 5003000 + id, name, isPrepaid: true, contact: '', email: '', address: '', postcode: '' });
const row = (line: number, shipperId: string) => ({ line, cells: { ...Object.fromEntries(layoutOf('post').columns.map((c) => [c.key, c.example])), shipper_id: shipperId } });

function upload(outcomes: BulkUpload['outcomes'], sent: BulkUpload['sent']): BulkUpload {
  const rows = [...Array.from({ length: 31 }, (_, i) => row(i + 2, '3301')), row(33, '3302')];
  return { uploadId: 'u', fileName: 'f.csv', variant: 'post', rows, shippers: { 3301: shipper(3301, 'Siam Silk House'), 3302: shipper(3302, 'Bangkok Gadget Hub') }, sent, outcomes };
}

describe('bulk post outcome', () => {
  it('is success when every order was created, with each chunk’s receipt under its shipper', () => {
    const outcomes = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [String(i + 2), { status: 'success' as const, trackingId: `NVTHP${i}` }]));
    const r = uploadResult(upload(outcomes, { 'u-3301-1': { receiptId: 11 }, 'u-3301-2': { receiptId: 12 }, 'u-3302-1': { receiptId: 13 } }));
    expect(r.outcome).toBe('success');
    expect(r.byShipper.map((s) => [s.key, s.trackingIds.length, s.receiptIds])).toEqual([['3301', 31, [11, 12]], ['3302', 1, [13]]]);
  });

  it('is fail when any order failed, and leaves out a shipper with no order created', () => {
    const outcomes = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [String(i + 2),
      i === 31 ? { status: 'failed' as const, message: 'Stamp ID already used' } : { status: 'success' as const, trackingId: `NVTHP${i}` }]));
    const r = uploadResult(upload(outcomes, { 'u-3301-1': { receiptId: 11 }, 'u-3301-2': { receiptId: 12 }, 'u-3302-1': { receiptId: null } }));
    expect(r).toMatchObject({ outcome: 'fail', created: 31, failed: 1, total: 32 });
    expect(r.byShipper.map((s) => s.key)).toEqual(['3301']);
  });
});
