/**
 * The file type decision of part 1 §4: a file whose rows each have at most one cell is a send (lodge-in) file; a
 * header that is exactly one post variant's column set is a bulk post file; anything else is an invalid CSV file.
 */
import { POST_LAYOUTS, SEND_HEADER, type PostLayout } from './columns';

export type FileDecision =
  | { type: 'send'; trackingIds: string[] }
  | { type: 'post'; layout: PostLayout; header: string[]; rows: string[][] }
  | { type: 'invalid' }
  | { type: 'empty' }
  | { type: 'headerOnly' };

const clean = (cell: string) => cell.trim();

/** Cells with something in them; spreadsheets pad rows with empty cells. */
function filled(row: readonly string[]): number {
  return row.reduce((n, cell) => (clean(cell) === '' ? n : n + 1), 0);
}

/** The post layout whose column set equals this header (order and case do not matter), or null. */
export function matchLayout(header: readonly string[]): PostLayout | null {
  const keys = header.map((h) => clean(h).toLowerCase()).filter((h) => h !== '');
  const set = new Set(keys);
  if (set.size !== keys.length) return null;
  return POST_LAYOUTS.find((l) => l.columns.length === set.size && l.columns.every((c) => set.has(c.key))) ?? null;
}

export function decideFileType(raw: readonly (readonly string[])[]): FileDecision {
  const rows = raw.filter((r) => filled(r) > 0);
  if (rows.length === 0) return { type: 'empty' };
  if (rows.every((r) => filled(r) <= 1)) {
    const ids = rows.map((r) => clean(r.find((c) => clean(c) !== '') ?? ''));
    const body = ids[0]?.toLowerCase() === SEND_HEADER ? ids.slice(1) : ids;
    return body.length === 0 ? { type: 'headerOnly' } : { type: 'send', trackingIds: body };
  }
  const [first, ...rest] = rows;
  const layout = first ? matchLayout(first) : null;
  if (!first || !layout) return { type: 'invalid' };
  if (rest.length === 0) return { type: 'headerOnly' };
  return { type: 'post', layout, header: first.map((h) => clean(h).toLowerCase()), rows: rest.map((r) => r.map((c) => String(c))) };
}
