// @vitest-environment node
// How far a bulk post upload has got: complete only when the server has answered every chunk; a refused chunk (its
// rows marked failed) is still to send, and so is every chunk after it.
import { describe, expect, it } from 'vitest';
import { layoutOf } from '../../../src/plugins/bulk/model/columns';
import { isComplete, unansweredChunks } from '../../../src/plugins/bulk/model/uploadChunks';
import type { BulkUpload } from '../../../src/plugins/bulk/state/bulkDraft';

const row = (line: number, shipperId: string) => ({ line, cells: { ...Object.fromEntries(layoutOf('post').columns.map((c) => [c.key, c.example])), shipper_id: shipperId } });
// 35 orders of 3301 and 5 of 3302: chunks u-3301-1 (30), u-3301-2 (5), u-3302-1 (5).
const rows = Array.from({ length: 40 }, (_, i) => row(i + 2, i < 35 ? '3301' : '3302'));
const upload = (sent: BulkUpload['sent'], outcomes: BulkUpload['outcomes'] = {}): BulkUpload =>
  ({ uploadId: 'u', fileName: 'f.xlsx', variant: 'post', rows, shippers: {}, sent, outcomes });

describe('bulk upload chunks', () => {
  it('is complete only once every chunk is answered', () => {
    expect(unansweredChunks(upload({})).map((c) => [c.key, c.lines.length])).toEqual([['u-3301-1', 30], ['u-3301-2', 5], ['u-3302-1', 5]]);
    expect(isComplete(upload({ 'u-3301-1': { receiptId: 1 }, 'u-3301-2': { receiptId: 2 } }))).toBe(false);
    expect(isComplete(upload({ 'u-3301-1': { receiptId: 1 }, 'u-3301-2': { receiptId: 2 }, 'u-3302-1': { receiptId: null } }))).toBe(true);
  });

  it('keeps a refused chunk, whose rows are marked failed, among the chunks to send', () => {
    const failed = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [String(i + 32), { status: 'failed' as const, message: 'The service is busy. Please try again.' }]));
    const left = unansweredChunks(upload({ 'u-3301-1': { receiptId: 1 } }, failed));
    expect(left.map((c) => c.key)).toEqual(['u-3301-2', 'u-3302-1']);
  });

  it('an upload with no rows is never complete', () => {
    expect(isComplete({ ...upload({}), rows: [] })).toBe(false);
  });
});
