/**
 * Bulk post sending (part 1 §4): orders grouped by shipper, in chunks of 30 per shipper. Each chunk has a key made
 * of the upload's id, the shipper and its place, sent as the idempotency key: a chunk asked twice is created once.
 */
import { BULK_LIMITS } from './limits';

export interface Chunk {
  key: string;
  shipper: string;
  /** File lines of its rows, in file order. */
  lines: number[];
}

export function chunkByShipper<R extends { line: number }>(uploadId: string, rows: readonly R[], shipperOf: (row: R) => string, size: number = BULK_LIMITS.chunkSize): Chunk[] {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const shipper = shipperOf(row);
    groups.set(shipper, [...(groups.get(shipper) ?? []), row.line]);
  }
  const chunks: Chunk[] = [];
  for (const [shipper, lines] of groups) {
    for (let start = 0, n = 1; start < lines.length; start += size, n += 1) {
      chunks.push({ key: `${uploadId}-${shipper}-${n}`, shipper, lines: lines.slice(start, start + size) });
    }
  }
  return chunks;
}
