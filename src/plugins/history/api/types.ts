/**
 * Wire shapes of the history calls (spec part 2 §3 and §7), as the API contract (api/openapi.yaml) writes them. The
 * spec leaves the answers' shapes out; these are the portal's choice, marked `x-assumed` there, and the simulator
 * answers them. Names are the server's (snake_case).
 */
import type { ApiAnswer, ApiSchema } from '@kernel';

export type OrderKind = ApiSchema<'OrderKind'>;

/** Answer of GET 1.2/reservations/parcel: one page, and the result's totals. Only the latest 10,000 parcels page. */
export type ParcelPage = ApiAnswer<'1.2/reservations/parcel'>;
/** One parcel of the list (`cod_amount` null: no cash on delivery; `expired`: in store past the point's limit). */
export type ParcelRow = ParcelPage['parcels'][number];
/** Totals of the whole result (not only the page): one per group, and every parcel. */
export type ParcelStatistics = ParcelPage['statistics'];

/** A match of GET 1.0/tracking?q=. */
export type TrackingMatch = ApiAnswer<'1.0/tracking'>[number];

/** Answer of GET 1.0/orders/details/{id}: the order (fees null where it has none) and the server's warning, or null. */
export type OrderDetails = ApiAnswer<'1.0/orders/details/{orderId}'>;
export type Party = ApiSchema<'Party'>;

/** One event of GET 1.0/orders/{id}/events, oldest first; its label is the message `history.event.<name>`. */
export type OrderEvent = ApiAnswer<'1.0/orders/{orderId}/events'>[number];

/** Answer of GET 2.0/dps/{id}/summary: today's figures at the point (today in the country's time). */
export type PointSummary = ApiAnswer<'2.0/dps/{dpId}/summary'>;

/** Answer of GET 1.0/payments-summary: today's takings, and what is still in the point's till. */
export type PaymentsSummary = ApiAnswer<'1.0/payments-summary'>;

/** What a payment was for: cash collected for a COD parcel, or the fees of a post or pack order paid at the counter. */
export type PaymentKind = ApiSchema<'PaymentKind'>;

/** Answer of GET 1.2/reservations/payment: one page of payments and the whole result's totals. */
export type PaymentPage = ApiAnswer<'1.2/reservations/payment'>;
/** One payment; `settled`: handed over to the company, else still in the point's till. */
export type PaymentRow = PaymentPage['payments'][number];
export type PaymentStatistics = PaymentPage['statistics'];
