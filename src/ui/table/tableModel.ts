/** The pure parts of the data table: sorting, paging and the window of rows drawn when rows are virtual. */

export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | null | undefined;

/** Rows in a column's order; equal values keep their order (stable), empty values go last either way. */
export function sortRows<R>(rows: readonly R[], value: (row: R) => SortValue, direction: SortDirection, locale?: string): R[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      const emptyA = a.v === null || a.v === undefined || a.v === '';
      const emptyB = b.v === null || b.v === undefined || b.v === '';
      if (emptyA || emptyB) return emptyA === emptyB ? a.index - b.index : emptyA ? 1 : -1;
      const order = typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : collator.compare(String(a.v), String(b.v));
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map((x) => x.row);
}

/** How many pages `total` rows make (at least one, so an empty table is page 1 of 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of page `page` (1-based, clamped to the pages there are). */
export function pageOf<R>(rows: readonly R[], page: number, pageSize: number): { rows: R[]; page: number; pages: number; first: number } {
  const pages = pageCount(rows.length, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const first = (current - 1) * pageSize;
  return { rows: rows.slice(first, first + pageSize), page: current, pages, first };
}

/**
 * The rows to draw in a scrolled box of fixed-height rows: those in view plus `overscan` either side, and the
 * heights of the space above and below them (so the scroll bar is the whole list's).
 */
export function windowOf(total: number, scrollTop: number, viewport: number, rowHeight: number, overscan = 8): {
  start: number; end: number; before: number; after: number;
} {
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewport / rowHeight) + 1;
  const start = Math.max(0, firstVisible - overscan);
  const end = Math.min(total, firstVisible + visible + overscan);
  return { start, end, before: start * rowHeight, after: Math.max(0, (total - end) * rowHeight) };
}
