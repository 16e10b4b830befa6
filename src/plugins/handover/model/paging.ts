// Offset paging of a job's orders (spec §7: job_id, offset_id, limit): pages go by increasing id.

/** The page size the portal asks for (spec §9: page size 50). */
export const JOB_ORDERS_LIMIT = 50;

/**
 * The offset of the next page, or null when the list is complete: a page shorter than the limit is the last, and a
 * page that does not move the offset forward (a server repeating itself) ends the paging instead of looping.
 */
export function nextOffset(page: readonly { id: number }[], limit: number, offset: number): number | null {
  if (page.length < limit) return null;
  const last = page.reduce((max, o) => Math.max(max, o.id), offset);
  return last > offset ? last : null;
}
