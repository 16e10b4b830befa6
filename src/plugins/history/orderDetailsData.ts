import type { EarlyGet, FrameContext } from '@kernel';

/** The named gate under which order details shows the order's events. */
export const EVENTS_GATE = 'canViewOrderEvents';

/** The order id of order details' address (`?id=`), or null when it is not one. */
export function orderIdOf(search: URLSearchParams): number | null {
  const text = search.get('id') ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** GET 1.0/orders/details/{id}: the order, its parties and money. */
export const orderDetailsPath = (id: number) => `1.0/orders/details/${id}`;

/** GET 1.0/orders/{id}/events, oldest first. */
export const orderEventsPath = (id: number) => `1.0/orders/${id}/events`;

/** What order details asks as it opens: the order, and its events where the point may see them. */
export function orderDetailsGets(search: URLSearchParams, at: FrameContext): EarlyGet[] {
  const id = orderIdOf(search);
  if (id === null) return [];
  return [{ path: orderDetailsPath(id) }, ...(at.allows(EVENTS_GATE) ? [{ path: orderEventsPath(id) }] : [])];
}
