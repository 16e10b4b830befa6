// @vitest-environment node
// Bulk post sending: grouped by shipper, 30 a chunk, each chunk with a key of its own.
import { describe, expect, it } from 'vitest';
import { chunkByShipper } from '../../../src/plugins/bulk/model/chunks';

describe('chunks by shipper', () => {
  it('groups by shipper in file order and cuts each group in 30s', () => {
    const rows = Array.from({ length: 75 }, (_, i) => ({ line: i + 2, shipper: i % 5 === 0 ? 'B' : 'A' }));
    const chunks = chunkByShipper('u1', rows, (r) => r.shipper);
    expect(chunks.map((c) => [c.key, c.shipper, c.lines.length])).toEqual([
      ['u1-B-1', 'B', 15], ['u1-A-1', 'A', 30], ['u1-A-2', 'A', 30],
    ]);
    expect(chunks[1]?.lines[0]).toBe(3);
    expect(chunks.flatMap((c) => c.lines).sort((a, b) => a - b)).toEqual(rows.map((r) => r.line));
  });

  it('makes the same keys for the same upload, so a chunk sent again is known', () => {
    const rows = Array.from({ length: 31 }, (_, i) => ({ line: i + 2 }));
    const keys = chunkByShipper('u2', rows, () => '3301').map((c) => c.key);
    expect(keys).toEqual(['u2-3301-1', 'u2-3301-2']);
    expect(chunkByShipper('u2', rows, () => '3301').map((c) => c.key)).toEqual(keys);
  });
});
