/** A bulk post file's rows: read by the columns, within the limits of part 1 §5. */
import type { PostLayout } from './columns';
import { BULK_LIMITS } from './limits';

/** One order of the file; `cells` by column key, as the operator edits them. */
export interface PostRow {
  /** Stable through edits and reloads: the file's line number. */
  line: number;
  cells: Record<string, string>;
}

export type PostCheck = { ok: true; rows: PostRow[]; shippers: string[] } | { ok: false; messageId: string };

/** The shipper a row names, as the lookup and the grouping compare it. */
export function shipperOf(row: PostRow, layout: PostLayout): string {
  const value = (row.cells[layout.shipperKey] ?? '').trim();
  return layout.shipperKey === 'external_shipper_id' ? value.toUpperCase() : value;
}

/** Different shippers of the rows, in the order they first appear (blanks left to the row check). */
export function shippersOf(rows: readonly PostRow[], layout: PostLayout): string[] {
  return [...new Set(rows.map((r) => shipperOf(r, layout)).filter((s) => s !== ''))];
}

export function readPostRows(layout: PostLayout, header: readonly string[], body: readonly (readonly string[])[]): PostCheck {
  const rows: PostRow[] = body
    .map((cellsOfLine, i) => ({
      // The header is line 1 of the file.
      line: i + 2,
      cells: Object.fromEntries(layout.columns.map((c) => [c.key, (cellsOfLine[header.indexOf(c.key)] ?? '').trim()])),
    }))
    .filter((r) => Object.values(r.cells).some((v) => v !== ''));
  if (rows.length > BULK_LIMITS.maxOrders) return { ok: false, messageId: 'bulk.too_many_orders' };
  const shippers = shippersOf(rows, layout);
  if (shippers.length >= BULK_LIMITS.shippersBelow) return { ok: false, messageId: 'bulk.too_many_shippers' };
  return { ok: true, rows, shippers };
}
